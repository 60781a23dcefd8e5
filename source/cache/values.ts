/**
 * A table of values as a cache entry's body: little-endian integers of the
 * narrowest width that holds every value (one byte each while every value is
 * below 256, as Grundy's game's are far beyond 10^7), with the count, the
 * width and the proven period in the entry's header.
 */
import type {Meta} from './store.js';

export type Values = Uint8Array | Uint16Array | Uint32Array;

export interface StoredValues {
	/** G(0..length − 1). */
	readonly values: Values;
	/** The proven period, or null where none is claimed. */
	readonly period: {readonly start: number; readonly period: number} | null;
}

/** The body and header fields of `length` values (and a period). */
export function encodeValues(values: ArrayLike<number>, length: number, period: StoredValues['period']): {meta: Meta; body: Uint8Array} {
	let top = 0;
	for (let i = 0; i < length; i++) if (values[i]! > top) top = values[i]!;
	const width = top < 2 ** 8 ? 1 : top < 2 ** 16 ? 2 : 4;
	const body = new Uint8Array(length * width);
	if (width === 1) {
		for (let i = 0; i < length; i++) body[i] = values[i]!;
	} else {
		const view = new DataView(body.buffer);
		for (let i = 0; i < length; i++) {
			if (width === 2) view.setUint16(2 * i, values[i]!, true);
			else view.setUint32(4 * i, values[i]!, true);
		}
	}
	return {meta: {length, width, period: period === null ? null : {start: period.start, period: period.period}}, body};
}

const littleEndian = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

const whole = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/** The values of a body, or null when the header and the body disagree. */
export function decodeValues(meta: Meta, body: Uint8Array): StoredValues | null {
	const {length, width, period} = meta;
	if (!whole(length) || (width !== 1 && width !== 2 && width !== 4) || body.length !== length * width) return null;
	let read: StoredValues['period'] = null;
	if (period !== null) {
		if (typeof period !== 'object' || period === undefined) return null;
		const {start, period: p} = period as Record<string, unknown>;
		if (!whole(start) || !whole(p) || p < 1 || start + p > length) return null;
		read = {start, period: p};
	}
	let values: Values;
	// A copy of its own (a Buffer's slice is a view into the whole file, and its buffer holds the header too).
	if (width === 1) values = new Uint8Array(body);
	else if (littleEndian) {
		// The bytes copied whole to an aligned buffer of their own, read in place.
		const copy = new Uint8Array(body).buffer;
		values = width === 2 ? new Uint16Array(copy) : new Uint32Array(copy);
	} else {
		const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
		values = width === 2 ? new Uint16Array(length) : new Uint32Array(length);
		for (let i = 0; i < length; i++) values[i] = width === 2 ? view.getUint16(2 * i, true) : view.getUint32(4 * i, true);
	}
	return {values, period: read};
}
