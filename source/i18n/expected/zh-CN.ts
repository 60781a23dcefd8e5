import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	paramExample: '{{description}}；例如 {{example}}',
};
