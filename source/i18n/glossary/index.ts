import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const glossaryWords = catalog(en, {'zh-CN': zhCN});
export {terms} from './terms.js';
