import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const noticeWords = catalog(en, {'zh-CN': zhCN});
