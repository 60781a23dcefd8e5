import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

/** The review chart's legends. */
export const chartWords = catalog(en, {'zh-CN': zhCN});
