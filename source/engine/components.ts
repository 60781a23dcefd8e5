/**
 * The Sprague-Grundy theorem for sums, written once. A game whose positions
 * are sums of independent components (heaps, heads in a row of coins, lit
 * lamps, tokens on a graph, pairs of chips on a staircase, parts of a sum)
 * declares its components' values and how to move within one component to a
 * smaller value; everything else follows here:
 * - the position's value is the XOR (nim-sum) of the components' values;
 * - it is lost exactly when that is 0;
 * - a move to value t: take s = total XOR t, a component whose value v has the
 *   top bit of s, and move it to v XOR s (which is smaller than v);
 * - the value after a move in O(1) when the game says how a move changes the
 *   total, so `--moves` and the computer's defences are linear;
 * - the nim-sum table of the explanations.
 * Values are computed once per position (positions are immutable).
 */
import type {Game, Outcome} from './types.js';
import {binary, topBit} from './bigint.js';
import {nimSum} from './nimber.js';

export interface ComponentRules<P, M> {
	/** The components' values, in the order the explanation lists them. */
	values(p: P): readonly bigint[];
	/** A legal move within component i that leaves it worth `target` (less than its value), or null when there is none. */
	moveIn(p: P, i: number, target: bigint): M | null;
	/**
	 * How a move changes the total: the XOR of the values it removes and adds
	 * (for a heap: its value before XOR after). Omitted, the helper plays the
	 * move and sums again.
	 */
	change?(p: P, m: M): bigint;
	/** Which component to try first for a winning move: the first (default) or the last in `values`' order. */
	readonly prefer?: 'first' | 'last';
}

export interface ComponentSum<P, M> {
	values(p: P): readonly bigint[];
	/** The nim-sum of the components' values: the position's Grundy value. */
	total(p: P): bigint;
	outcome(p: P): Outcome;
	/** The component (index into `values`) and the move that bring the total to `target`, or null. */
	moveTo(p: P, target: bigint): {readonly index: number; readonly move: M} | null;
	moveToGrundy(p: P, target: bigint): M | null;
	winningMove(p: P): M | null;
	/** The Grundy value after a legal move, in O(1) when the game gives `change`. */
	grundyAfter(p: P, m: M): bigint;
}

/** The helper for a game of components; `apply` and `grundy` are the game's own (for moves without `change`). */
export function componentSum<P extends object, M>(rules: ComponentRules<P, M>, fallback: {apply(p: P, m: M): P}): ComponentSum<P, M> {
	const cache = new WeakMap<P, {readonly values: readonly bigint[]; readonly total: bigint}>();
	const summed = (p: P) => {
		let known = cache.get(p);
		if (known === undefined) {
			const values = rules.values(p);
			known = {values, total: nimSum(values)};
			cache.set(p, known);
		}
		return known;
	};
	const moveTo = (p: P, target: bigint) => {
		const {values, total} = summed(p);
		const delta = total ^ target;
		if (target < 0n || delta === 0n) return null;
		const bit = topBit(delta);
		const n = values.length;
		for (let k = 0; k < n; k++) {
			const i = rules.prefer === 'last' ? n - 1 - k : k;
			const v = values[i]!;
			if ((v & bit) === 0n) continue;
			const move = rules.moveIn(p, i, v ^ delta);
			if (move !== null) return {index: i, move};
		}
		return null;
	};
	const sum: ComponentSum<P, M> = {
		values: p => summed(p).values,
		total: p => summed(p).total,
		outcome: p => (summed(p).total === 0n ? 'P' : 'N'),
		moveTo,
		moveToGrundy(p, target) {
			if (target >= summed(p).total) return null;
			return moveTo(p, target)?.move ?? null;
		},
		winningMove: p => moveTo(p, 0n)?.move ?? null,
		grundyAfter(p, m) {
			if (rules.change) return summed(p).total ^ rules.change(p, m);
			return summed(fallback.apply(p, m)).total;
		},
	};
	return sum;
}

/** The parts of a `Game` the helper provides, for spreading into a game object. */
export function componentGame<P extends object, M>(
	sum: ComponentSum<P, M>,
): Pick<Game<P, M>, 'grundy' | 'outcome' | 'winningMove' | 'moveToGrundy' | 'grundyAfter'> {
	return {
		grundy: p => sum.total(p),
		outcome: p => sum.outcome(p),
		winningMove: p => sum.winningMove(p),
		moveToGrundy: (p, target) => sum.moveToGrundy(p, target),
		grundyAfter: (p, m) => sum.grundyAfter(p, m),
	};
}

export interface TableOptions {
	/** The row of the component the winning move is in, marked ◀. */
	readonly mark?: number | null;
	/** Write each value in decimal before its binary digits (for labels that are not the values themselves). */
	readonly decimal?: boolean;
	/** Values this wide or wider are written in decimal alone, one plain line each. @default 64 */
	readonly maxBits?: number;
	/** The label of the total's row. @default "nim-sum" */
	readonly totalLabel?: string;
	/** How wide a label is, in columns (a surface in a language of wide characters measures its own). @default its length */
	readonly width?: (text: string) => number;
}

/**
 * The nim-sum as a table: one row per component (its label and value, in
 * binary), a rule, and the total. The explanation of every game of
 * components uses it.
 */
export function nimSumTable(labels: readonly string[], values: readonly bigint[], options: TableOptions = {}): string[] {
	const {mark = null, decimal = false, maxBits = 64, totalLabel = 'nim-sum', width: measure = (text: string) => text.length} = options;
	const padStart = (text: string, columns: number) => `${' '.repeat(Math.max(0, columns - measure(text)))}${text}`;
	const total = nimSum(values);
	const width = Math.max(1, ...values.map(v => v.toString(2).length), total.toString(2).length);
	const marked = (i: number) => (i === mark ? '  ◀' : '');
	if (width > maxBits) {
		// Too wide to align: decimal, one plain line each.
		return [...values.map((v, i) => `${labels[i]} = ${v}${marked(i)}`), `${totalLabel} = ${total}`];
	}
	const labelWidth = Math.max(...labels.map(measure), measure(totalLabel));
	const decimalWidth = Math.max(...values.map(v => v.toString().length), total.toString().length);
	const number = (v: bigint) => (decimal ? `${v.toString().padStart(decimalWidth)}  ${binary(v, width)}` : binary(v, width));
	const lines = values.map((v, i) => `${padStart(labels[i]!, labelWidth)} = ${number(v)}${marked(i)}`);
	lines.push(`${' '.repeat(labelWidth + 3 + (decimal ? decimalWidth + 2 : 0))}${'─'.repeat(width)}`);
	lines.push(decimal ? `${padStart(totalLabel, labelWidth)} = ${number(total)}` : `${padStart(totalLabel, labelWidth)} = ${binary(total, width)}  (${total})`);
	return lines;
}
