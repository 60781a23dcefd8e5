import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const miscWords = catalog(en, {'zh-CN': zhCN});
