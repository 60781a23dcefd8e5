import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

/** The trainer's errors, in the language in force. */
export const trainer2Words = catalog(en, {'zh-CN': zhCN});
