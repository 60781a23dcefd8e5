/**
 * Misère play of heap games whose heaps break independently (take-and-break:
 * Kayles, Dawson's Kayles, octal codes, Grundy's game), by a search over
 * canonical positions: a position is the multiset of its heaps, sorted, with
 * every heap that has no move dropped (a heap with no move is the game 0,
 * which changes no outcome, misère or not). Heaps are small numbers here, and
 * a position is held as a string of one character a heap (its size as the
 * character's code, ascending): the string is the position's key, so each
 * position is met once however its heaps are ordered, and positions are
 * shared across the questions of a session (the hint, the computer's move,
 * the review).
 *
 * Its bound is counted, not guessed, before it starts: the positions below a
 * position are multisets of live heaps with no more tokens than it has (a
 * take removes tokens, a split keeps them), and no more than the multisets
 * each group of equal heaps can become.
 * Sources: Winning Ways ch. 13 (misère play, heaps of no move); the theory sheet.
 */
import type {Outcome} from './types.js';
import {limitRefusal} from './input.js';
import {phrase} from './rule-words.js';

/** Outcome and remoteness of a misère position (as solver.ts's Solved). */
export interface HeapSolved {
	readonly outcome: Outcome;
	/** Moves to the end with best play: the winner hurries, the loser delays. */
	readonly remoteness: number;
}

/** The heaps a heap of n may become in one move: each option a list of sizes (none, one or two heaps), sizes ≥ 1. */
export type HeapOptions = (n: number) => readonly (readonly number[])[];

/** A count that stands for "more than any bound": 2^41. */
const beyond = 1n << 41n;

/** Tokens past which no count is made: multisets of 400 tokens are far past any bound. */
const maxTokens = 400;

/** Σ_{k ≤ n} of the number of multisets of parts from `parts` summing to k, capped at `beyond`. */
function multisetsWithin(parts: readonly number[], n: number): bigint {
	const ways: bigint[] = Array.from({length: n + 1}, (_, k) => (k === 0 ? 1n : 0n));
	for (const part of parts) {
		for (let k = part; k <= n; k++) {
			const w = ways[k]! + ways[k - part]!;
			ways[k] = w > beyond ? beyond : w;
		}
	}
	let total = 0n;
	for (const w of ways) {
		total += w;
		if (total > beyond) return beyond;
	}
	return total;
}

/** C(n + c − 1, c): the multisets of c items from n kinds, capped at `beyond`. */
function multichoose(n: bigint, c: number): bigint {
	let result = 1n;
	for (let i = 1; i <= c; i++) {
		result = (result * (n + BigInt(i) - 1n)) / BigInt(i);
		if (result > beyond) return beyond;
	}
	return result;
}

export class HeapMisere {
	/** A heap's options as positions (strings of live heaps, ascending), by size. */
	private readonly optionsOf = new Map<number, readonly string[]>();
	/** Outcome and remoteness by position: remoteness × 2, plus 1 for a win of the player to move. */
	private memo = new Map<string, number>();

	constructor(
		private readonly options: HeapOptions,
		/** Positions kept between questions before the memo starts again. */
		private readonly keep = 2_000_000,
	) {}

	private movesOf(n: number): readonly string[] {
		let list = this.optionsOf.get(n);
		if (list === undefined) {
			// Marked as having no move while its own options are read (a heap's options are smaller heaps).
			this.optionsOf.set(n, []);
			list = this.options(n).map(heaps => position(heaps.filter(h => this.live(h))));
			this.optionsOf.set(n, list);
		}
		return list;
	}

	/** Whether a heap of n has a move. */
	live(n: number): boolean {
		return n > 0 && (this.optionsOf.get(n) ?? this.options(n)).length > 0;
	}

	/** The canonical position: live heaps, ascending. */
	canonical(heaps: readonly number[]): number[] {
		return heaps.filter(h => this.live(h)).sort((a, b) => a - b);
	}

	/**
	 * The most positions a search from `heaps` can meet (itself included),
	 * counted before it starts: the smaller of the multisets of live heaps
	 * within its tokens, and the product over each group of equal heaps of the
	 * multisets its members can become. 2^41 stands for more.
	 */
	size(heaps: readonly number[]): bigint {
		if (heaps.some(h => h > maxTokens)) return beyond;
		const live = this.canonical(heaps);
		let tokens = 0;
		for (const h of live) tokens += h;
		let byGroups = 1n;
		for (let i = 0; i < live.length; ) {
			let j = i;
			while (j < live.length && live[j] === live[i]) j++;
			const h = live[i]!;
			byGroups *= multichoose(multisetsWithin(this.liveUpTo(h), h), j - i);
			if (byGroups > beyond) byGroups = beyond;
			i = j;
		}
		if (tokens > maxTokens) return byGroups;
		const byTokens = multisetsWithin(this.liveUpTo(Math.max(0, ...live)), tokens);
		return byTokens < byGroups ? byTokens : byGroups;
	}

	/** The live heap sizes from 1 to n. */
	private liveUpTo(n: number): number[] {
		const sizes: number[] = [];
		for (let h = 1; h <= n; h++) if (this.live(h)) sizes.push(h);
		return sizes;
	}

	/** The answer for `heaps` when a search has met it, else null. */
	known(heaps: readonly number[]): HeapSolved | null {
		if (heaps.some(h => h > maxTokens)) return null;
		const code = this.memo.get(position(this.canonical(heaps)));
		return code === undefined ? null : decode(code);
	}

	/**
	 * Outcome and remoteness of the misère position `heaps`, searching at most
	 * `bound` new positions (LimitError past it). Iterative: no position can
	 * reach a recursion-depth failure. Heaps must be at most 65,535 (one
	 * character each); the bound counted by \`size\` keeps them far smaller.
	 */
	solve(heaps: readonly number[], bound: number): HeapSolved {
		const start = position(this.canonical(heaps));
		const known = this.memo.get(start);
		if (known !== undefined) return decode(known);
		if (this.memo.size > this.keep) this.memo = new Map();
		const memo = this.memo;
		interface Frame {
			readonly key: string;
			/** The heap whose options are being walked, and the next option. */
			heap: number;
			option: number;
			win: number;
			lose: number;
			moved: boolean;
			pending: string | null;
		}
		const frame = (key: string): Frame => ({key, heap: 0, option: 0, win: Number.POSITIVE_INFINITY, lose: 0, moved: false, pending: null});
		const stack: Frame[] = [frame(start)];
		let visited = 0;
		const take = (top: Frame, code: number) => {
			top.moved = true;
			const r = code >> 1;
			// An option the opponent loses (P) is a win for the player to move.
			if ((code & 1) === 0) {
				if (r < top.win) top.win = r;
			} else if (r > top.lose) top.lose = r;
		};
		while (stack.length > 0) {
			const top = stack[stack.length - 1]!;
			if (top.pending !== null) {
				take(top, memo.get(top.pending)!);
				top.pending = null;
			}
			const child = this.nextChild(top);
			if (child !== null) {
				const code = memo.get(child);
				if (code !== undefined) {
					take(top, code);
					continue;
				}
				if (++visited > bound) throw limitRefusal(phrase('rule_searchVisit', {limit: bound}));
				top.pending = child;
				stack.push(frame(child));
				continue;
			}
			// No move: the opponent made the last one, and the player to move has won.
			memo.set(top.key, !top.moved ? 1 : top.win !== Number.POSITIVE_INFINITY ? 2 * (top.win + 1) + 1 : 2 * (top.lose + 1));
			stack.pop();
		}
		return decode(memo.get(start)!);
	}

	/** The next position one move from the frame's (the walk through its heaps and their options), or null after the last. */
	private nextChild(f: {readonly key: string; heap: number; option: number}): string | null {
		const key = f.key;
		while (f.heap < key.length) {
			const h = key.charCodeAt(f.heap);
			// Equal heaps give the same positions: the first of each stands for all.
			if (f.heap > 0 && key.charCodeAt(f.heap - 1) === h) {
				f.heap++;
				continue;
			}
			const options = this.movesOf(h);
			if (f.option < options.length) return replace(key, f.heap, options[f.option++]!);
			f.heap++;
			f.option = 0;
		}
		return null;
	}
}

/** A position from its live heaps: one character a heap, ascending. */
function position(heaps: readonly number[]): string {
	return String.fromCharCode(...heaps.slice().sort((a, b) => a - b));
}

/** The position `key` with heap i replaced by the heaps of `by` (a position), ascending. */
function replace(key: string, i: number, by: string): string {
	let out = key.slice(0, i) + key.slice(i + 1);
	for (let k = 0; k < by.length; k++) {
		const h = by.charCodeAt(k);
		let j = 0;
		while (j < out.length && out.charCodeAt(j) <= h) j++;
		out = out.slice(0, j) + by[k]! + out.slice(j);
	}
	return out;
}

function decode(code: number): HeapSolved {
	return {outcome: (code & 1) === 1 ? 'N' : 'P', remoteness: code >> 1};
}
