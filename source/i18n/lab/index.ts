/**
 * The Lab's words, and a table's engine words (what it is of, how its period
 * is known, what came from the cache) in the language in force, from the
 * table's data. English keeps the engine's own text as it is.
 */
import {familyOf, type Period, type Table} from '../../engine/table.js';
import {lookupGame} from '../../engine/catalog.js';
import type {KnownPart, Param} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {closedFormText} from '../table/index.js';
import {language} from '../language.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const labWords = catalog(en, {'zh-CN': zhCN});

const units = new Map<string, 'unitHeap' | 'unitRow' | 'unitHeaps' | 'unitHead' | 'unitLamp'>([
	['a heap of n', 'unitHeap'],
	['a row of n', 'unitRow'],
	['heaps (a, b)', 'unitHeaps'],
	['a lone head at position n', 'unitHead'],
	['a lamp at (x, y)', 'unitLamp'],
]);

/** What the table's values are: "G(n), the Grundy value of a heap of n". */
export function tableWhat(table: Table): string {
	const game = lookupGame(table.game);
	if (language() === 'en' || game === undefined) return table.what;
	const family = familyOf(game);
	const unitKey = units.get(family.unit);
	// A family this file does not know keeps the engine's words.
	if (unitKey === undefined) return table.what;
	const unit = labWords(unitKey);
	const values: readonly unknown[] = table.dimensions === 1 ? table.values : table.values.flat();
	const outcomes = values.some(v => typeof v === 'string') || family.values === 'outcomes';
	if (table.params['misere'] === true) return table.dimensions === 2 || outcomes ? labWords('whatOutcomeMisere', {unit}) : table.what;
	if (outcomes) return labWords('whatOutcome', {unit});
	if (table.dimensions === 2) return family.dimensions === 2 && family.what !== undefined ? labWords('whatNimProduct') : labWords('whatGrundy2', {unit});
	return labWords('whatGrundy', {unit});
}

/** How the period is known: "the octal periodicity theorem". */
export function proofText(period: Period): string {
	if (language() === 'en') return period.proof;
	const reason = period.reason;
	switch (reason.kind) {
		case 'closed-form':
			return labWords('proofClosed', {form: closedFormText(reason.form)});
		case 'golomb':
			return labWords('proofGolomb', {memory: reason.memory});
		case 'octal':
			return labWords('proofOctal');
	}
}

/** What a table read from the cache: "the values of n < 1,000,000 and the period". */
export function knownText(known: KnownPart, english: string): string {
	if (language() === 'en') return english;
	const values = known.values > 0n ? labWords('knownValues', {count: known.values.toLocaleString('en-US')}) : '';
	const period = known.period ? labWords('knownPeriod') : '';
	return values !== '' && period !== '' ? labWords('knownBoth', {values, period}) : values + period;
}

/** A parameter's label in the Lab, in the language in force. */
export function paramLabel(game: string, param: Param): string {
	const key = `param_${game}_${param.flag}`;
	return Object.hasOwn(en, key) ? (labWords as (key: string) => string)(key) : param.label;
}
