/**
 * Misère Kayles (whoever knocks down the last pin loses) at any size, by the
 * Sibert–Conway solution: W. L. Sibert and J. H. Conway, "Mathematical
 * Kayles", Int. J. Game Theory 20 (1992); Winning Ways, 2nd ed., vol. 2,
 * ch. 13; T. E. Plambeck, "Daisies, Kayles, and the Sibert–Conway
 * decomposition in misère octal games", Theoret. Comput. Sci. 96 (1992).
 *
 * The decomposition says where misère play parts from normal play. A row of
 * n pins has its normal value G(n) (0 1 2 3 1 4 3 2 1 4 2 6 ..., period 12
 * from n = 71). A position with a row of any size other than the eight
 * "tame" sizes 1, 4, 5, 9, 12, 17, 20, 25 is won or lost as in normal play:
 * lost exactly when the nim-sum of its values is 0. Positions made of tame
 * rows only follow these exceptions, with a the rows of 1 or 4 pins (worth 1
 * each) and the other sizes counted one by one:
 *  1. rows of 1, 4 and 5 only: lost exactly when a is odd;
 *  2. no row of 5 or 25, an even number of 9s, 12s and 17s: lost exactly
 *     when a plus the 20s is odd;
 *  3. rows of 1, 4, 9 and 12 only, a even, and either an odd number of 9s
 *     and no 12 or one 12 and no 9: lost;
 *  4. one row of 25 and no 5: with rows of 1, 4 and 9 only besides, an odd
 *     number of 9s and a odd, lost; with an even number of 9s, 12s and 17s
 *     and a plus the 20s odd, won;
 *  5. anything else: as in normal play.
 * These rules group the two lists of Plambeck's statement of the
 * decomposition for duplicate Kayles (0.1377, read off the Sibert–Conway
 * paper; its rows of 2k − 1 and 2k play as Kayles rows of k), the positions
 * whose outcome differs from normal play. Normal P but misère N: the rows of
 * 5 and of 1 or 4 both even in number; the rows of 9, 12, 17 and of 1, 4, 20
 * both even; one 25 with the first even and the second odd. Normal N but
 * misère P: the rest of rule 1, the lost half of rule 2, rule 3 and the lost
 * half of rule 4. A test checks the rules against the lists. Every row of 26
 * pins or more is ordinary, so the class of a row is eventually periodic
 * with G's period 12, as in Plambeck's misère quotient of Kayles (order 48).
 *
 * The tests check every position of up to 20 pins against the canonical
 * search and a plain recursive one, and rows up to 40 against the search
 * (a one-off check agreed on all 540,635 positions of at most 45 pins).
 */
import type {CoachNote, MisereTheory, Outcome} from './types.js';
import {phrase, type Phrase} from './rule-words.js';
import type {CoachKey} from './coach-english.js';
import {englishLines, type Reason, type ReasonKey, type ReasonLine, type ReasonValue} from './reasons.js';
import type {BreakGame, BreakMove, BreakPosition} from './breaking.js';

/** The sizes the exceptions name. */
export const tameSizes: readonly number[] = [1, 4, 5, 9, 12, 17, 20, 25];

/** The largest tame size: a larger row is ordinary. */
const largestTame = 25;

/** A row up to this can break into tame rows only (two rows of 25 and the two pins taken): its options are all tried. */
const smallRow = 2 * largestTame + 2;

const tameTop = BigInt(largestTame);

const isTame: readonly boolean[] = Array.from({length: largestTame + 1}, (_, n) => tameSizes.includes(n));

/** What the rule reads of a position: the nim-sum, the ordinary rows, and the tame rows by size. */
export interface Tally {
	readonly nimSum: number;
	/** Rows (with at least one pin) of a size other than the tame ones. */
	readonly ordinary: number;
	/** Rows of each tame size, by size (0 to 25). */
	readonly tame: readonly number[];
}

/** Which part of the solution decides a position. */
export type Part = 'ordinary' | 'small' | 'even-fours' | 'nines' | 'twenty-five' | 'tame';

export interface Decision {
	readonly outcome: Outcome;
	readonly part: Part;
}

/** The Sibert–Conway rule on a tally. */
export function decide(t: Tally): Decision {
	const normal: Outcome = t.nimSum === 0 ? 'P' : 'N';
	if (t.ordinary > 0) return {outcome: normal, part: 'ordinary'};
	const n = t.tame;
	const ones = n[1]! + n[4]!;
	const fives = n[5]!;
	const [nines, twelves, seventeens, twenties, twentyFives] = [n[9]!, n[12]!, n[17]!, n[20]!, n[25]!];
	const fours = nines + twelves + seventeens;
	const lost = (odd: boolean): Outcome => (odd ? 'P' : 'N');
	if (fours + twenties + twentyFives === 0) return {outcome: lost(ones % 2 === 1), part: 'small'};
	if (fives === 0 && twentyFives === 0 && fours % 2 === 0) return {outcome: lost((ones + twenties) % 2 === 1), part: 'even-fours'};
	if (fives + seventeens + twenties + twentyFives === 0 && ones % 2 === 0 && ((nines % 2 === 1 && twelves === 0) || (nines === 0 && twelves === 1))) {
		return {outcome: 'P', part: 'nines'};
	}
	if (twentyFives === 1 && fives === 0) {
		if (twelves + seventeens + twenties === 0 && nines % 2 === 1 && ones % 2 === 1) return {outcome: 'P', part: 'twenty-five'};
		if (fours % 2 === 0 && (ones + twenties) % 2 === 1) return {outcome: 'N', part: 'twenty-five'};
	}
	return {outcome: normal, part: 'tame'};
}

/**
 * Moves times rows that `--moves` may weigh in misère play: each move is
 * played and the rows it leaves are tallied (compared with the position's),
 * about a second at this bound.
 */
export const maxListedRowMoves = 10_000_000;

/** Why listing every misère move of a position of `rows` rows with `moves` moves would take too long, or null. */
export function listingRefusal(moves: bigint, rows: number): Phrase | null {
	const work = moves * BigInt(rows);
	if (work <= BigInt(maxListedRowMoves)) return null;
	const grouped = (n: bigint | number) => n.toLocaleString('en-US');
	return phrase('rule_kaylesListing', {moves: grouped(moves), rows: grouped(rows), work: grouped(work), limit: grouped(maxListedRowMoves)});
}

/** The rule's statement, for the theory page. */
export const sibertConwayRule = [
	'Misère Kayles (whoever knocks down the last pin loses) was solved by W. L. Sibert and J. H. Conway (1992). A position with a row of any size other than 1, 4, 5, 9, 12, 17, 20 or 25 pins is won or lost as in normal Kayles: lost exactly when the nim-sum of the values is 0.',
	'With every row of one of those sizes, count the rows of 1 or 4 pins (each worth 1): (1) rows of 1, 4 and 5 only: lost exactly when that count is odd; (2) no row of 5 or 25 and an even number of rows of 9, 12 and 17: lost exactly when the rows of 1, 4 and 20 are odd in number; (3) rows of 1, 4, 9 and 12 only, an even number of 1s and 4s, and an odd number of 9s with no 12 or one 12 with no 9: lost; (4) one row of 25, no 5: lost with rows of 1, 4 and 9 only besides, odd in number each; won with an even number of 9s, 12s and 17s and an odd number of 1s, 4s and 20s; (5) otherwise as in normal play.',
];

/** The theory, and the coach's words drawn from it. */
export interface KaylesMisere<Params> extends MisereTheory<BreakPosition<Params>, BreakMove> {
	/** The coach's words for a move that left `after` to a winning opponent: what it left, and the rule that makes it won. */
	lost(after: BreakPosition<Params>): CoachNote;
}

/**
 * The Sibert–Conway theory for Kayles: outcome, a winning move and the
 * explanation, for positions of any size (rows are bigints). `kayles` is
 * the normal-play game (its moves, words and normal winning moves), and
 * `value` its value of a row of n.
 */
export function kaylesMisere<Params>(kayles: BreakGame<Params>, value: (n: bigint) => number): KaylesMisere<Params> {
	const small: number[] = Array.from({length: 2 * smallRow + 1}, (_, n) => value(BigInt(n)));
	const smallTop = BigInt(small.length);
	const rowValue = (n: bigint): number => (n < smallTop ? small[Number(n)]! : value(n));
	const tallies = new WeakMap<object, Tally>();

	/** The last position tallied row by row: a position one move from it is tallied from its tally. */
	let anchor: {readonly heaps: readonly bigint[]; readonly tally: Tally} | null = null;

	function tally(p: BreakPosition<Params>): Tally {
		let known = tallies.get(p);
		if (known === undefined) {
			known = (anchor === null ? null : derived(anchor.heaps, anchor.tally, p.heaps)) ?? tallyOf(p.heaps);
			tallies.set(p, known);
		}
		return known;
	}

	/**
	 * The tally of `heaps` from the tally of `from` when they differ in one
	 * row replaced by at most two (a move): one pass of comparisons instead
	 * of valuing every row, so the positions a search or a defence weighs
	 * after each move of a long position cost little. Null otherwise.
	 */
	function derived(from: readonly bigint[], t: Tally, heaps: readonly bigint[]): Tally | null {
		const grow = heaps.length - from.length;
		if (grow < -1 || grow > 1) return null;
		const common = Math.min(from.length, heaps.length);
		let i = 0;
		while (i < common && from[i] === heaps[i]) i++;
		if (i === from.length) return null;
		let j = from.length - 1;
		let k = heaps.length - 1;
		while (j > i && k >= i && from[j] === heaps[k]) {
			j--;
			k--;
		}
		if (j !== i) return null;
		return after(t, from[i]!, heaps.slice(i, k + 1));
	}

	function tallyOf(heaps: readonly bigint[]): Tally {
		let nimSum = 0;
		let ordinary = 0;
		const tame = new Array<number>(largestTame + 1).fill(0);
		for (const h of heaps) {
			if (h <= 0n) continue;
			if (h <= tameTop) {
				const n = Number(h);
				nimSum ^= small[n]!;
				if (isTame[n]) {
					tame[n]!++;
					continue;
				}
			} else nimSum ^= rowValue(h);
			ordinary++;
		}
		const t = {nimSum, ordinary, tame};
		anchor = {heaps, tally: t};
		return t;
	}

	/** The tally after replacing a row of h by the rows `leave`. */
	function after(t: Tally, h: bigint, leave: readonly bigint[]): Tally {
		const tame = t.tame.slice();
		let {nimSum, ordinary} = t;
		const change = (n: bigint, by: 1 | -1) => {
			// An empty row is no row.
			if (n <= 0n) return;
			nimSum ^= rowValue(n);
			if (n <= tameTop && isTame[Number(n)]) tame[Number(n)]! += by;
			else ordinary += by;
		};
		change(h, -1);
		for (const n of leave) change(n, 1);
		return {nimSum, ordinary, tame};
	}

	/** Every way to break a row of n (n small): knock down 1 or 2, leaving nothing, one row or two. */
	function* breaks(n: number): Iterable<{take: bigint; leave: bigint[]}> {
		for (const take of [1, 2]) {
			const m = n - take;
			if (m < 0) continue;
			if (m === 0) yield {take: BigInt(take), leave: []};
			else {
				yield {take: BigInt(take), leave: [BigInt(m)]};
				for (let a = 1; 2 * a <= m; a++) yield {take: BigInt(take), leave: [BigInt(a), BigInt(m - a)]};
			}
		}
	}

	function winningMove(p: BreakPosition<Params>): BreakMove | null {
		const t = tally(p);
		if (decide(t).outcome === 'P') return null;
		// Normal play's own move first, where it wins misère play too: the rule is normal play's wherever an ordinary row is left.
		const usual = kayles.winningMove(p);
		if (usual !== null && decide(after(t, p.heaps[usual.heap]!, usual.leave)).outcome === 'P') return usual;
		// A row of up to 52 may break into tame rows only: every way to break it is weighed.
		const seen = new Set<bigint>();
		for (let i = 0; i < p.heaps.length; i++) {
			const h = p.heaps[i]!;
			if (h <= 0n || h > BigInt(smallRow) || seen.has(h)) continue;
			seen.add(h);
			for (const way of breaks(Number(h))) if (decide(after(t, h, way.leave)).outcome === 'P') return {heap: i, ...way};
		}
		// A longer row always leaves an ordinary one, so normal play decides: bring the nim-sum to 0.
		for (let i = 0; i < p.heaps.length; i++) {
			const h = p.heaps[i]!;
			if (h <= BigInt(smallRow) || seen.has(h)) continue;
			seen.add(h);
			const v = rowValue(h);
			if ((v ^ t.nimSum) >= v) continue;
			const move = kayles.moveToGrundy({...p, heaps: [h]}, BigInt(v ^ t.nimSum));
			if (move !== null) return {...move, heap: i};
		}
		return null;
	}

	return {
		outcome: p => decide(tally(p)).outcome,
		winningMove,
		lost(after) {
			const t = tally(after);
			if (after.heaps.every(h => h <= 0n)) return {key: 'kaylesMisereLast'};
			return {key: 'kaylesMisereLeft', values: {rows: rowsNote(after.heaps, t), rule: ruleNote(t, decide(t), after.heaps)}};
		},
		explain: p => englishLines(reasons(p)),
		reasons,
	};

	/** Why the position is won or lost, as data: each row's class, the rule that decides, and a move that leaves a lost position. */
	function reasons(p: BreakPosition<Params>): ReasonLine[] {
		const t = tally(p);
		const decision = decide(t);
		const lines: ReasonLine[] = [{key: 'kaylesMisereRule'}, {key: 'kaylesSibertConway'}];
		const rows = p.heaps.filter(h => h > 0n);
		if (rows.length === 0) {
			lines.push({key: 'kaylesMisereWon'});
			return lines;
		}
		lines.push(...classLines(p.heaps, t));
		lines.push({key: decision.outcome === 'P' ? 'kaylesRuleLoses' : 'kaylesRuleWins', values: {rule: ruleReason(t, decision, p.heaps)}});
		const move = winningMove(p);
		if (move !== null) {
			const leftRows = p.heaps.slice();
			leftRows.splice(move.heap, 1, ...move.leave);
			const left = tallyOf(leftRows);
			lines.push({
				key: 'kaylesMisereMove',
				values: {
					move: {key: 'capital', values: {text: kayles.moveReason!(p, move)}},
					rows: noteReason(rowsNote(leftRows, left)),
					rule: ruleReason(left, decide(left), leftRows),
				},
			});
		} else if (decision.outcome === 'P') {
			lines.push({key: 'kaylesMisereEveryMove'});
		}
		return lines;
	}

	/** Each row's class: its value, and whether it is tame (one line a row up to 12 rows, else counted). */
	function classLines(heaps: readonly bigint[], t: Tally): Reason[] {
		const rows = heaps.map((h, i) => [h, i] as const).filter(([h]) => h > 0n);
		const kind = (h: bigint): Reason => ({key: h <= tameTop && isTame[Number(h)] ? 'kaylesClassTame' : 'kaylesClassOrdinary'});
		if (rows.length <= 12)
			return rows.map(([h, i]) => ({key: h === 1n ? 'kaylesClassPin' : 'kaylesClassPins', values: {row: i + 1, pins: h, value: rowValue(h), kind: kind(h)}}));
		const counts = tameSizes.filter(n => t.tame[n]! > 0).map((n): Reason => ({key: 'kaylesTameCount', values: {count: t.tame[n]!, size: n}}));
		const tame: Reason = counts.length === 0 ? {key: 'kaylesNoneTame'} : {key: 'kaylesTameCounts', values: {counts}};
		return [
			{
				key: 'kaylesClassMany',
				values: {count: rows.length.toLocaleString('en-US'), ordinary: t.ordinary.toLocaleString('en-US'), tame, sum: t.nimSum},
			},
		];
	}
}

/** The explanation's words for the coach's notes on the rule: the same English, in the explanations' catalog. */
const noteKeys: Readonly<Partial<Record<CoachKey, ReasonKey>>> = {
	kaylesNoRow: 'kaylesNoRow',
	kaylesRow: 'kaylesRow',
	kaylesRows: 'kaylesRows',
	kaylesManyRows: 'kaylesManyRows',
	kaylesNimZero: 'kaylesNimZero',
	kaylesNimSum: 'kaylesNimSum',
	kaylesAgainst: 'kaylesAgainst',
	kaylesOrdinary: 'kaylesOrdinary',
	kaylesSmall: 'kaylesSmall',
	kaylesEvenFours: 'kaylesEvenFours',
	kaylesNines: 'kaylesNines',
	kaylesNinesTwelve: 'kaylesNinesTwelve',
	kaylesTwentyFiveLost: 'kaylesTwentyFiveLost',
	kaylesTwentyFiveWon: 'kaylesTwentyFiveWon',
	kaylesTame: 'kaylesTame',
};

/** A coach's note on the rule as an explanation's reason (a plural by its count). */
function noteReason(note: CoachNote): Reason {
	const values: Record<string, ReasonValue> = {};
	for (const [name, value] of Object.entries(note.values ?? {})) values[name] = typeof value === 'object' ? noteReason(value) : value;
	const key = note.key === 'kaylesSmall' && values['count'] === 1 ? 'kaylesSmallOne' : noteKeys[note.key];
	if (key === undefined) throw new Error(`no reason for the note ${note.key}`);
	return {key, values};
}

/** The rule that decides, as a sentence begins. */
function ruleReason(t: Tally, d: Decision, heaps: readonly bigint[]): Reason {
	return {key: 'capital', values: {text: noteReason(ruleNote(t, d, heaps))}};
}

/** Why the rule gives this outcome, in its own terms, as data (the coach's words, lower case). */
function ruleNote(t: Tally, d: Decision, heaps: readonly bigint[]): CoachNote {
	const n = t.tame;
	const ones = n[1]! + n[4]!;
	const normal: CoachNote = t.nimSum === 0 ? {key: 'kaylesNimZero'} : {key: 'kaylesNimSum', values: {sum: t.nimSum}};
	const against: CoachNote | '' = (d.outcome === 'P') !== (t.nimSum === 0) ? {key: 'kaylesAgainst', values: {sum: t.nimSum}} : '';
	switch (d.part) {
		case 'ordinary':
			return {key: 'kaylesOrdinary', values: {row: heaps.find(h => h > 0n && !(h <= tameTop && isTame[Number(h)]))!, normal}};
		case 'small':
			return {key: 'kaylesSmall', values: {count: ones, against}};
		case 'even-fours':
			return {key: 'kaylesEvenFours', values: {fours: n[9]! + n[12]! + n[17]!, ones: ones + n[20]!, against}};
		case 'nines':
			return n[12] === 0 ? {key: 'kaylesNines', values: {ones, nines: n[9]!, against}} : {key: 'kaylesNinesTwelve', values: {ones, against}};
		case 'twenty-five':
			return d.outcome === 'P'
				? {key: 'kaylesTwentyFiveLost', values: {nines: n[9]!, ones, against}}
				: {key: 'kaylesTwentyFiveWon', values: {ones: ones + n[20]!, against}};
		case 'tame':
			return {key: 'kaylesTame', values: {normal}};
	}
}

/** "rows 1 1 11 11", or a count for many rows; "no row" when none is left: as data. */
function rowsNote(heaps: readonly bigint[], t: Tally): CoachNote {
	const rows = heaps.filter(h => h > 0n);
	if (rows.length === 0) return {key: 'kaylesNoRow'};
	if (rows.length <= 12) return {key: rows.length === 1 ? 'kaylesRow' : 'kaylesRows', values: {rows: rows.join(' ')}};
	return {
		key: 'kaylesManyRows',
		values: {count: rows.length.toLocaleString('en-US'), ordinary: t.ordinary.toLocaleString('en-US'), sum: t.nimSum},
	};
}
