/**
 * Coin turning. A row of coins, heads (H) or tails (T), numbered 1, 2, ...
 * from the left. A move turns over a set of coins allowed by the rule, and
 * the rightmost coin turned must go from heads to tails (so the row, read as
 * a binary number with the rightmost coin most significant, always drops and
 * the game ends). The rules:
 * - `single`: turn one coin.
 * - `one-or-two`: turn one coin, or any two.
 * - `consecutive`: turn exactly K consecutive coins (`k`, default 3).
 * - `subtract3`: turn coin x and one of x−1, x−2, x−3; when x ≤ 3, x alone too.
 * - `twins`: turn exactly two coins 1, 2 or 3 apart.
 * - `mock-turtles`: turn one, two or three coins.
 * - `ruler`: turn any run of one or more consecutive coins.
 *
 * Theory. Turning a tail to heads is undone by turning it back, so a row is
 * the sum of the rows with a single head: g(row) = XOR over its heads of
 * g(p), the value of a lone head at p. g(p) is the mex of the XORs of the
 * other coins a move from p may turn (a turned head and a turned tail both
 * toggle their value in the XOR):
 * - single: 1. one-or-two: p (Nim). consecutive: 1 when K divides p, else 0.
 * - subtract3: p mod 4. twins: (p − 1) mod 4.
 * - mock-turtles: the odious numbers (odd count of 1 bits) in order,
 *   1 2 4 7 8 11 13 14 16 19 ...: with x = p − 1, 2x if 2x is odious, else 2x + 1.
 * - ruler: the largest power of 2 dividing p, 1 2 1 4 1 2 1 8 ... (the coins
 *   p−1, ..., p−m below a multiple of 2^j are worth the ruler values of
 *   1..m, whose XOR is the Gray code m XOR (m >> 1)).
 * A move to value t from g: let d = g XOR t, pick a head x whose value has
 * d's top bit, and turn with it the coins whose values XOR to g(x) XOR d
 * (smaller than g(x), so by the mex some legal set of other coins has it).
 * Sources: Berlekamp, Conway, Guy, Winning Ways (turning turtles, Mock
 * Turtles, Ruler); the seed notes' coin-turning section; OEIS A000069
 * (odious numbers), A006519 (ruler function).
 */
import type {FamilyForm, Game, Theory} from '../types.js';
import type {ClosedForm} from '../values.js';
import {randInt} from '../random.js';
import {expectKeys, expectObject, illegal, inputError, join, limitError, readArray, readSmallInt, readString, show} from '../input.js';
import {limits} from '../limits.js';
import {phrase, type Phrase} from '../rule-words.js';
import {componentGame, componentSum} from '../components.js';
import {nimSumText} from '../learning.js';
import {closedPeriod, formula} from '../family.js';
import {englishLines, englishWords, type Reason, type ReasonLine} from '../reasons.js';

export const coinRules = ['single', 'one-or-two', 'consecutive', 'subtract3', 'twins', 'mock-turtles', 'ruler'] as const;
export type CoinRule = (typeof coinRules)[number];

export interface CoinsPosition {
	/** The row, only 'H' and 'T'; coin p (1-based) is coins[p − 1]. */
	readonly coins: string;
	readonly rule: CoinRule;
	/** Coins per move for the rules that take K (`consecutive`); 3 (unused) for the others. */
	readonly k: number;
}

export interface CoinsMove {
	/** Positions turned, ascending; the last one is a head. */
	readonly flip: readonly number[];
}

const HEAD = 72; // 'H'

function popcount32(n: number): number {
	let count = 0;
	for (let v = n; v !== 0; v &= v - 1) count++;
	return count;
}

function isOdious(n: number): boolean {
	return popcount32(n) % 2 === 1;
}

/** The m with m XOR (m >> 1) = w. */
function grayInverse(w: number): number {
	let m = w;
	for (let shift = 1; shift < 32; shift <<= 1) m ^= m >>> shift;
	return m;
}

/** The coins from a to b, ascending. */
function run(a: number, b: number): number[] {
	return Array.from({length: Math.max(0, b - a + 1)}, (_, j) => a + j);
}

function isRun(flip: readonly number[]): boolean {
	return flip.every((y, j) => y === flip[0]! + j);
}

/** A table of lone heads from position 1 on, repeating by a closed form, or stated by one. */
const periodic = (period: bigint, form: ClosedForm): FamilyForm => closedPeriod(1n, period, form);
const closed = (closedForm: ClosedForm): FamilyForm => ({closedForm});

/** What a board makes of its picks and cursor where the rule fixes a move's shape. */
export interface ShapedFlip {
	readonly flip: number[];
	/** Which shape, for words in other languages: the run of K ending at the cursor, or the run from the picked coin to the cursor. */
	readonly kind: 'run-ending' | 'run-from';
	/** Why these coins, in words ("the run of 3 ending at the cursor"), or null when they need none. */
	readonly words: string | null;
}

/**
 * One coin-turning rule, stated once: the moves it allows, the value of a
 * lone head under it, and its words on the board, in explanations, on the
 * theory page and in tables. `k` is the position's K (used by the rules that
 * take it).
 */
interface CoinRuleSpec {
	/** Whether the rule takes K, the coins a move turns. */
	readonly takesK: boolean;
	/** The board's rule line: its name and the coins a move turns. */
	turns(k: number): string;
	/** The other coins a move whose rightmost coin is x turns, in the order the moves are listed. */
	partners(x: number, k: number): Iterable<number[]>;
	/** How many moves have x as their rightmost coin (counted without listing them). */
	count(x: number, k: number): number;
	/** Why turning `flip` (ascending, distinct, at least one coin) is not a move of the rule, or null. */
	whyNot(flip: readonly number[], k: number): Phrase | null;
	/** The value of a lone head at p (1-based). */
	value(p: number, k: number): number;
	/** Coins left of x whose values XOR to w (< value(x)), a move with x; null where the construction does not apply. */
	partnersWorth(x: number, w: number, k: number): number[] | null;
	/** The value rule, one line, for the explanation, as data. */
	valueRule(k: number): Reason;
	/** Whether the heads' values have a name of their own ("odious numbers"). */
	readonly odious?: true;
	/** The values of a lone head, in the theory page's list of rules. */
	readonly theory: string;
	/** The table of lone heads: its period or closed form. */
	table(k: number): FamilyForm;
	/**
	 * Where the rule fixes the shape of a move, the coins the board's picks
	 * and cursor stand for; null: the picked coins and the cursor's.
	 */
	shaped?(picked: readonly number[], cursor: number, k: number): ShapedFlip | null;
}

const rules: Readonly<Record<CoinRule, CoinRuleSpec>> = Object.freeze({
	single: {
		takesK: false,
		turns: () => 'Single: turn one coin (a head).',
		*partners() {
			yield [];
		},
		count: () => 1,
		whyNot: flip => (flip.length !== 1 ? phrase('move_turnsOne') : null),
		value: () => 1,
		partnersWorth: (_x, w) => (w === 0 ? [] : null),
		valueRule: (): Reason => ({key: 'coinValueSingle'}),
		theory: 'single: 1 (only the parity of the heads counts)',
		table: () => periodic(1n, {kind: 'every-head-one'}),
	},
	'one-or-two': {
		takesK: false,
		turns: () => 'One or two: turn one coin, or any two.',
		*partners(x) {
			yield [];
			for (let y = x - 1; y >= 1; y--) yield [y];
		},
		count: x => x,
		whyNot: flip => (flip.length > 2 ? phrase('move_turnsOneOrTwo') : null),
		value: p => p,
		partnersWorth: (_x, w) => (w === 0 ? [] : [w]),
		valueRule: (): Reason => ({key: 'coinValueOneOrTwo'}),
		theory: 'one-or-two: p (it is Nim)',
		table: () => closed(formula('G(n) = n')),
	},
	consecutive: {
		takesK: true,
		turns: k => `Consecutive: turn exactly ${k} coins in a row.`,
		*partners(x, k) {
			if (x >= k) yield run(x - k + 1, x - 1);
		},
		count: (x, k) => (x >= k ? 1 : 0),
		whyNot: (flip, k) => (flip.length !== k || !isRun(flip) ? phrase(k === 1 ? 'move_turnsRunOfOne' : 'move_turnsRunOf', {k}) : null),
		value: (p, k) => (p % k === 0 ? 1 : 0),
		// x is a multiple of K, so the K − 1 coins below it are all worth 0.
		partnersWorth: (x, w, k) => (w !== 0 || x < k ? null : run(x - k + 1, x - 1)),
		valueRule: (k): Reason => ({key: 'coinValueConsecutive', values: {k}}),
		theory: 'consecutive K: 1 when K divides p, else 0',
		table: k => periodic(BigInt(k), {kind: 'multiple-of', k}),
		// Enter turns the K coins ending at the cursor (fewer where the row begins).
		shaped: (picked, cursor, k) =>
			picked.length === 0 ? {flip: run(Math.max(1, cursor - k + 1), cursor), kind: 'run-ending', words: `the run of ${k} ending at the cursor`} : null,
	},
	subtract3: {
		takesK: false,
		turns: () => 'Subtract-3: turn coin x and one of x−1, x−2, x−3 (or x alone when x ≤ 3).',
		*partners(x) {
			if (x <= 3) yield [];
			for (let d = 1; d <= 3 && x - d >= 1; d++) yield [x - d];
		},
		count: x => Math.min(x - 1, 3) + (x <= 3 ? 1 : 0),
		whyNot(flip) {
			const n = flip.length;
			const x = flip[n - 1]!;
			if (n === 1 && x > 3) return phrase('move_aloneOnly', {coin: x});
			if (n > 2 || (n === 2 && x - flip[0]! > 3)) return phrase('move_turnsSubtract3');
			return null;
		},
		value: p => p % 4,
		partnersWorth(x, w) {
			if (w === 0 && x <= 3) return [];
			const d = (x % 4) - w;
			return d >= 1 && d <= 3 && x - d >= 1 ? [x - d] : null;
		},
		valueRule: (): Reason => ({key: 'coinValueSubtract3'}),
		theory: 'subtract3: p mod 4',
		table: () => periodic(4n, formula('G(n) = n mod 4')),
	},
	twins: {
		takesK: false,
		turns: () => 'Twins: turn two coins 1, 2 or 3 apart.',
		*partners(x) {
			for (let d = 1; d <= 3 && x - d >= 1; d++) yield [x - d];
		},
		count: x => Math.min(x - 1, 3),
		whyNot: flip => (flip.length !== 2 || flip[1]! - flip[0]! > 3 ? phrase('move_turnsTwins') : null),
		value: p => (p - 1) % 4,
		partnersWorth(x, w) {
			const d = ((x - 1) % 4) - w;
			return d >= 1 && d <= 3 && x - d >= 1 ? [x - d] : null;
		},
		valueRule: (): Reason => ({key: 'coinValueTwins'}),
		theory: 'twins: (p − 1) mod 4',
		table: () => periodic(4n, formula('G(n) = (n − 1) mod 4')),
	},
	'mock-turtles': {
		takesK: false,
		turns: () => 'Mock Turtles: turn one, two or three coins.',
		*partners(x) {
			yield [];
			for (let y = x - 1; y >= 1; y--) yield [y];
			for (let y = x - 1; y >= 1; y--) for (let z = y - 1; z >= 1; z--) yield [z, y];
		},
		count: x => 1 + (x - 1) + ((x - 1) * (x - 2)) / 2,
		whyNot: flip => (flip.length > 3 ? phrase('move_turnsUpToThree') : null),
		value(p) {
			const twice = 2 * (p - 1);
			return isOdious(twice) ? twice : twice + 1;
		},
		partnersWorth(_x, w) {
			if (w === 0) return [];
			// The head at y is worth the y-th odious number, so an odious w is one coin...
			if (isOdious(w)) return [(w >> 1) + 1];
			// ...and an evil w is its lowest bit (odious) XOR the rest (odious too).
			const low = w & -w;
			return [(low >> 1) + 1, ((w ^ low) >> 1) + 1];
		},
		valueRule: (): Reason => ({key: 'coinValueMockTurtles'}),
		odious: true,
		theory: 'mock-turtles: the odious numbers 1 2 4 7 8 11 13 14 16 19 … (with x = p − 1, 2x or 2x + 1, whichever has an odd number of 1 bits)',
		table: () => closed({kind: 'odious'}),
	},
	ruler: {
		takesK: false,
		turns: () => 'Ruler: turn any run of consecutive coins.',
		*partners(x) {
			for (let start = x; start >= 1; start--) yield run(start, x - 1);
		},
		count: x => x,
		whyNot: flip => (!isRun(flip) ? phrase('move_turnsRun') : null),
		value: p => p & -p,
		partnersWorth(x, w) {
			const m = grayInverse(w);
			return m >= x ? null : run(x - m, x - 1);
		},
		valueRule: (): Reason => ({key: 'coinValueRuler'}),
		theory: 'ruler: the largest power of 2 dividing p, 1 2 1 4 1 2 1 8 …',
		table: () => closed({kind: 'largest-power-of-2'}),
		// With one coin picked, Enter turns the run from it to the cursor.
		shaped(picked, cursor) {
			if (picked.length !== 1) return null;
			const flip = run(Math.min(picked[0]!, cursor), Math.max(picked[0]!, cursor));
			return {flip, kind: 'run-from', words: flip.length > 1 ? `the run from coin ${picked[0]} to the cursor` : null};
		},
	},
});

/** The rules that take K, for the messages that name them. */
const kRules = coinRules.filter(rule => rules[rule].takesK);

/** The value of a lone head at position p (1-based) under the rule. */
export function coinValue(rule: CoinRule, k: number, p: number): number {
	return rules[rule].value(p, k);
}

/** The rule's line on a board: which coins a move turns. */
export function coinRuleLine(p: CoinsPosition): string {
	return rules[p.rule].turns(p.k);
}

/**
 * The move a board's picks and cursor stand for: the picked coins and the
 * one under the cursor, or where the rule fixes the shape, the coins it
 * fixes (with the words that say so). Not necessarily legal: playing it
 * checks it.
 */
export function coinMoveAt(
	p: CoinsPosition,
	picked: readonly number[],
	cursor: number,
): {move: CoinsMove; shape: string | null; shapeKind: ShapedFlip['kind'] | null} {
	const shaped = rules[p.rule].shaped?.(picked, cursor, p.k) ?? null;
	if (shaped !== null) return {move: {flip: shaped.flip}, shape: shaped.words, shapeKind: shaped.words === null ? null : shaped.kind};
	const flip = picked.includes(cursor) ? [...picked] : [...picked, cursor].sort((a, b) => a - b);
	return {move: {flip}, shape: null, shapeKind: null};
}

/** Why turning `flip` (ascending, distinct, within the row) is illegal, or null. */
function whyIllegal(p: CoinsPosition, flip: readonly number[]): Phrase | null {
	const n = flip.length;
	if (n === 0) return phrase('move_turnOne');
	const x = flip[n - 1]!;
	const why = rules[p.rule].whyNot(flip, p.k);
	if (why !== null) return why;
	if (p.coins.charCodeAt(x - 1) !== HEAD) return phrase('move_rightmostHead', {coin: x});
	return null;
}

const headsCache = new WeakMap<CoinsPosition, number[]>();

/** The positions of the heads, left to right (1-based). */
function headsOf(p: CoinsPosition): number[] {
	let heads = headsCache.get(p);
	if (heads === undefined) {
		heads = [];
		for (let i = 0; i < p.coins.length; i++) if (p.coins.charCodeAt(i) === HEAD) heads.push(i + 1);
		headsCache.set(p, heads);
	}
	return heads;
}

/**
 * A row is the sum of its heads: each head is a component worth its value
 * alone. A move in head x turns x and partners to its left whose values XOR
 * to the new value; it changes the total by the XOR of every coin it turns.
 */
const rowSum = componentSum<CoinsPosition, CoinsMove>(
	{
		values: p => headsOf(p).map(x => BigInt(coinValue(p.rule, p.k, x))),
		moveIn(p, i, target) {
			const x = headsOf(p)[i]!;
			const partners = rules[p.rule].partnersWorth(x, Number(target), p.k);
			if (partners === null) return null;
			let after = 0;
			for (const y of partners) after ^= coinValue(p.rule, p.k, y);
			const flip = [...partners, x];
			return BigInt(after) === target && whyIllegal(p, flip) === null ? {flip} : null;
		},
		change(p, m) {
			let change = 0;
			for (const y of m.flip) change ^= coinValue(p.rule, p.k, y);
			return BigInt(change);
		},
		// The rightmost suitable head, as players usually look from the right.
		prefer: 'last',
	},
	{apply: (p, m) => coins.apply(p, m)},
);

function rowValue(p: CoinsPosition): number {
	return Number(rowSum.total(p));
}

function moveToValue(p: CoinsPosition, target: number): CoinsMove | null {
	return rowSum.moveToGrundy(p, BigInt(target));
}

/** Exact move count, summed in exact doubles and flushed to a bigint. */
function countMoves(p: CoinsPosition): bigint {
	let total = 0n;
	let chunk = 0;
	const row = p.coins;
	const rule = rules[p.rule];
	for (let x = 1; x <= row.length; x++) {
		if (row.charCodeAt(x - 1) !== HEAD) continue;
		const c = rule.count(x, p.k);
		chunk += c;
		if (chunk > 2 ** 51) {
			total += BigInt(chunk);
			chunk = 0;
		}
	}
	return total + BigInt(chunk);
}

function listPositions(list: readonly number[]): Reason {
	if (list.length <= 1) return {key: 'number', values: {n: list.join('')}};
	return {key: 'numbersAnd', values: {list: list.slice(0, -1).map(n => ({key: 'number', values: {n}})), last: list[list.length - 1]!}};
}

/** "8 and 7", "8, 5 and 1", "3 to 8" (rightmost first for short lists). */
function flipReason(flip: readonly number[]): Reason {
	const n = flip.length;
	if (n > 3 && flip.every((y, j) => y === flip[0]! + j)) return {key: 'numbersTo', values: {from: flip[0]!, to: flip[n - 1]!}};
	return listPositions([...flip].reverse());
}

const maxListedHeads = 16;

/** Why the row is won or lost, as data: the heads' values, their XOR, and the move that makes it 0. */
function rowReasons(p: CoinsPosition): ReasonLine[] {
	const heads = headsOf(p);
	const values = heads.map(x => coinValue(p.rule, p.k, x));
	const g = rowValue(p);
	const lines: ReasonLine[] = [rules[p.rule].valueRule(p.k), {key: 'coinRowSum'}];
	if (heads.length === 0) {
		lines.push({key: 'coinNoHeads'});
		return lines;
	}
	const move = g === 0 ? null : moveToValue(p, 0);
	if (heads.length <= maxListedHeads) {
		const named: Reason = {key: rules[p.rule].odious ? 'coinOdious' : 'nothingMore'};
		lines.push(
			heads.length === 1
				? {key: 'coinHeadWorth', values: {head: heads[0]!, value: values[0]!, named, sum: g}}
				: {key: 'coinHeadsWorth', values: {heads: heads.join(' '), values: values.join(' '), named, sum: g}},
		);
		if (heads.length >= 2 && heads.length <= 8 && values.some(v => v > 1)) {
			const x = move?.flip[move.flip.length - 1];
			lines.push({
				table: {
					labels: heads.map(h => ({key: 'coinLabel', values: {coin: h}})),
					values: values.map(BigInt),
					mark: x === undefined ? null : heads.indexOf(x),
					decimal: true,
				},
			});
		}
	} else {
		lines.push({
			key: 'coinManyHeads',
			values: {count: heads.length, first: heads.slice(0, 6).join(' '), last: heads[heads.length - 1]!, sum: g},
		});
	}
	if (move === null) {
		lines.push({key: 'coinZero'});
		return lines;
	}
	const x = move.flip[move.flip.length - 1]!;
	const v = coinValue(p.rule, p.k, x);
	const others = move.flip.slice(0, -1);
	if (others.length === 0) {
		lines.push({key: 'coinFlipOne', values: {sum: g, coin: x, value: v}});
	} else {
		const otherValues = others.map(y => coinValue(p.rule, p.k, y));
		const rest = otherValues.reduce((a, b) => a ^ b, 0);
		lines.push({key: 'coinFlip', values: {sum: g, coins: flipReason(move.flip), turned: turnedReason(p, x, v, others, otherValues, rest, g)}});
	}
	lines.push({key: 'coinLeavesZero'});
	return lines;
}

/**
 * What the coins turned with the rightmost one do, as the board shows them:
 * a tail turned becomes a head, and a head turned goes to tails, so two
 * heads turned together both vanish.
 */
function turnedReason(p: CoinsPosition, x: number, v: number, others: readonly number[], values: readonly number[], rest: number, g: number): Reason {
	const isHead = (y: number) => p.coins.charCodeAt(y - 1) === HEAD;
	if (others.length === 1) {
		const [y, w] = [others[0]!, values[0]!];
		return {key: isHead(y) ? 'coinTurnedHead' : 'coinTurnedTail', values: {coin: x, value: v, other: y, worth: w, sum: g}};
	}
	if (others.length <= 3) {
		const order = others.map((y, i) => ({y, w: values[i]!})).reverse();
		const each = order.map(({y, w}): Reason => ({key: isHead(y) ? 'coinHeadOff' : 'coinTailOn', values: {coin: y, worth: w}}));
		return {key: 'coinTurnedFew', values: {coin: x, value: v, each, worths: order.map(o => o.w).join(' XOR '), sum: g}};
	}
	return {key: 'coinTurnedRun', values: {coin: x, value: v, from: others[0]!, to: others[others.length - 1]!, rest, sum: g}};
}

function flipRow(row: string, flip: readonly number[]): string {
	const parts: string[] = [];
	let last = 0;
	for (const y of flip) {
		parts.push(row.slice(last, y - 1), row.charCodeAt(y - 1) === HEAD ? 'T' : 'H');
		last = y;
	}
	parts.push(row.slice(last));
	return parts.join('');
}

const theory: Theory = {
	rule: 'A row is worth the XOR of the values of its heads, each head valued as if it were the only one; the player to move loses exactly when that XOR is 0.',
	theorem: [
		'Coin turning (Lenstra). A tail turned to heads can be turned back, so a row behaves exactly like the sum of its heads played separately, and the Sprague-Grundy theorem adds them by XOR. A lone head at position p is worth the mex, over its moves, of the XOR of the values of the other coins the move turns.',
		`The values of a lone head at p, by rule. ${coinRules.map(rule => rules[rule].theory).join('. ')}`,
		"To win with total x: pick a head whose value v has the top bit of x, and turn it over together with coins to its left whose values XOR to v XOR x (the rule always allows such a set, by the mex). The head's v goes, those coins bring v XOR x, and the total becomes 0.",
	],
	sources: 'Berlekamp, Conway, Guy, Winning Ways, ch. 14 (Turning Turtles, Mock Turtles, Ruler, Twins); H. W. Lenstra, "Nim multiplication" (1977).',
};

export const coins: Game<CoinsPosition, CoinsMove> = {
	theory,
	id: 'coins',
	name: 'Coin turning',
	summary: 'Mock Turtles, Ruler, Twins and 4 more',
	params: [
		{
			key: 'rule',
			flag: 'rule',
			type: 'choice',
			required: true,
			choices: coinRules,
			description: 'which coins a move turns',
			label: 'Rule',
			placeholder: 'mock-turtles',
		},
		{
			key: 'k',
			flag: 'k',
			type: 'integer',
			min: 1n,
			description: 'with the consecutive rule: how many coins in a row a move turns (default 3)',
			label: 'K (coins per move)',
			placeholder: '3',
			when: values => kRules.some(rule => rule === values['rule']),
		},
	],
	human: {key: 'coins', kind: 'word', what: 'row of coins (H heads, T tails)', example: 'THHTTH'},
	verb: {present: 'flip', past: 'flipped'},
	// A row is the sum of its heads: the family is a lone head at position n, worth the rule's value of n.
	family: {
		dimensions: 1,
		unit: 'a lone head at position n',
		values: 'nimbers',
		from: 1n,
		member: n => ({coins: `${'T'.repeat(Number(n) - 1)}H`}),
		beyond: to => (to > BigInt(limits.maxCoins) ? phrase('rule_coinsTo', {limit: limits.maxCoins, to}) : null),
		tabulate:
			({rule, k}) =>
			n =>
				rules[rule].value(Number(n), k),
		form: ({rule, k}) => rules[rule].table(k),
	},
	rules:
		'A row of coins, heads or tails, numbered from the left. A move turns over coins as the rule allows (Mock Turtles: one, two or three coins; Ruler: any run; Twins: two coins 1 to 3 apart; ...), and the rightmost coin turned must go from heads to tails. Whoever cannot move loses.',
	examples: [
		{label: 'Mock Turtles: heads worth 2 4 11 14', position: {game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}},
		{label: 'Ruler: heads worth 1 2 1 4 1 8', position: {game: 'coins', coins: 'HHHHTTHH', rule: 'ruler'}},
		{label: 'Twins: a losing row', position: {game: 'coins', coins: 'THTTTH', rule: 'twins'}},
		{label: 'Subtract-3: heads at 3 5 10, a losing row', position: {game: 'coins', coins: 'TTHTHTTTTH', rule: 'subtract3'}},
		{label: 'Three consecutive coins', position: {game: 'coins', coins: 'HTHHTHTTH', rule: 'consecutive', k: 3}},
	],
	random(rng, size, like) {
		const rule = like?.rule ?? coinRules[randInt(rng, 0, coinRules.length - 1)]!;
		const k = like?.k ?? (rules[rule].takesK ? randInt(rng, 2, 4) : 3);
		const length = Math.min(24, randInt(rng, 5, 6 + 2 * Math.max(1, size)));
		const row = Array.from({length}, () => (rng() < 0.5 ? 'H' : 'T'));
		if (!row.includes('H')) row[randInt(rng, 0, length - 1)] = 'H';
		return {coins: row.join(''), rule, k};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'coins', 'rule', 'k']);
		const rulePath = join(path, 'rule');
		const ruleList = coinRules.map(r => `"${r}"`).join(', ');
		const ruleText = readString(json['rule'], rulePath, `one of ${ruleList}`);
		const rule = coinRules.find(r => r === ruleText);
		if (rule === undefined) throw inputError(rulePath, {kind: 'not-in-choices', choices: coinRules}, show(ruleText));
		let k = 3;
		if (json['k'] !== undefined) {
			if (!rules[rule].takesK) throw inputError(join(path, 'k'), {kind: 'game-rule', key: 'rule_kOnlyWith', values: {rules: kRules.map(r => `"${r}"`)}});
			k = readSmallInt(json['k'], join(path, 'k'), 1, limits.maxCoins);
		}
		const coinsPath = join(path, 'coins');
		const text = readString(json['coins'], coinsPath, 'a row of H and T, e.g. "THHTTH"');
		if (text.length > limits.maxCoins)
			throw limitError(coinsPath, {kind: 'too-many', unit: 'coins', count: BigInt(text.length), limit: BigInt(limits.maxCoins)});
		if (text.length === 0) throw inputError(coinsPath, {kind: 'empty', unit: 'coin'});
		const bad = text.search(/[^HTht]/);
		if (bad >= 0) {
			const char = String.fromCodePoint(text.codePointAt(bad)!);
			throw inputError(
				join(coinsPath, bad),
				{kind: 'game-rule', key: 'rule_coinsHT', values: {char: show(char)}},
				undefined,
				`${coinsPath} has ${show(char)} at position ${bad + 1}; only H and T are allowed`,
			);
		}
		return {coins: text.toUpperCase(), rule, k};
	},
	toJSON: p => ({game: 'coins', coins: p.coins, rule: p.rule, ...(rules[p.rule].takesK ? {k: p.k} : {})}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['flip']);
		const flipPath = join(path, 'flip');
		const n = p.coins.length;
		const list = readArray(o['flip'], flipPath, n, `coin positions from 1 to ${n}`);
		const flip = list.map((item, i) => readSmallInt(item, join(flipPath, i), 1, n));
		if (flip.length === 0) throw illegal(path, phrase('move_turnOne'));
		for (let i = 1; i < flip.length; i++) {
			if (flip[i]! <= flip[i - 1]!)
				throw inputError(
					join(flipPath, i),
					{kind: 'game-rule', key: 'rule_coinsAscending', values: {coin: flip[i]!, before: flip[i - 1]!}},
					undefined,
					`${flipPath} must be ascending and distinct: ${join(flipPath, i)} is ${flip[i]} after ${flip[i - 1]}`,
				);
		}
		const why = whyIllegal(p, flip);
		if (why !== null) throw illegal(path, why);
		return {flip};
	},
	moveToJSON: m => ({flip: [...m.flip]}),
	describeMove: (p, m, tense) => englishWords(coins.moveReason!(p, m, tense)),
	moveReason: (_p, m, tense = 'present') => ({key: tense === 'present' ? 'moveFlip' : 'movedFlip', values: {coins: flipReason(m.flip)}}),
	*moves(p) {
		const row = p.coins;
		const rule = rules[p.rule];
		for (let x = 1; x <= row.length; x++) {
			if (row.charCodeAt(x - 1) !== HEAD) continue;
			for (const partners of rule.partners(x, p.k)) yield {flip: [...partners, x]};
		}
	},
	moveCount: countMoves,
	apply: (p, m) => ({coins: flipRow(p.coins, m.flip), rule: p.rule, k: p.k}),
	key: p => `coins:${p.rule}${rules[p.rule].takesK ? `/${p.k}` : ''}:${p.coins}`,
	searchSize(p) {
		// Every move lowers the row read as a binary number (rightmost coin highest), so at most
		// 2^r rows lie below; a search also generates every move of each, so weigh by the branching.
		const rightmost = p.coins.lastIndexOf('H') + 1;
		if (rightmost > 40) return 1n << 60n;
		const moves = countMoves(p);
		return (1n << BigInt(rightmost)) * (moves > 0n ? moves : 1n);
	},
	...componentGame(rowSum),
	explain: p => englishLines(rowReasons(p)),
	reasons: rowReasons,
	// For the course, the coach and the puzzles.
	concept: 'coins',
	partCount: p => [...p.coins].filter(c => c === 'H').length,
	coach: {
		lost(_before, after) {
			const total = coins.grundy(after);
			if (total === null) return null;
			const values: bigint[] = [];
			for (const [i, c] of [...after.coins].entries()) if (c === 'H') values.push(BigInt(coinValue(after.rule, after.k, i + 1)));
			return {key: 'coinsLost', values: {sum: nimSumText(values, total)}};
		},
	},
};
