import type {ConceptId} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const statsWords = catalog(en, {'zh-CN': zhCN});

/** A concept's short name for the table, in the language in force. */
const conceptKeys = {
	multiples: 'conceptMultiples',
	'nim-sum': 'conceptNimSum',
	mex: 'conceptMex',
	sums: 'conceptSums',
	periods: 'conceptPeriods',
	breaking: 'conceptBreaking',
	staircase: 'conceptStaircase',
	wythoff: 'conceptWythoff',
	zeckendorf: 'conceptZeckendorf',
	coins: 'conceptCoins',
	'nim-product': 'conceptNimProduct',
	colon: 'conceptColon',
	misere: 'conceptMisere',
} as const satisfies Record<ConceptId, string>;

/** A concept's short name ("nim-sum"), in the language in force: the Stats screen's table, the trainer's rating. */
export function conceptName(id: ConceptId): string {
	return statsWords(conceptKeys[id]);
}
