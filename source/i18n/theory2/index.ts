import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

/** The theory pages' header words, in the language in force. */
export const theory2Words = catalog(en, {'zh-CN': zhCN});
