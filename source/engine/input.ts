/** Validation of JSON input: every error names the field and the problem in one line. */
import {InputError, LimitError, type Expects, type Json, type JsonObject, type PathSegment, type Problem} from './types.js';
import {limits} from './limits.js';
import type {Phrase} from './rule-words.js';

/** A short, safe rendering of a bad value for an error message (never deep, never throws). */
export function show(value: unknown): string {
	const text = shallow(value, 2);
	return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function shallow(value: unknown, depth: number): string {
	if (value === undefined) return 'nothing';
	if (typeof value === 'bigint') return value.toString();
	if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}...` : value);
	if (typeof value !== 'object' || value === null) return String(value);
	if (depth === 0) return Array.isArray(value) ? '[...]' : '{...}';
	if (Array.isArray(value))
		return `[${value
			.slice(0, 5)
			.map(v => shallow(v, depth - 1))
			.join(',')}${value.length > 5 ? ',...' : ''}]`;
	const entries = Object.entries(value).slice(0, 4);
	return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${shallow(v, depth - 1)}`).join(',')}${Object.keys(value).length > 4 ? ',...' : ''}}`;
}

export function isObject(json: unknown): json is JsonObject {
	return typeof json === 'object' && json !== null && !Array.isArray(json);
}

/**
 * The segments of a path the engine wrote with `join` (its grammar is the
 * JSON form's: `key`, `.key`, `[0]`, `["any key"]`). Parsers pass the path
 * down as that text; errors carry it as segments.
 */
export function segments(path: string): PathSegment[] {
	const out: PathSegment[] = [];
	const step = /^(?:\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
	let rest = path;
	while (rest !== '') {
		const match = step.exec(rest);
		if (match === null) {
			out.push({key: rest});
			break;
		}
		if (match[1] !== undefined) out.push({key: match[1]});
		else if (match[2] !== undefined) out.push({index: Number(match[2])});
		else out.push({key: JSON.parse(match[3]!) as string});
		rest = rest.slice(match[0].length);
	}
	return out;
}

/** An input error at `path` (as `join` writes it). */
export function inputError(path: string, problem: Problem, got?: string, message?: string): InputError {
	return new InputError({problem, path: segments(path), ...(got === undefined ? {} : {got}), ...(message === undefined ? {} : {message})});
}

/** An input error beyond a documented limit of the engine, at `path`. */
export function limitError(path: string, problem: Problem, message?: string): LimitError {
	return new LimitError({problem, path: segments(path), ...(message === undefined ? {} : {message})});
}

/** A rule broken at no place of its own, in the words of a phrase (rule-words.ts): its message is their English. */
export function ruleRefusal({key, values}: Phrase): InputError {
	return new InputError({problem: {kind: 'game-rule', key, values: values ?? {}, whole: true}, path: []});
}

/** A limit of the engine passed, at no place of its own, in the words of a phrase (rule-words.ts). */
export function limitRefusal({key, values}: Phrase): LimitError {
	return new LimitError({problem: {kind: 'game-rule', key, values: values ?? {}, whole: true}, path: []});
}

export function expectObject(json: unknown, path: string): JsonObject {
	if (!isObject(json)) throw inputError(path, {kind: 'wrong-type', expected: 'an object', expects: {kind: 'object'}}, show(json));
	return json;
}

/** Refuses keys other than the listed ones, so a typo is not silently ignored. */
export function expectKeys(json: JsonObject, path: string, allowed: readonly string[]): void {
	for (const key of Object.keys(json)) {
		if (!allowed.includes(key)) throw inputError(join(path, key), {kind: 'unknown-field', allowed});
	}
}

export function join(path: string, key: string | number): string {
	if (typeof key === 'number') return `${path}[${key}]`;
	if (!/^[A-Za-z_$][\w$-]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
	return path === '' ? key : `${path}.${key}`;
}

/**
 * Reads an integer given as a JSON number (a safe integer) or a decimal
 * string, checking it is at least `min` (and at most `max`, if given).
 * `what` is what it should be in English, `expects` the same as data.
 */
export function readInt(json: Json | undefined, path: string, min = 0n, max?: bigint, what?: string, expects?: Expects): bigint {
	const expected = what === undefined ? {} : {expected: what};
	const data = expects === undefined ? {} : {expects};
	const notInteger = () => inputError(path, {kind: 'not-an-integer', min, ...expected, ...data}, show(json));
	let value: bigint;
	if (typeof json === 'number') {
		if (Math.abs(json) > Number.MAX_SAFE_INTEGER) {
			throw inputError(path, {kind: 'game-rule', key: 'rule_beyondJson', values: {}});
		}
		if (!Number.isInteger(json)) throw notInteger();
		value = BigInt(json);
	} else if (typeof json === 'string') {
		const text = json.trim();
		if (!/^[+-]?\d+$/.test(text)) throw notInteger();
		const digits = text.replace(/^[+-]?0*/, '');
		if (digits.length > limits.maxDigits) {
			throw limitError(path, {kind: 'too-many', unit: 'digits', count: BigInt(digits.length), limit: BigInt(limits.maxDigits)});
		}
		value = BigInt(text);
	} else if (json === undefined) {
		throw inputError(
			path,
			what === undefined ? {kind: 'missing', expected: integerWords(min), expects: {kind: 'integer', min}} : {kind: 'missing', expected: what, ...data},
		);
	} else {
		throw notInteger();
	}
	if (value < min) throw inputError(path, {kind: 'below-min', min, ...expected, ...data}, String(value));
	if (max !== undefined && value > max) throw inputError(path, {kind: 'above-max', min, max, ...expected}, String(value));
	return value;
}

function integerWords(min: bigint): string {
	return min === 0n ? 'a non-negative integer' : min === 1n ? 'a positive integer' : `an integer ≥ ${min}`;
}

/** An index into a list of `count` `noun`s (0-based, as JSON counts): people are told the noun counting from 1. */
export function readIndex(json: Json | undefined, path: string, count: number, noun: string): number {
	const index = readInt(json, path, 0n, undefined, `a ${noun} index from 0 to ${count - 1}`, {kind: 'index', noun, count});
	if (index >= BigInt(count)) throw inputError(path, {kind: 'no-such', noun, count}, String(index));
	return Number(index);
}

export function readSmallInt(json: Json | undefined, path: string, min: number, max: number): number {
	return Number(readInt(json, path, BigInt(min), BigInt(max)));
}

export function readArray(json: Json | undefined, path: string, maxLength: number, what: string): Json[] {
	const expects: Expects = {kind: 'list', of: what};
	if (json === undefined) throw inputError(path, {kind: 'missing', expected: `a list of ${what}`, expects});
	if (!Array.isArray(json)) throw inputError(path, {kind: 'wrong-type', expected: `a list of ${what}`, expects}, show(json));
	if (json.length > maxLength) throw limitError(path, {kind: 'too-many', unit: 'entries', count: BigInt(json.length), limit: BigInt(maxLength)});
	return json;
}

export function readIntArray(json: Json | undefined, path: string, maxLength: number, min = 0n): bigint[] {
	const list = readArray(json, path, maxLength, min === 0n ? 'non-negative integers' : 'positive integers');
	return list.map((item, i) => readInt(item, join(path, i), min));
}

export function readBool(json: Json | undefined, path: string): boolean {
	if (json === undefined) return false;
	if (typeof json !== 'boolean') throw inputError(path, {kind: 'wrong-type', expected: 'true or false', expects: {kind: 'boolean'}}, show(json));
	return json;
}

export function readString(json: Json | undefined, path: string, what: string): string {
	if (typeof json !== 'string') {
		throw json === undefined ? inputError(path, {kind: 'missing', expected: what}) : inputError(path, {kind: 'wrong-type', expected: what}, show(json));
	}
	return json;
}

/** Integers in output: JSON numbers up to 2^53-1, decimal strings beyond. */
export function intToJson(n: bigint): number | string {
	return n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString();
}

/**
 * A move the rules forbid; `why` says so in the move's own words, counting
 * from 1 ("heap 2 has only 3"); `jsonWhy`, for a reason that names a place,
 * says it in the JSON move's terms, counting from 0 ("heap 1 has only 3").
 * Both are phrases (move-words.ts), worded by each surface in its language.
 */
export function illegal(path: string, why: Phrase, jsonWhy?: Phrase): InputError {
	return inputError(path, jsonWhy === undefined ? {kind: 'illegal-move', reason: why} : {kind: 'illegal-move', reason: why, jsonReason: jsonWhy});
}
