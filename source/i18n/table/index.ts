/**
 * A table's closed form and note, a job's title and unit, and a cache
 * entry's name, in the language in force, from the engine's data. The
 * English catalog says what the engine's own words say (JSON output and the
 * cache's keys keep those): test/i18n/table.test.ts holds them equal.
 */
import type {Job, JobSubject, ValuesName} from '../../engine/job.js';
import {knownName} from '../../engine/breaking-values.js';
import type {FamilyNote} from '../../engine/types.js';
import type {ClosedForm} from '../../engine/values.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const tableWords = catalog(en, {'zh-CN': zhCN});

/** A closed form in the language in force: a formula as it is written, a theorem's statement in words. */
export function closedFormText(form: ClosedForm): string {
	switch (form.kind) {
		case 'formula':
			return form.formula;
		case 'every-head-one':
			return tableWords('formEveryHeadOne');
		case 'multiple-of':
			return tableWords('formMultipleOf', {k: form.k});
		case 'odious':
			return tableWords('formOdious');
		case 'largest-power-of-2':
			return tableWords('formRuler');
		case 'nim-product':
			return tableWords('formNimProduct');
		case 'golden-pairs':
			return tableWords('formWythoff');
		case 'wythoff-misere':
			return tableWords('formWythoffMisere');
		case 'sibert-conway':
			return tableWords('formSibertConway');
		case 'zeckendorf':
			return form.last === null ? tableWords('formFibonacci') : tableWords('formFibonacciAfter', {last: form.last, most: 2n * form.last});
		case 'k-times':
			return form.last === null ? tableWords('formKTimes', {k: form.k}) : tableWords('formKTimesAfter', {k: form.k, last: form.last, most: form.k * form.last});
	}
}

/** A note in the language in force: "no period found up to 100". */
export function noteText(note: FamilyNote): string {
	switch (note.kind) {
		case 'no-period':
			return tableWords(note.grundy ? 'noteNoPeriodGrundy' : 'noteNoPeriod', {to: note.upTo});
		case 'misere':
			return tableWords('noteMisere');
	}
}

/** A note as a line of the text table: "No period found up to 100." */
export function noteLine(note: FamilyNote): string {
	const text = noteText(note);
	return tableWords('noteLine', {note: `${text.charAt(0).toUpperCase()}${text.slice(1)}`});
}

function valuesText(table: ValuesName): string {
	return table.kind === 'grundys-game' ? tableWords('tableGrundy') : tableWords('tableOctal', {code: table.code});
}

/** What a job computes, in the language in force: "Grundy's game: the values of heaps 0 to 1000000". */
export function jobTitle({subject}: {readonly subject: JobSubject}): string {
	const table = valuesText(subject.table);
	return subject.kind === 'prove' ? tableWords('jobProve', {table, bound: subject.bound}) : tableWords('jobValues', {table, last: subject.last});
}

/** What a job counts, in the language in force: "values". */
export function jobUnit(job: Pick<Job<unknown>, 'unit'>): string {
	switch (job.unit) {
		case 'values':
			return tableWords('unitValues');
	}
}

/** A cache entry's name in the language in force; a key the engine did not make is shown as it is. */
export function entryName(key: string): string {
	const name = knownName(key);
	if (name === null) return key;
	return name.kind === 'values'
		? tableWords('entryValues', {table: valuesText(name.table), method: name.method})
		: tableWords('entryQuotient', {rule: name.rule, method: name.method});
}
