/** Validation of JSON input: every error names the field and the problem in one line. */
import {InputError, LimitError, type Json, type JsonObject} from './types.js';
import {limits} from './limits.js';

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

export function expectObject(json: unknown, path: string): JsonObject {
	if (!isObject(json)) throw new InputError(`${path} must be an object, got ${show(json)}`);
	return json;
}

/** Refuses keys other than the listed ones, so a typo is not silently ignored. */
export function expectKeys(json: JsonObject, path: string, allowed: readonly string[]): void {
	for (const key of Object.keys(json)) {
		if (!allowed.includes(key)) {
			throw new InputError(`${join(path, key)} is not a field of this game (expected ${allowed.map(k => `"${k}"`).join(', ')})`);
		}
	}
}

export function join(path: string, key: string | number): string {
	if (typeof key === 'number') return `${path}[${key}]`;
	return path === '' ? key : `${path}.${key}`;
}

/**
 * Reads an integer given as a JSON number (a safe integer) or a decimal
 * string, checking it is at least `min` (and at most `max`, if given).
 */
export function readInt(json: Json | undefined, path: string, min = 0n, max?: bigint, what?: string): bigint {
	const kind = what ?? (min === 0n ? 'a non-negative integer' : min === 1n ? 'a positive integer' : `an integer ≥ ${min}`);
	let value: bigint;
	if (typeof json === 'number') {
		if (Math.abs(json) > Number.MAX_SAFE_INTEGER) {
			throw new InputError(`${path} is beyond 2^53-1 as a JSON number; write it as a decimal string`);
		}
		if (!Number.isInteger(json)) throw new InputError(`${path} must be ${kind}, got ${show(json)}`);
		value = BigInt(json);
	} else if (typeof json === 'string') {
		const text = json.trim();
		if (!/^[+-]?\d+$/.test(text)) throw new InputError(`${path} must be ${kind}, got ${show(json)}`);
		const digits = text.replace(/^[+-]?0*/, '');
		if (digits.length > limits.maxDigits) {
			throw new LimitError(`${path} has ${digits.length} digits; the limit is ${limits.maxDigits}`);
		}
		value = BigInt(text);
	} else if (json === undefined) {
		throw new InputError(`${path} is missing (expected ${kind})`);
	} else {
		throw new InputError(`${path} must be ${kind}, got ${show(json)}`);
	}
	if (value < min) throw new InputError(`${path} must be ${kind}, got ${value}`);
	if (max !== undefined && value > max) throw new InputError(`${path} must be ${what ?? `at most ${max}`}, got ${value}`);
	return value;
}

export function readSmallInt(json: Json | undefined, path: string, min: number, max: number): number {
	return Number(readInt(json, path, BigInt(min), BigInt(max)));
}

export function readArray(json: Json | undefined, path: string, maxLength: number, what: string): Json[] {
	if (json === undefined) throw new InputError(`${path} is missing (expected a list of ${what})`);
	if (!Array.isArray(json)) throw new InputError(`${path} must be a list of ${what}, got ${show(json)}`);
	if (json.length > maxLength) throw new LimitError(`${path} has ${json.length} entries; the limit is ${maxLength}`);
	return json;
}

export function readIntArray(json: Json | undefined, path: string, maxLength: number, min = 0n): bigint[] {
	const list = readArray(json, path, maxLength, min === 0n ? 'non-negative integers' : 'positive integers');
	return list.map((item, i) => readInt(item, join(path, i), min));
}

export function readBool(json: Json | undefined, path: string): boolean {
	if (json === undefined) return false;
	if (typeof json !== 'boolean') throw new InputError(`${path} must be true or false, got ${show(json)}`);
	return json;
}

export function readString(json: Json | undefined, path: string, what: string): string {
	if (typeof json !== 'string') {
		throw new InputError(json === undefined ? `${path} is missing (expected ${what})` : `${path} must be ${what}, got ${show(json)}`);
	}
	return json;
}

/** Integers in output: JSON numbers up to 2^53-1, decimal strings beyond. */
export function intToJson(n: bigint): number | string {
	return n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString();
}

export function illegal(path: string, why: string): InputError {
	return new InputError(`${path} is not a legal move: ${why}`);
}
