import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

/** The words of the boards past the heap games (Wythoff's, the coins, the staircase...). */
export const board2Words = catalog(en, {'zh-CN': zhCN});
