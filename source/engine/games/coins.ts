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
import {InputError, LimitError, type Game, type Theory} from '../types.js';
import {randInt} from '../random.js';
import {expectKeys, expectObject, illegal, join, readArray, readSmallInt, readString, show} from '../input.js';
import {limits} from '../limits.js';
import {componentGame, componentSum, nimSumTable} from '../components.js';

export const coinRules = ['single', 'one-or-two', 'consecutive', 'subtract3', 'twins', 'mock-turtles', 'ruler'] as const;
export type CoinRule = (typeof coinRules)[number];

export interface CoinsPosition {
	/** The row, only 'H' and 'T'; coin p (1-based) is coins[p − 1]. */
	readonly coins: string;
	readonly rule: CoinRule;
	/** Coins per move for `consecutive`; 3 (unused) for the other rules. */
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

/** The value of a lone head at position p (1-based) under the rule. */
export function coinValue(rule: CoinRule, k: number, p: number): number {
	switch (rule) {
		case 'single':
			return 1;
		case 'one-or-two':
			return p;
		case 'consecutive':
			return p % k === 0 ? 1 : 0;
		case 'subtract3':
			return p % 4;
		case 'twins':
			return (p - 1) % 4;
		case 'mock-turtles': {
			const twice = 2 * (p - 1);
			return isOdious(twice) ? twice : twice + 1;
		}
		case 'ruler':
			return p & -p;
	}
}

/**
 * Coins left of x whose values XOR to w, forming a legal move with x under
 * the rule; w < coinValue(x). Null if the construction does not apply.
 */
function partnersFor(rule: CoinRule, k: number, x: number, w: number): number[] | null {
	switch (rule) {
		case 'single':
			return w === 0 ? [] : null;
		case 'one-or-two':
			return w === 0 ? [] : [w];
		case 'consecutive': {
			// x is a multiple of K, so the K − 1 coins below it are all worth 0.
			if (w !== 0 || x < k) return null;
			const run: number[] = [];
			for (let y = x - k + 1; y < x; y++) run.push(y);
			return run;
		}
		case 'subtract3': {
			if (w === 0 && x <= 3) return [];
			const d = (x % 4) - w;
			return d >= 1 && d <= 3 && x - d >= 1 ? [x - d] : null;
		}
		case 'twins': {
			const d = ((x - 1) % 4) - w;
			return d >= 1 && d <= 3 && x - d >= 1 ? [x - d] : null;
		}
		case 'mock-turtles': {
			if (w === 0) return [];
			// The head at y is worth the y-th odious number, so an odious w is one coin...
			if (isOdious(w)) return [(w >> 1) + 1];
			// ...and an evil w is its lowest bit (odious) XOR the rest (odious too).
			const low = w & -w;
			return [(low >> 1) + 1, ((w ^ low) >> 1) + 1];
		}
		case 'ruler': {
			const m = grayInverse(w);
			if (m >= x) return null;
			const run: number[] = [];
			for (let y = x - m; y < x; y++) run.push(y);
			return run;
		}
	}
}

/** Why turning `flip` (ascending, distinct, within the row) is illegal, or null. */
function whyIllegal(p: CoinsPosition, flip: readonly number[]): string | null {
	const n = flip.length;
	if (n === 0) return 'turn at least one coin';
	const x = flip[n - 1]!;
	const runs = () => flip.every((y, j) => y === flip[0]! + j);
	switch (p.rule) {
		case 'single':
			if (n !== 1) return 'this rule turns exactly one coin';
			break;
		case 'one-or-two':
			if (n > 2) return 'this rule turns one or two coins';
			break;
		case 'consecutive':
			if (n !== p.k || !runs()) return `this rule turns exactly ${p.k} consecutive coin${p.k === 1 ? '' : 's'}`;
			break;
		case 'subtract3':
			if (n === 1 && x > 3) return `coin ${x} may be turned alone only when it is at position 1, 2 or 3`;
			if (n > 2 || (n === 2 && x - flip[0]! > 3)) return 'this rule turns coin x and one of x−1, x−2, x−3 (or x alone when x ≤ 3)';
			break;
		case 'twins':
			if (n !== 2 || x - flip[0]! > 3) return 'this rule turns exactly two coins 1, 2 or 3 apart';
			break;
		case 'mock-turtles':
			if (n > 3) return 'this rule turns one, two or three coins';
			break;
		case 'ruler':
			if (!runs()) return 'this rule turns a run of consecutive coins';
			break;
	}
	if (p.coins.charCodeAt(x - 1) !== HEAD) return `the rightmost coin turned (coin ${x}) must be a head`;
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
			const partners = partnersFor(p.rule, p.k, x, Number(target));
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
	for (let x = 1; x <= row.length; x++) {
		if (row.charCodeAt(x - 1) !== HEAD) continue;
		let c: number;
		switch (p.rule) {
			case 'single':
				c = 1;
				break;
			case 'one-or-two':
				c = x;
				break;
			case 'consecutive':
				c = x >= p.k ? 1 : 0;
				break;
			case 'subtract3':
				c = Math.min(x - 1, 3) + (x <= 3 ? 1 : 0);
				break;
			case 'twins':
				c = Math.min(x - 1, 3);
				break;
			case 'mock-turtles':
				c = 1 + (x - 1) + ((x - 1) * (x - 2)) / 2;
				break;
			case 'ruler':
				c = x;
				break;
		}
		chunk += c;
		if (chunk > 2 ** 51) {
			total += BigInt(chunk);
			chunk = 0;
		}
	}
	return total + BigInt(chunk);
}

function listPositions(list: readonly number[]): string {
	if (list.length <= 1) return list.join('');
	return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** "8 and 7", "8, 5 and 1", "3 to 8" (rightmost first for short lists). */
function describeFlip(flip: readonly number[]): string {
	const n = flip.length;
	if (n > 3 && flip.every((y, j) => y === flip[0]! + j)) return `${flip[0]} to ${flip[n - 1]}`;
	return listPositions([...flip].reverse());
}

function valueRule(p: CoinsPosition): string {
	switch (p.rule) {
		case 'single':
			return 'Single coins: every head is worth 1, so the value is the parity of the number of heads.';
		case 'one-or-two':
			return 'One or two coins: a head at p is worth p, like a Nim heap of p (turning coin y < p too leaves a heap of y).';
		case 'consecutive':
			return `${p.k} consecutive coins: a head is worth 1 when its position is a multiple of ${p.k}, else 0.`;
		case 'subtract3':
			return 'Subtract-3: a head at p is worth p mod 4, like a heap of p where a move takes 1, 2 or 3.';
		case 'twins':
			return 'Twins: a head at p is worth (p − 1) mod 4.';
		case 'mock-turtles':
			return 'Mock Turtles: a head at p is worth the p-th odious number (odd count of 1 bits): 1 2 4 7 8 11 13 14 16 19 ...';
		case 'ruler':
			return 'Ruler: a head at p is worth the largest power of 2 dividing p: 1 2 1 4 1 2 1 8 ...';
	}
}

const maxListedHeads = 16;

function explainRow(p: CoinsPosition): string[] {
	const heads = headsOf(p);
	const values = heads.map(x => coinValue(p.rule, p.k, x));
	const g = rowValue(p);
	const lines = [valueRule(p), "A row is the sum of its single heads: its value is the XOR of the heads' values."];
	if (heads.length === 0) {
		lines.push('No heads: there is no move. The player to move loses.');
		return lines;
	}
	const move = g === 0 ? null : moveToValue(p, 0);
	if (heads.length <= maxListedHeads) {
		const odious = p.rule === 'mock-turtles' ? ' (odious numbers)' : '';
		const worth =
			heads.length === 1 ? `Head at ${heads[0]} is worth ${values[0]}${odious}` : `Heads at ${heads.join(' ')} are worth ${values.join(' ')}${odious}`;
		lines.push(`${worth} → XOR ${g}.`);
		if (heads.length >= 2 && heads.length <= 8 && values.some(v => v > 1)) {
			const x = move?.flip[move.flip.length - 1];
			lines.push(
				...nimSumTable(
					heads.map(h => `coin ${h}`),
					values.map(BigInt),
					{mark: x === undefined ? null : heads.indexOf(x), decimal: true},
				),
			);
		}
	} else {
		lines.push(`The row has ${heads.length} heads (${heads.slice(0, 6).join(' ')} ... ${heads[heads.length - 1]}); their values XOR to ${g}.`);
	}
	if (move === null) {
		lines.push('The XOR is 0: every move changes it, and the opponent can always make it 0 again. The player to move loses.');
		return lines;
	}
	const x = move.flip[move.flip.length - 1]!;
	const v = coinValue(p.rule, p.k, x);
	const others = move.flip.slice(0, -1);
	if (others.length === 0) {
		lines.push(`The XOR is ${g}: flip ${x}. Coin ${x} (worth ${v}) goes to tails, and ${v} XOR ${g} = 0.`);
	} else {
		const otherValues = others.map(y => coinValue(p.rule, p.k, y));
		const rest = otherValues.reduce((a, b) => a ^ b, 0);
		let becomes: string;
		if (others.length === 1) becomes = `coin ${others[0]} (worth ${otherValues[0]}), ${v} XOR ${rest} = ${g}`;
		else if (others.length <= 3)
			becomes = `coins ${listPositions([...others].reverse())} (worth ${[...otherValues].reverse().join(', ')}), ${v} XOR ${[...otherValues].reverse().join(' XOR ')} = ${g}`;
		else becomes = `coins ${others[0]} to ${others[others.length - 1]} (their values XOR to ${rest}), ${v} XOR ${rest} = ${g}`;
		lines.push(`The XOR is ${g}: flip ${describeFlip(move.flip)}. Coin ${x} (worth ${v}) becomes ${becomes}.`);
	}
	lines.push('That leaves XOR 0 (turning a coin either way toggles its value in the XOR); the opponent then loses.');
	return lines;
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
		'The values of a lone head at p, by rule. single: 1 (only the parity of the heads counts). one-or-two: p (it is Nim). consecutive K: 1 when K divides p, else 0. subtract3: p mod 4. twins: (p − 1) mod 4. mock-turtles: the odious numbers 1 2 4 7 8 11 13 14 16 19 … (with x = p − 1, 2x or 2x + 1, whichever has an odd number of 1 bits). ruler: the largest power of 2 dividing p, 1 2 1 4 1 2 1 8 …',
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
			when: values => values['rule'] === 'consecutive',
		},
	],
	human: {key: 'coins', kind: 'word', what: 'row of coins (H heads, T tails)', example: 'THHTTH'},
	verb: {present: 'flip', past: 'flipped'},
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
		const k = like?.k ?? (rule === 'consecutive' ? randInt(rng, 2, 4) : 3);
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
		if (rule === undefined) throw new InputError(`${rulePath} must be one of ${ruleList}, got ${show(ruleText)}`);
		let k = 3;
		if (json['k'] !== undefined) {
			if (rule !== 'consecutive') throw new InputError(`${join(path, 'k')} is allowed only with rule "consecutive"`);
			k = readSmallInt(json['k'], join(path, 'k'), 1, limits.maxCoins);
		}
		const coinsPath = join(path, 'coins');
		const text = readString(json['coins'], coinsPath, 'a row of H and T, e.g. "THHTTH"');
		if (text.length > limits.maxCoins) throw new LimitError(`${coinsPath} has ${text.length} coins; the limit is ${limits.maxCoins}`);
		if (text.length === 0) throw new InputError(`${coinsPath} must hold at least one coin`);
		const bad = text.search(/[^HTht]/);
		if (bad >= 0) {
			const char = String.fromCodePoint(text.codePointAt(bad)!);
			throw new InputError(`${coinsPath} has ${show(char)} at position ${bad + 1}; only H and T are allowed`);
		}
		return {coins: text.toUpperCase(), rule, k};
	},
	toJSON: p => ({game: 'coins', coins: p.coins, rule: p.rule, ...(p.rule === 'consecutive' ? {k: p.k} : {})}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['flip']);
		const flipPath = join(path, 'flip');
		const n = p.coins.length;
		const list = readArray(o['flip'], flipPath, n, `coin positions from 1 to ${n}`);
		const flip = list.map((item, i) => readSmallInt(item, join(flipPath, i), 1, n));
		if (flip.length === 0) throw illegal(path, 'turn at least one coin');
		for (let i = 1; i < flip.length; i++) {
			if (flip[i]! <= flip[i - 1]!) throw new InputError(`${flipPath} must be ascending and distinct: ${join(flipPath, i)} is ${flip[i]} after ${flip[i - 1]}`);
		}
		const why = whyIllegal(p, flip);
		if (why !== null) throw illegal(path, why);
		return {flip};
	},
	moveToJSON: m => ({flip: [...m.flip]}),
	describeMove: (_p, m, tense = 'present') => `${tense === 'present' ? 'flip' : 'flipped'} ${describeFlip(m.flip)}`,
	*moves(p) {
		const row = p.coins;
		for (let x = 1; x <= row.length; x++) {
			if (row.charCodeAt(x - 1) !== HEAD) continue;
			switch (p.rule) {
				case 'single':
					yield {flip: [x]};
					break;
				case 'one-or-two':
					yield {flip: [x]};
					for (let y = x - 1; y >= 1; y--) yield {flip: [y, x]};
					break;
				case 'consecutive':
					if (x >= p.k) yield {flip: Array.from({length: p.k}, (_, j) => x - p.k + 1 + j)};
					break;
				case 'subtract3':
					if (x <= 3) yield {flip: [x]};
					for (let d = 1; d <= 3 && x - d >= 1; d++) yield {flip: [x - d, x]};
					break;
				case 'twins':
					for (let d = 1; d <= 3 && x - d >= 1; d++) yield {flip: [x - d, x]};
					break;
				case 'mock-turtles':
					yield {flip: [x]};
					for (let y = x - 1; y >= 1; y--) yield {flip: [y, x]};
					for (let y = x - 1; y >= 1; y--) for (let z = y - 1; z >= 1; z--) yield {flip: [z, y, x]};
					break;
				case 'ruler':
					for (let start = x; start >= 1; start--) yield {flip: Array.from({length: x - start + 1}, (_, j) => start + j)};
					break;
			}
		}
	},
	moveCount: countMoves,
	apply: (p, m) => ({coins: flipRow(p.coins, m.flip), rule: p.rule, k: p.k}),
	key: p => `coins:${p.rule}${p.rule === 'consecutive' ? `/${p.k}` : ''}:${p.coins}`,
	searchSize(p) {
		// Every move lowers the row read as a binary number (rightmost coin highest), so at most
		// 2^r rows lie below; a search also generates every move of each, so weigh by the branching.
		const rightmost = p.coins.lastIndexOf('H') + 1;
		if (rightmost > 40) return 1n << 60n;
		const moves = countMoves(p);
		return (1n << BigInt(rightmost)) * (moves > 0n ? moves : 1n);
	},
	...componentGame(rowSum),
	explain: explainRow,
};
