/**
 * Disjunctive sums: several positions side by side; a move is a move in
 * exactly one part. Sprague-Grundy theorem: the sum is worth the XOR of its
 * parts' values, and a winning move turns a part of value v into one of
 * value v XOR g (where that is smaller than v). Parts may be any game,
 * sums included; misère parts are refused (misère play does not add up).
 */
import {writeWords} from '../words.js';
import {InputError, LimitError, type AnyGame, type Game, type GamePart, type Tense, type Theory} from '../types.js';
import {expectKeys, expectObject, inputError, join, limitError, readArray, readIndex, readString, segments, show} from '../input.js';
import {limits} from '../limits.js';
import {english, phrase} from '../rule-words.js';
import {randInt} from '../random.js';
import {searchMoveToGrundy} from '../solver.js';
import {componentGame, componentSum} from '../components.js';
import {nimSumText} from '../learning.js';
import {englishLines, englishWords, gameNameReason, type Reason, type ReasonLine} from '../reasons.js';
import {nim} from './nim.js';
import {bash} from './bash.js';
import {subtraction} from './subtraction.js';
import {primes} from './primes.js';

export type Part = GamePart;

export interface SumPosition {
	readonly parts: readonly Part[];
}

export interface SumMove {
	readonly part: number;
	/** The part's game, which reads and writes the inner move. */
	readonly game: AnyGame;
	// biome-ignore lint/suspicious/noExplicitAny: the inner move has its part's game's type, known only through `game`.
	readonly move: any;
}

/** Finds a game by its id; the catalog supplies it, keeping the engine free of a registry. */
export type GameLookup = (id: string) => AnyGame | undefined;

/** A part in words, as data: "Bash 7 --max 3" (the game's name, worded at the surface, and its human form); `lookup` finds the games of nested parts. */
export function partLabelReason(part: Part, lookup: GameLookup): Reason {
	const text = writeWords(part.game, part.game.toJSON(part.position), lookup);
	return {key: 'partLabel', values: {game: gameNameReason(part.game), text: text.length > 50 ? `${text.slice(0, 47)}...` : text}};
}

function partValue(part: Part): bigint {
	return part.game.grundy(part.position) as bigint;
}

/** Each part is a component worth its Grundy value; a move in it comes from its own game's theory (or a search of its moves). */
const partSum = componentSum<SumPosition, SumMove>(
	{
		values: p => p.parts.map(partValue),
		moveIn(p, i, target) {
			const part = p.parts[i]!;
			const move = part.game.moveToGrundy(part.position, target) ?? searchMoveToGrundy(part.game, part.position, target);
			return move === null ? null : {part: i, game: part.game, move};
		},
		change(p, m) {
			const part = p.parts[m.part]!;
			const after = part.game.grundyAfter?.(part.position, m.move) ?? part.game.grundy(part.game.apply(part.position, m.move));
			return partValue(part) ^ (after as bigint);
		},
	},
	{apply: (p, m) => ({parts: p.parts.map((part, i) => (i === m.part ? {game: part.game, position: part.game.apply(part.position, m.move)} : part))})},
);

/** A move in a part, as data: the part's own move words, the part and its game. */
function sumMoveReason(p: SumPosition, m: SumMove, tense: Tense = 'present'): Reason {
	const part = p.parts[m.part]!;
	const move: Reason = part.game.moveReason?.(part.position, m.move, tense) ?? {
		key: 'words',
		values: {text: part.game.describeMove(part.position, m.move, tense)},
	};
	return {key: 'movePart', values: {move, part: m.part + 1, game: gameNameReason(part.game)}};
}

function moveToGrundy(p: SumPosition, target: bigint): SumMove | null {
	return partSum.moveToGrundy(p, target);
}

/** Counts the parts of a sum, nested sums included. */
function countParts(p: SumPosition): number {
	let count = 0;
	for (const part of p.parts) {
		const inner = part.game.sumParts?.(part.position);
		count += inner ? countParts({parts: inner}) : 1;
	}
	return count;
}

/** Large numbers in words, to three figures: 504000000 → "5.04·10^8", 500000000 → "5·10^8". */
function about(n: number): string {
	if (n < 1e6) return String(Math.round(n));
	const exponent = Math.floor(Math.log10(n));
	return `${Number((n / 10 ** exponent).toPrecision(3))}·10^${exponent}`;
}

/**
 * One budget for the whole sum, checked before any table is built: the
 * parts' work, each table counted once (parts with the same set or code
 * share it, built to the largest need among them), must stay within
 * `limits.sumWork`. Each part has its own bounds besides.
 */
function checkWork(p: SumPosition, path: string): void {
	const needs = new Map<string, number>();
	for (const part of p.parts) {
		for (const {key, steps} of part.game.work?.(part.position) ?? []) needs.set(key, Math.max(needs.get(key) ?? 0, steps));
	}
	let total = 0;
	let tables = 0;
	for (const steps of needs.values()) {
		total += steps;
		if (steps > 0) tables++;
	}
	if (total <= limits.sumWork) return;
	const need = phrase('rule_sumWork', {
		steps: about(total),
		tables: phrase(tables === 1 ? 'rule_oneTable' : 'rule_tables', {count: tables}),
		limit: about(limits.sumWork),
	});
	if (path === '') throw limitError(path, {kind: 'game-rule', key: 'rule_sumPartsNeed', values: {need}});
	throw limitError(path, {kind: 'game-rule', key: 'rule_sumNeeds', values: {need}}, `${path}: its parts need ${english(need)}`);
}

/** Values every part (nested sums' parts too), refusing one whose value is beyond its bounds, with its path. */
function settle(p: SumPosition, path: string): void {
	p.parts.forEach((part, i) => {
		const partPath = join(join(path, 'parts'), i);
		const inner = part.game.sumParts?.(part.position);
		if (inner) {
			settle({parts: inner}, partPath);
			return;
		}
		let value: bigint | null;
		const place = [...segments(path), {part: i, game: part.game.id}];
		try {
			value = part.game.grundy(part.position);
		} catch (error) {
			if (error instanceof InputError) {
				// A refusal of the part's own, at no place of its own, keeps its words as data (its message is their English).
				const problem = error.path.length === 0 && error.problem.kind === 'game-rule' ? error.problem : {kind: 'rule' as const, rule: error.message};
				throw new LimitError({problem, path: place, message: `${partPath}: ${error.message}`});
			}
			throw error;
		}
		if (value === null) {
			throw new LimitError({
				problem: {kind: 'game-rule', key: 'rule_sumPartBeyond', values: {gameName: part.game.name, gameId: part.game.id}},
				path: place,
				message: `${partPath}: its Grundy value is beyond the search bound for ${part.game.name}, so it cannot be part of a sum`,
			});
		}
	});
}

const theory: Theory = {
	rule: "The sum is worth the XOR of its parts' Grundy values; the player to move loses exactly when it is 0. To win, move in a part worth v, with the top bit of the total, to a position worth v XOR total.",
	theorem: [
		"The Sprague-Grundy theorem. Every impartial game under normal play is equivalent to a Nim heap, of size its Grundy value g = mex of the options' values (mex: the least non-negative integer not among them). A sum of games, where a move is a move in exactly one of them, is then Nim with those heaps, and Bouton's rule applies: the sum is worth the XOR of its parts.",
		"Each part's value comes from its own theory: heap sizes in Nim, n mod (m + 1) in Bash, nim products in Corners, the colon principle in trees, the mex on a graph, periodic tables for subtraction games. Misère parts do not add up this way and cannot be summed.",
	],
	sources: 'R. P. Sprague, "Über mathematische Kampfspiele" (1935); P. M. Grundy, "Mathematics and games" (1939); Winning Ways, ch. 2.',
};

export function makeSum(lookup: GameLookup): Game<SumPosition, SumMove> {
	const sum: Game<SumPosition, SumMove> = {
		id: 'sum',
		name: 'Mixed arena',
		summary: 'a sum of several games: move in one of them',
		params: [],
		human: {key: 'parts', kind: 'parts', what: 'quoted parts', example: '"nim 3 4 5" "bash 20 --max 3"'},
		verb: {present: 'move', past: 'moved'},
		summable: false,
		rules: "Several games side by side. A move is a move in exactly one of them, by that game's rules. Whoever makes the last move wins.",
		theory,
		examples: [
			{
				label: 'Nim 3 4 5 + Bash 20 (max 3)',
				position: {
					game: 'sum',
					parts: [
						{game: nim.id, heaps: [3, 4, 5]},
						{game: bash.id, heap: 20, max: 3},
					],
				},
			},
			{
				label: 'Subtraction {1,3,4} 10 + Prime Nim 7',
				position: {
					game: 'sum',
					parts: [
						{game: subtraction.id, heaps: [10], set: [1, 3, 4]},
						{game: primes.id, heaps: [7]},
					],
				},
			},
		],
		random(rng, size, like) {
			const ids = like ? like.parts.map(part => part.game.id) : [nim, bash, subtraction, primes].map(game => game.id).slice(0, randInt(rng, 2, 4));
			const parts = ids.map((id, i) => {
				const game = lookup(id)!;
				return {game, position: game.random(rng, Math.max(1, Math.ceil(size / 2)), like?.parts[i]?.position)};
			});
			return {parts};
		},
		parse(json, path, options) {
			const depth = options?.depth ?? 0;
			expectKeys(json, path, ['game', 'parts']);
			if (depth > limits.maxSumDepth) throw limitError(path, {kind: 'game-rule', key: 'rule_sumDepth', values: {limit: limits.maxSumDepth}});
			const list = readArray(json['parts'], join(path, 'parts'), limits.maxParts, 'positions');
			if (list.length === 0) throw inputError(join(path, 'parts'), {kind: 'empty', unit: 'position'});
			// Every part is read for its shape first, nested sums too; no table is built yet.
			const parts = list.map((item, i): Part => {
				const partPath = join(join(path, 'parts'), i);
				const object = expectObject(item, partPath);
				const id = readString(object['game'], join(partPath, 'game'), 'a game id');
				const game = lookup(id);
				if (!game) throw inputError(join(partPath, 'game'), {kind: 'unknown-name', what: 'game'}, show(id));
				const place = [...segments(path), {part: i, game: game.id}];
				let position: unknown;
				try {
					position = game.parse(object, partPath, {shapeOnly: true, depth: depth + 1});
				} catch (error) {
					// The place inside the part, said with the part's game (so its heaps are its own).
					if (error instanceof InputError && error.path.length >= place.length + 1) throw error.at([...place, ...error.path.slice(place.length + 1)]);
					throw error;
				}
				if (game.isMisere?.(position)) throw new InputError({problem: {kind: 'misere-part'}, path: place});
				return {game, position};
			});
			const position = {parts};
			if (countParts(position) > limits.maxParts)
				throw limitError(path, {kind: 'game-rule', key: path === '' ? 'rule_sumPartsTop' : 'rule_sumParts', values: {limit: limits.maxParts}});
			// A nested sum is weighed and valued with the sum it is in.
			if (options?.shapeOnly) return position;
			checkWork(position, path);
			settle(position, path);
			return position;
		},
		work: p => p.parts.flatMap(part => part.game.work?.(part.position) ?? []),
		toJSON: p => ({game: 'sum', parts: p.parts.map(part => part.game.toJSON(part.position))}),
		parseMove(json, p, path) {
			const o = expectObject(json, path);
			expectKeys(o, path, ['part', 'move']);
			const part = readIndex(o['part'], join(path, 'part'), p.parts.length, 'part');
			if (o['move'] === undefined) throw inputError(join(path, 'move'), {kind: 'missing', expected: `a move of part ${part}`});
			const target = p.parts[part]!;
			return {part, game: target.game, move: target.game.parseMove(o['move'], target.position, join(path, 'move'))};
		},
		moveToJSON: m => ({part: m.part, move: m.game.moveToJSON(m.move)}),
		describeMove: (p, m, tense) => englishWords(sumMoveReason(p, m, tense)),
		moveReason: sumMoveReason,
		*moves(p) {
			for (let i = 0; i < p.parts.length; i++) {
				const part = p.parts[i]!;
				for (const move of part.game.moves(part.position)) yield {part: i, game: part.game, move};
			}
		},
		moveCount(p) {
			let count = 0n;
			for (const part of p.parts) count += part.game.moveCount(part.position);
			return count;
		},
		apply(p, m) {
			const parts = p.parts.slice();
			const part = parts[m.part]!;
			parts[m.part] = {game: part.game, position: part.game.apply(part.position, m.move)};
			return {parts};
		},
		key: p => `sum(${p.parts.map(part => part.game.key(part.position)).join('|')})`,
		searchSize(p) {
			let size = 1n;
			for (const part of p.parts) {
				size *= part.game.searchSize(part.position);
				if (size > 1n << 40n) break;
			}
			return size;
		},
		...componentGame(partSum),
		compact(p) {
			// Parts with no move left count 0.
			const kept: number[] = [];
			for (let i = 0; i < p.parts.length; i++) if (p.parts[i]!.game.moveCount(p.parts[i]!.position) > 0n) kept.push(i);
			if (kept.length === p.parts.length || kept.length === 0) return null;
			return {position: {parts: kept.map(i => p.parts[i]!)}, lift: m => ({...m, part: kept[m.part]!})};
		},
		explain: p => englishLines(sumReasons(p)),
		reasons: p => sumReasons(p),
		sumParts: p => p.parts,
		// For the course, the coach and the puzzles.
		concept: 'sums',
		partCount(p) {
			let count = 0;
			for (const part of p.parts) count += Math.max(1, part.game.partCount?.(part.position) ?? 1);
			return Math.max(1, count);
		},
		coach: {
			lost(_before, after) {
				const values = after.parts.map(part => part.game.grundy(part.position) as bigint | null);
				const total = sum.grundy(after);
				if (total === null || values.some(v => v === null)) return null;
				return {key: 'sumLost', values: {sum: nimSumText(values as bigint[], total)}};
			},
		},
	};
	/** Why, as data: the parts' values in a nim-sum table, and the move in the part that makes it 0. */
	function sumReasons(p: SumPosition): ReasonLine[] {
		const values = p.parts.map(partValue);
		const total = sum.grundy(p)!;
		const move = total === 0n ? null : moveToGrundy(p, 0n);
		const lines: ReasonLine[] = [{key: 'sumRule'}];
		const labels: Reason[] = p.parts.map((part, i) => ({key: 'sumLabel', values: {part: i + 1, game: gameNameReason(part.game)}}));
		lines.push({table: {labels, values, mark: move?.part ?? null, decimal: true}});
		if (move === null) {
			lines.push({key: 'sumZero'});
		} else {
			const part = p.parts[move.part]!;
			const v = values[move.part]!;
			lines.push({key: 'sumMove', values: {sum: total, part: move.part + 1, label: partLabelReason(part, lookup), value: v, target: v ^ total}});
			const words: Reason = part.game.moveReason?.(part.position, move.move) ?? {
				key: 'words',
				values: {text: part.game.describeMove(part.position, move.move)},
			};
			lines.push({key: 'sentence', values: {text: words}});
		}
		return lines;
	}
	return sum;
}
