/** Moves of the form {heap, take} (nim, subtraction, prime nim) as the heaps board reads them. */
import type {Json} from '../../engine/types.js';
import {intToJson} from '../../engine/input.js';
import {jsonBig, jsonField} from './types.js';
import type {HeapTake} from './heaps.js';

export function heapMove(heap: number, take: bigint): Json {
	return {heap, take: intToJson(take)};
}

export function readHeapMove(move: Json): HeapTake | null {
	const heap = jsonBig(jsonField(move, 'heap'));
	const take = jsonBig(jsonField(move, 'take'));
	return heap === null || take === null ? null : {heap: Number(heap), take};
}

/** Moves of the form {take} on a single heap (bash, fibonacci, k-times). */
export function takeMove(_heap: number, take: bigint): Json {
	return {take: intToJson(take)};
}

export function readTakeMove(move: Json): HeapTake | null {
	const take = jsonBig(jsonField(move, 'take'));
	return take === null ? null : {heap: 0, take};
}
