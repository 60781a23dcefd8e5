/**
 * `--spec FILE`: a problem the list does not have, as JSON. It reduces to a
 * catalog game: its cases are whole numbers and lists of them, framed as the
 * file says; each case becomes the game's position through a template
 * (`"$name"` stands for a field's value), and the answer is one of two words
 * by who wins. Every field is checked; the first mistake is one line naming
 * it. The file is data: nothing in it is run.
 */
import {lookupGame} from '../engine/catalog.js';
import {conceptIds, type ConceptId, type Json, type JsonObject} from '../engine/types.js';
import {echo} from '../text/safe.js';
import {gameOf, outcomeSolution, type Framing, type Problem} from './problem.js';
import {breaks, enumerate, randomValue, smallest, type IntShape, type ListShape, type Shape, type TupleShape, type Value} from './shape.js';
import {seeded} from '../engine/random.js';
import {checkerKinds, type CheckerKind} from './compare.js';
import {largestInput} from './judge.js';

/** The largest spec file read, in bytes. */
export const maxSpecBytes = 64 * 1024;
/** Numbers of a spec lie within ±10^15; lists hold at most 10^5 entries; a framing at most 10^4 cases. */
export const specLimits = {maxNumber: 1e15, maxEntries: 100_000, maxCases: 10_000, maxFields: 16, maxTimeMs: 20_000, maxMemoryMb: 4096} as const;

export class SpecError extends Error {
	override readonly name = 'SpecError';
}

const fail = (path: string, what: string): never => {
	throw new SpecError(`${path} ${what}`);
};

function object(json: Json | undefined, path: string, keys: readonly string[], required: readonly string[]): JsonObject {
	if (json === null || typeof json !== 'object' || Array.isArray(json)) return fail(path, 'must be an object');
	for (const key of Object.keys(json)) if (!keys.includes(key)) fail(`${path}.${echo(key, 40)}`, `is not a field here (expected ${keys.join(', ')})`);
	for (const key of required) if (!Object.hasOwn(json, key)) fail(`${path}.${key}`, 'is missing');
	return json;
}

function string(json: Json | undefined, path: string, max = 2000): string {
	if (typeof json !== 'string' || json.trim() === '') return fail(path, 'must be a non-empty string');
	if (json.length > max) fail(path, `must be at most ${max} characters`);
	return json;
}

function integer(json: Json | undefined, path: string, min: number, max: number): number {
	if (typeof json !== 'number' || !Number.isSafeInteger(json)) return fail(path, `must be a whole number, got ${echo(JSON.stringify(json) ?? 'nothing', 40)}`);
	if (json < min || json > max) fail(path, `must be from ${min} to ${max}, got ${json}`);
	return json;
}

const names = /^[a-z][a-z0-9_]{0,30}$/;

function intField(json: Json | undefined, path: string): IntShape {
	const o = object(json, path, ['name', 'min', 'max'], ['name', 'min', 'max']);
	const name = string(o['name'], `${path}.name`, 31);
	if (!names.test(name)) fail(`${path}.name`, 'must be lower-case letters, digits and _, starting with a letter');
	const min = integer(o['min'], `${path}.min`, -specLimits.maxNumber, specLimits.maxNumber);
	const max = integer(o['max'], `${path}.max`, min, specLimits.maxNumber);
	return {kind: 'int', name, min, max};
}

function field(json: Json | undefined, path: string): IntShape | ListShape {
	if (json !== null && typeof json === 'object' && !Array.isArray(json) && Object.hasOwn(json, 'item')) {
		const o = object(json, path, ['name', 'min', 'max', 'count', 'layout', 'distinct', 'item'], ['name', 'min', 'max', 'item']);
		const name = string(o['name'], `${path}.name`, 31);
		if (!names.test(name)) fail(`${path}.name`, 'must be lower-case letters, digits and _, starting with a letter');
		const min = integer(o['min'], `${path}.min`, 0, specLimits.maxEntries);
		const max = integer(o['max'], `${path}.max`, Math.max(min, 1), specLimits.maxEntries);
		const count = o['count'] ?? 'line';
		if (count !== 'line' && count !== 'inline') fail(`${path}.count`, 'must be "line" or "inline"');
		const layout = o['layout'] ?? 'line';
		if (layout !== 'line' && layout !== 'lines') fail(`${path}.layout`, 'must be "line" or "lines"');
		const distinct = o['distinct'] ?? false;
		if (typeof distinct !== 'boolean') fail(`${path}.distinct`, 'must be true or false');
		const item = intField(o['item'], `${path}.item`);
		if (distinct === true && item.max - item.min + 1 < max) fail(`${path}.max`, `is more entries than ${path}.item has distinct values`);
		return {kind: 'list', name, min, max, count: count as 'line' | 'inline', layout: layout as 'line' | 'lines', item, distinct: distinct as boolean};
	}
	return intField(json, path);
}

function framing(json: Json | undefined, path: string): Framing {
	const o = object(json, path, ['kind', 'max', 'text'], ['kind', 'max']);
	const max = integer(o['max'], `${path}.max`, 1, specLimits.maxCases);
	switch (o['kind']) {
		case 'count':
		case 'eof':
			if (Object.hasOwn(o, 'text')) fail(`${path}.text`, 'is only for "sentinel"');
			return {kind: o['kind'], max};
		case 'sentinel': {
			const text = string(o['text'], `${path}.text`, 200);
			if (/[\r\n]/.test(text)) fail(`${path}.text`, 'must be one line');
			return {kind: 'sentinel', text, max};
		}
		default:
			return fail(`${path}.kind`, 'must be "count", "eof" or "sentinel"');
	}
}

/** The template with each `"$name"` replaced by the field's value. */
function fill(template: Json, fields: ReadonlyMap<string, Value>): Json {
	if (typeof template === 'string' && template.startsWith('$')) return fields.get(template.slice(1)) as Json;
	if (Array.isArray(template)) return template.map(item => fill(item, fields));
	if (template !== null && typeof template === 'object') {
		const out: JsonObject = {};
		for (const [key, value] of Object.entries(template)) out[key] = fill(value, fields);
		return out;
	}
	return template;
}

function templateNames(template: Json, into: string[] = []): string[] {
	if (typeof template === 'string' && template.startsWith('$')) into.push(template.slice(1));
	else if (Array.isArray(template)) for (const item of template) templateNames(item, into);
	else if (template !== null && typeof template === 'object') for (const value of Object.values(template)) templateNames(value, into);
	return into;
}

/** Reads a spec file's JSON text into a problem, or throws SpecError naming the first mistake. */
export function readSpec(text: string, path = 'spec'): Problem {
	if (Buffer.byteLength(text) > maxSpecBytes) throw new SpecError(`${path} is larger than ${maxSpecBytes / 1024} kB`);
	let json: Json;
	try {
		json = JSON.parse(text) as Json;
	} catch (error) {
		throw new SpecError(`${path} is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
	}
	const keys = ['id', 'title', 'game', 'lesson', 'statement', 'framing', 'case', 'position', 'words', 'checker', 'timeMs', 'memoryMb', 'sample', 'caseLine'];
	const o = object(json, path, keys, ['id', 'game', 'framing', 'case', 'position', 'words']);
	const id = string(o['id'], `${path}.id`, 40);
	if (!/^[a-z0-9][a-z0-9_-]{0,39}$/i.test(id)) fail(`${path}.id`, 'must be letters, digits, - and _');
	const title = o['title'] === undefined ? id : string(o['title'], `${path}.title`, 200);
	const gameId = string(o['game'], `${path}.game`, 40);
	const game = lookupGame(gameId);
	if (game === undefined) fail(`${path}.game`, `is not a game of the catalog: ${echo(gameId, 40)}`);
	const lesson = (o['lesson'] ?? game!.concept ?? 'nim-sum') as ConceptId;
	if (!conceptIds.includes(lesson)) fail(`${path}.lesson`, `must be one of ${conceptIds.join(', ')}`);
	const story = o['statement'] === undefined ? title : string(o['statement'], `${path}.statement`, 4000);
	const frame = framing(o['framing'], `${path}.framing`);
	if (!Array.isArray(o['case']) || o['case'].length === 0 || o['case'].length > specLimits.maxFields)
		fail(`${path}.case`, `must be a list of 1 to ${specLimits.maxFields} fields`);
	const fields = (o['case'] as Json[]).map((f, i) => field(f, `${path}.case[${i}]`));
	const seen = new Set<string>();
	for (const [i, f] of fields.entries()) {
		if (seen.has(f.name)) fail(`${path}.case[${i}].name`, `repeats the name ${f.name}`);
		seen.add(f.name);
	}
	const shape: Shape = fields.length === 1 ? fields[0]! : ({kind: 'tuple', fields} satisfies TupleShape);
	const template = o['position'];
	if (template === null || typeof template !== 'object' || Array.isArray(template))
		return fail(`${path}.position`, 'must be an object (the game position, with "$name" for a field)');
	if (Object.hasOwn(template, 'game')) fail(`${path}.position.game`, 'is given by the spec\u2019s "game"');
	for (const name of templateNames(template)) if (!seen.has(name)) fail(`${path}.position`, `names $${echo(name, 31)}, which is no field of the case`);
	const w = object(o['words'], `${path}.words`, ['first', 'second'], ['first', 'second']);
	const words = {N: string(w['first'], `${path}.words.first`, 200), P: string(w['second'], `${path}.words.second`, 200)};
	for (const [key, word] of [
		['first', words.N],
		['second', words.P],
	] as const)
		if (/[\r\n]/.test(word)) fail(`${path}.words.${key}`, 'must be one line');
	if (words.N.trim() === words.P.trim()) fail(`${path}.words`, 'must hold two different words');
	const checker = o['checker'] ?? 'tokens';
	if (typeof checker !== 'string' || !(checkerKinds as readonly string[]).includes(checker))
		fail(`${path}.checker`, `must be one of ${checkerKinds.map(kind => `"${kind}"`).join(', ')}`);
	const timeMs = o['timeMs'] === undefined ? 1000 : integer(o['timeMs'], `${path}.timeMs`, 100, specLimits.maxTimeMs);
	const memoryMb = o['memoryMb'] === undefined ? null : integer(o['memoryMb'], `${path}.memoryMb`, 1, specLimits.maxMemoryMb);
	const caseLine = o['caseLine'] === undefined ? undefined : string(o['caseLine'], `${path}.caseLine`, 200);
	if (caseLine !== undefined && !caseLine.includes('{answer}')) fail(`${path}.caseLine`, 'must hold {answer} (and may hold {i}, the case number)');

	const byName = (value: Value) => {
		const map = new Map<string, Value>();
		if (fields.length === 1) map.set(fields[0]!.name, value);
		else for (const [i, f] of fields.entries()) map.set(f.name, (value as Value[])[i]!);
		return map;
	};
	const position = (value: Value) => ({...(fill(template, byName(value)) as JsonObject), game: game!.id});
	// The game must take the smallest and the largest cases (its own limits), checked now, not mid-judging.
	const largest = randomValue(shape, seeded(1), 'max', 1000);
	for (const [which, value] of [
		['smallest', smallest(shape)],
		['largest', largest],
	] as const) {
		try {
			gameOf(position(value));
		} catch (error) {
			fail(`${path}.position`, `for the ${which} case is refused by ${game!.id}: ${error instanceof Error ? error.message : String(error)}`);
		}
	}
	const sample: Value[] = [];
	if (o['sample'] !== undefined) {
		if (!Array.isArray(o['sample']) || o['sample'].length > 100) fail(`${path}.sample`, 'must be a list of at most 100 cases');
		(o['sample'] as Json[]).forEach((value, i) => {
			const why = breaks(shape, value as Value);
			if (why !== null) fail(`${path}.sample[${i}]`, `breaks the case's constraints: ${why}`);
			sample.push(value as Value);
		});
	}
	const spanned = enumerate(shape, 20, 1, 3000);
	const problem: Problem = {
		id,
		aliases: [],
		title,
		game: game!.id,
		lesson,
		statement: {story, input: '', output: `\`${words.N}\` if the first player wins, else \`${words.P}\`.`},
		framing: frame,
		shape,
		checker: checker as CheckerKind,
		timeMs,
		memoryMb,
		...(caseLine === undefined ? {} : {caseLine: (answer: string, i: number) => caseLine.replaceAll('{answer}', answer).replaceAll('{i}', String(i))}),
		answer: value => outcomeSolution(position(value), words).answer,
		solve: value => outcomeSolution(position(value), words),
		sample: sample.length > 0 ? sample : [smallest(shape)],
		edges: () => [smallest(shape), largest],
		...(spanned === null ? {} : {exhaustive: {span: 20, extra: 1}}),
	};
	// The largest inputs hold as many cases of the largest size as fit in the judge's bound of numbers an input.
	return {...problem, maxCases: largestInput(problem).cases};
}
