import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

/** The review's words on each move, in the language in force. */
export const review2Words = catalog(en, {'zh-CN': zhCN});
