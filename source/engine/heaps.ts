/**
 * The family of heap games (CGSuite's take-away family, written once): one or
 * more heaps, a move takes an allowed amount from one heap, and each heap is
 * an independent game whose value depends on its size alone. The position's
 * value is the nim-sum of the heap values (the Sprague-Grundy theorem).
 * Nim, subtraction games and prime Nim are instances.
 */
import type {Example, Family1, Game, JsonObject, Param, Rng, Work} from './types.js';
import {randInt} from './random.js';
import {expectKeys, expectObject, illegal, inputError, intToJson, join, readIndex, readInt, readIntArray} from './input.js';
import {topBit} from './bigint.js';
import {componentGame, componentSum} from './components.js';
import {englishLines, englishWords, type Reason, type ReasonLine} from './reasons.js';
import {limits} from './limits.js';
import {phrase, type Phrase} from './rule-words.js';
import {boundedProduct, paramsKeyer, withoutEmptyHeaps} from './heap-list.js';

export interface HeapPosition<Params> {
	readonly heaps: readonly bigint[];
	readonly params: Params;
}

export interface HeapMove {
	readonly heap: number;
	readonly take: bigint;
}

export interface HeapRules<Params> {
	readonly id: string;
	readonly name: string;
	readonly summary: string;
	readonly rules: string;
	/** The parameters besides the heaps (their JSON keys are the fields besides "game" and "heaps"). */
	readonly params: readonly Param[];
	/** The heap sizes of an example position in words. @default "3 4 5" */
	readonly example?: string;
	parseParams(json: JsonObject, path: string): Params;
	paramsToJSON(params: Params): JsonObject;
	/** Legal takes from a heap of n, ascending. */
	takes(n: bigint, params: Params): Iterable<bigint>;
	/**
	 * The legal take from a heap of n next to t (`TakeSteps.nextTake`), where
	 * the takes are too many to walk through. @default a walk through `takes`
	 */
	nextTake?(n: bigint, t: bigint, dir: 1 | -1, params: Params): bigint | null;
	takeCount(n: bigint, params: Params): bigint;
	/** Why taking t from a heap of n is illegal, or null when it is legal. */
	whyIllegal(n: bigint, t: bigint, params: Params): Phrase | null;
	/** Refuses, with the limit named, a position whose heaps cannot be valued within the engine's bounds (checked when it is read). */
	check?(heaps: readonly bigint[], params: Params): void;
	/** The table work the heaps' values need, not done yet (`Game.work`). */
	work?(heaps: readonly bigint[], params: Params): readonly Work[];
	/** The Grundy value of a single heap of n. */
	heapGrundy(n: bigint, params: Params): bigint;
	/** A legal take from a heap of n leaving a heap of value v (< heapGrundy(n)). */
	takeToValue(n: bigint, v: bigint, params: Params): bigint;
	/** The rule behind the heap values, one line (e.g. "heap value = size mod 4"). */
	valueRule(params: Params): string;
	readonly examples: readonly Example[];
	/** Parameters for a random position when no `like` is given. */
	randomParams(rng: Rng, size: number): Params;
	/** Whether heap values equal heap sizes (plain Nim): the table then shows sizes only. */
	readonly valuesAreSizes?: (params: Params) => boolean;
	/** `valueRule` as data (reasons.ts), where the game gives it so; without it, the explanation is given only in words (unless the values are the sizes). */
	valueReason?(params: Params): Reason;
	/**
	 * The family of single heaps of n, for tables and the Lab: what its values
	 * are and what is known of them. The member is a heap of n, and its values
	 * are `heapGrundy`'s unless the declaration tabulates them faster.
	 */
	readonly family?: HeapFamily<Params>;
}

/** A heap game's family as its file declares it: what every heap game's family shares is filled in. */
export type HeapFamily<Params> = Omit<Family1<HeapPosition<Params>>, 'dimensions' | 'member' | 'resize' | 'unit'> & {readonly unit?: string};

/** The whole family of single heaps of n. */
function heapFamily<Params>(declared: HeapFamily<Params>, heapGrundy: (n: bigint, params: Params) => bigint): Family1<HeapPosition<Params>> {
	return {
		dimensions: 1,
		unit: 'a heap of n',
		member: n => ({heaps: [n.toString()]}),
		resize: (like, n) => ({...like, heaps: [n]}),
		tabulate: like => n => heapGrundy(n, like.params),
		...declared,
	};
}

/** How a board steps through the legal takes of a heap: it asks the game. */
export interface TakeSteps<P> {
	/**
	 * The legal take from heap i next to t: the least one above t (dir 1) or
	 * the greatest one below it (dir −1), or null where there is none. From
	 * 0 up it is the least take; from past the heap down, the most.
	 */
	nextTake(p: P, heap: number, t: bigint, dir: 1 | -1): bigint | null;
}

export type HeapGame<Params> = Game<HeapPosition<Params>, HeapMove> & TakeSteps<HeapPosition<Params>>;

/** The legal take next to t, walking through the takes in order (for games with few takes, such as a set's). */
function walkToTake(takes: Iterable<bigint>, t: bigint, dir: 1 | -1): bigint | null {
	let below: bigint | null = null;
	for (const take of takes) {
		if (take > t) return dir === 1 ? take : below;
		if (take < t) below = take;
	}
	return dir === 1 ? null : below;
}

/** Positions below which a heap game counts a search's moves one heap size at a time (past it, a product bounds them). */
const countedStates = 1_000_000;

export function defineHeapGame<Params>(rules: HeapRules<Params>): HeapGame<Params> {
	const value = (n: bigint, params: Params) => rules.heapGrundy(n, params);
	const sum = componentSum<HeapPosition<Params>, HeapMove>(
		{
			values: p => p.heaps.map(h => value(h, p.params)),
			moveIn: (p, i, target) => ({heap: i, take: rules.takeToValue(p.heaps[i]!, target, p.params)}),
			change: (p, m) => value(p.heaps[m.heap]!, p.params) ^ value(p.heaps[m.heap]! - m.take, p.params),
		},
		{apply: (p, m) => game.apply(p, m)},
	);
	const total = (p: HeapPosition<Params>) => sum.total(p);
	const moveToGrundy = (p: HeapPosition<Params>, target: bigint) => sum.moveToGrundy(p, target);

	// Parameters are shared by every position of a game: compute their key once.
	const paramsKey = paramsKeyer((params: Params) => rules.paramsToJSON(params));

	/** The nim-sum table and the move it gives, as data. */
	const nimSumReasons = (p: HeapPosition<Params>, sizes: boolean): ReasonLine[] => {
		const values = sum.values(p);
		const nimSum = total(p);
		const lines: ReasonLine[] = [];
		if (p.heaps.length <= 12) {
			const move = nimSum === 0n ? null : moveToGrundy(p, 0n);
			const labels = p.heaps.map((h, i) => (sizes ? `${h}` : {key: 'heapLabel' as const, values: {heap: i + 1, size: h}}));
			lines.push({table: {labels, values, mark: move?.heap ?? null, decimal: !sizes}});
		} else {
			lines.push({key: 'nimSumOf', values: {count: p.heaps.length, sum: nimSum}});
		}
		if (nimSum === 0n) {
			lines.push({key: 'nimSumZero'});
			return lines;
		}
		const move = moveToGrundy(p, 0n)!;
		const h = p.heaps[move.heap]!;
		const v = value(h, p.params);
		lines.push({key: 'nimSumMove', values: {sum: nimSum, heap: move.heap + 1, bit: topBit(nimSum), value: v, target: v ^ nimSum}});
		lines.push({key: sizes ? 'takeSizes' : 'takeValues', values: {take: move.take, heap: move.heap + 1, from: h, to: h - move.take, target: v ^ nimSum}});
		const others: Reason[] = [];
		for (let i = 0; i < p.heaps.length && others.length < 4; i++) {
			const vi = value(p.heaps[i]!, p.params);
			if (i !== move.heap && (vi ^ nimSum) < vi)
				others.push({key: 'alsoMove', values: {take: rules.takeToValue(p.heaps[i]!, vi ^ nimSum, p.params), heap: i + 1}});
		}
		if (others.length > 0) lines.push({key: 'alsoWinning', values: {moves: others}});
		return lines;
	};
	const game: HeapGame<Params> = {
		id: rules.id,
		name: rules.name,
		summary: rules.summary,
		rules: rules.rules,
		examples: rules.examples,
		params: rules.params,
		human: {key: 'heaps', kind: 'integers', what: 'heap sizes', example: rules.example ?? '3 4 5'},
		verb: {present: 'take', past: 'took'},
		...(rules.family === undefined ? {} : {family: heapFamily(rules.family, rules.heapGrundy)}),
		random(rng, size, like) {
			const count = randInt(rng, 2, Math.min(2 + Math.ceil(size / 2), 8));
			const top = 3 + size * 3;
			return {
				heaps: Array.from({length: count}, () => BigInt(randInt(rng, 1, top))),
				params: like?.params ?? rules.randomParams(rng, size),
			};
		},
		parse(json, path, options) {
			expectKeys(json, path, ['game', 'heaps', ...rules.params.map(param => param.key)]);
			const heaps = readIntArray(json['heaps'], join(path, 'heaps'), limits.maxHeaps);
			if (heaps.length === 0) throw inputError(join(path, 'heaps'), {kind: 'empty', unit: 'heap'});
			const params = rules.parseParams(json, path);
			if (!options?.shapeOnly) rules.check?.(heaps, params);
			return {heaps, params};
		},
		toJSON(p) {
			return {game: rules.id, heaps: p.heaps.map(intToJson), ...rules.paramsToJSON(p.params)};
		},
		parseMove(json, p, path) {
			const o = expectObject(json, path);
			expectKeys(o, path, ['heap', 'take']);
			const heap = readIndex(o['heap'], join(path, 'heap'), p.heaps.length, 'heap');
			const take = readInt(o['take'], join(path, 'take'), 1n);
			const n = p.heaps[heap]!;
			if (take > n)
				throw illegal(path, phrase('move_hasOnly', {noun: 'heap', n: heap + 1, count: n}), phrase('move_hasOnlyAt', {noun: 'heap', index: heap, count: n}));
			const why = rules.whyIllegal(n, take, p.params);
			if (why !== null) throw illegal(path, why);
			return {heap, take};
		},
		moveToJSON: m => ({heap: m.heap, take: intToJson(m.take)}),
		describeMove: (p, m, tense) => englishWords(game.moveReason!(p, m, tense)),
		moveReason: (p, m, tense = 'present') => ({
			key: tense === 'present' ? 'moveTakeHeap' : 'movedTakeHeap',
			values: {take: m.take, heap: m.heap + 1, from: p.heaps[m.heap]!, to: p.heaps[m.heap]! - m.take},
		}),
		*moves(p) {
			for (let i = 0; i < p.heaps.length; i++) {
				for (const take of rules.takes(p.heaps[i]!, p.params)) yield {heap: i, take};
			}
		},
		moveCount(p) {
			let count = 0n;
			for (const h of p.heaps) count += rules.takeCount(h, p.params);
			return count;
		},
		nextTake(p, heap, t, dir) {
			const n = p.heaps[heap] ?? 0n;
			return rules.nextTake ? rules.nextTake(n, t, dir, p.params) : walkToTake(rules.takes(n, p.params), t, dir);
		},
		apply(p, m) {
			const heaps = p.heaps.slice();
			heaps[m.heap] = heaps[m.heap]! - m.take;
			return {heaps, params: p.params};
		},
		key: p => `${rules.id}${paramsKey(p.params)}:${p.heaps.join(',')}`,
		searchSize: p => boundedProduct(p.heaps, h => h + 1n),
		searchMoves(p) {
			// The positions below are the heaps' sizes chosen independently, each heap of m making takeCount(m) moves:
			// heap i's moves are counted once for every choice of the other heaps. Counted where the sizes are few.
			const states = boundedProduct(p.heaps, h => h + 1n);
			if (states > BigInt(countedStates)) return states * game.moveCount(p);
			let moves = 0n;
			for (const h of p.heaps) {
				let own = 0n;
				for (let m = 1n; m <= h; m++) own += rules.takeCount(m, p.params);
				moves += (states / (h + 1n)) * own;
			}
			return moves;
		},
		...(rules.work ? {work: (p: HeapPosition<Params>) => rules.work!(p.heaps, p.params)} : {}),
		...componentGame(sum),
		compact: p => withoutEmptyHeaps<Params, HeapMove>(p),
		explain(p) {
			const reasons = game.reasons?.(p) ?? null;
			if (reasons !== null) return englishLines(reasons);
			const sizes = rules.valuesAreSizes?.(p.params) ?? false;
			return [...(sizes ? [] : [`${rules.valueRule(p.params)}.`]), ...englishLines(nimSumReasons(p, sizes))];
		},
		reasons(p) {
			const sizes = rules.valuesAreSizes?.(p.params) ?? false;
			if (sizes) return nimSumReasons(p, sizes);
			if (rules.valueReason === undefined) return null;
			return [rules.valueReason(p.params), ...nimSumReasons(p, sizes)];
		},
	};
	return game;
}
