import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

/** The words of the last boards (the coins, the corners, the tree, the graph, the arena) and of the boards' screen-reader lines. */
export const board3Words = catalog(en, {'zh-CN': zhCN});
