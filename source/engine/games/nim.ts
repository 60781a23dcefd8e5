/**
 * Nim (Bouton 1902). Heaps of tokens; a move takes k ≥ 1 from one heap.
 * - Normal play: g = h1 XOR ... XOR hn; P iff the nim-sum is 0.
 * - With a cap K per move ("max"): a heap is worth h mod (K+1), then XOR.
 * - Misère (the last mover loses): if every heap is 0 or 1, P iff the number
 *   of 1-heaps is odd; otherwise P iff the nim-sum is 0. The winning move
 *   copies normal play unless it would leave only heaps of 0 and 1: then it
 *   leaves an odd number of 1-heaps. With a cap K the same rule holds for the
 *   heaps taken mod K + 1 (checked by brute force).
 * Sources: Winning Ways ch. 2 and 13; the seed notes' 7 9 12 15 example.
 */
import type {CoachNote, Theory} from '../types.js';
import {intToJson, join, readBool, readInt} from '../input.js';
import {misereParam} from '../misere.js';
import {defineHeapGame, type HeapGame, type HeapMove, type HeapPosition} from '../heaps.js';
import {nimSum} from '../nimber.js';
import {heapValues, nimSumText, nonEmptyHeaps} from '../learning.js';
import {closedPeriod, formula} from '../family.js';
import {phrase} from '../rule-words.js';
import {englishLines, type Reason} from '../reasons.js';

export interface NimParams {
	readonly max: bigint | null;
	readonly misere: boolean;
}

export type NimPosition = HeapPosition<NimParams>;

const normal = defineHeapGame<NimParams>({
	id: 'nim',
	name: 'Nim',
	summary: 'take any number from one heap',
	rules:
		'Several heaps of tokens. A move takes one or more tokens from a single heap (at most K with a cap). Whoever takes the last token wins (in misère play, loses).',
	params: [
		{
			key: 'max',
			flag: 'max',
			type: 'integer',
			min: 1n,
			description: 'a cap: the most one move may take from a heap',
			label: 'Cap K (most per move)',
			placeholder: 'none',
		},
		// The shared switch, named for the tokens these games take.
		{...misereParam, label: 'Misère (last token loses)'},
	],
	parseParams(json, path) {
		const max = json['max'] === undefined ? null : readInt(json['max'], join(path, 'max'), 1n);
		return {max, misere: readBool(json['misere'], join(path, 'misere'))};
	},
	paramsToJSON: p => ({...(p.max === null ? {} : {max: intToJson(p.max)}), ...(p.misere ? {misere: true} : {})}),
	*takes(n, p) {
		const top = p.max !== null && p.max < n ? p.max : n;
		for (let t = 1n; t <= top; t++) yield t;
	},
	takeCount: (n, p) => (p.max !== null && p.max < n ? p.max : n),
	// Every amount from 1 to the heap (or the cap): the next one is a step away.
	nextTake(n, t, dir, p) {
		const top = p.max !== null && p.max < n ? p.max : n;
		const next = dir === 1 ? t + 1n : t - 1n > top ? top : t - 1n;
		return next >= 1n && next <= top ? next : null;
	},
	whyIllegal: (_n, t, p) => (p.max !== null && t > p.max ? phrase('move_atMostAtOnce', {max: p.max}) : null),
	heapGrundy: (n, p) => (p.max === null ? n : n % (p.max + 1n)),
	takeToValue(n, v, p) {
		if (p.max === null) return n - v;
		const r = n % (p.max + 1n);
		return r - v;
	},
	valueRule: p => (p.max === null ? 'Each heap is worth its size' : `With a cap of ${p.max}, a heap of h is worth h mod ${p.max + 1n} (like Bash)`),
	valuesAreSizes: p => p.max === null,
	valueReason: p => ({key: 'valueCapped', values: {cap: p.max ?? 0n, m: (p.max ?? 0n) + 1n}}),
	example: '7 9 12 15',
	examples: [
		{label: 'Four heaps: 7 9 12 15', position: {game: 'nim', heaps: [7, 9, 12, 15]}},
		{label: 'Three heaps 3 4 5', position: {game: 'nim', heaps: [3, 4, 5]}},
		{label: 'A losing start: 1 2 3', position: {game: 'nim', heaps: [1, 2, 3]}},
		{label: 'Capped: 10 12 15, at most 3 a move', position: {game: 'nim', heaps: [10, 12, 15], max: 3}},
		{label: 'Misère: 1 1 3', position: {game: 'nim', heaps: [1, 1, 3], misere: true}},
	],
	randomParams: () => ({max: null, misere: false}),
	// A heap of n is worth n, or with a cap K, n mod (K + 1).
	family: {
		values: 'nimbers',
		form: ({params: {max}}) => (max === null ? {closedForm: formula('G(n) = n')} : closedPeriod(0n, max + 1n, formula(`G(n) = n mod ${max + 1n}`))),
	},
});

/** A heap's residue: its size, or with a cap K its size mod K + 1 (its Grundy value). */
function residue(h: bigint, p: NimPosition): bigint {
	return p.params.max === null ? h : h % (p.params.max + 1n);
}

function residues(p: NimPosition): bigint[] {
	return p.heaps.map(h => residue(h, p));
}

/** Whether every heap's residue is 0 or 1 (the end-game of misère Nim). */
function onlySmallResidues(p: NimPosition): boolean {
	return residues(p).every(r => r <= 1n);
}

function ones(p: NimPosition): number {
	return residues(p).filter(r => r === 1n).length;
}

/**
 * Misère Nim, with or without a cap: with every residue 0 or 1, P iff the
 * number of residues 1 is odd; otherwise P iff the nim-sum of the residues is
 * 0 (the cap's residues are the Bash values; checked by brute force).
 */
function misereOutcome(p: NimPosition): 'N' | 'P' {
	if (onlySmallResidues(p)) return ones(p) % 2 === 1 ? 'P' : 'N';
	return normal.grundy(p) === 0n ? 'P' : 'N';
}

function misereWinningMove(p: NimPosition): HeapMove | null {
	if (misereOutcome(p) === 'P') return null;
	const r = residues(p);
	if (onlySmallResidues(p)) {
		// An even number of residues 1: make it odd, by taking 1 from a residue 1,
		// or, with a cap K, taking K from a full heap of residue 0 (leaving residue 1).
		const one = r.indexOf(1n);
		if (one >= 0) return {heap: one, take: 1n};
		const full = p.heaps.findIndex(h => h > 0n);
		return full < 0 || p.params.max === null ? null : {heap: full, take: p.params.max};
	}
	const big = r.filter(x => x > 1n).length;
	if (big === 1) {
		// The only residue above 1: bring it to 0 or 1 so that an odd number of residues 1 remain.
		const i = r.findIndex(x => x > 1n);
		const keep = ones(p) % 2 === 1 ? 0n : 1n;
		return {heap: i, take: r[i]! - keep};
	}
	return normal.winningMove(p);
}

const theory: Theory = {
	rule: 'The player to move loses exactly when the nim-sum (the XOR of the heap sizes) is 0. To win, make it 0: a heap h with h XOR s < h (s the nim-sum) goes down to h XOR s.',
	theorem: [
		"Bouton's theorem. Write the heaps in binary and add them without carrying (XOR): that is the nim-sum. From a nim-sum of 0 every move changes one heap, so some bit changes and the sum is no longer 0. From a non-zero sum s, any heap with a 1 at the top bit of s becomes h XOR s, which is smaller: a legal take that leaves the sum 0. The empty position has sum 0 and its player to move has lost, so the positions of sum 0 are exactly the lost ones.",
		"The Sprague-Grundy theorem makes this the rule of every game in the arcade: each impartial position is worth a Nim heap, its Grundy value g = mex of its options' values (mex: the least non-negative integer not among them), and a sum of games is worth the XOR of its parts. A Nim heap of n is worth n.",
		"With a cap of K per move a heap of h is worth h mod (K+1), as in Bash's game. Misère Nim (the last token loses): play as in normal Nim until your move would leave only heaps of 0 and 1; then leave an odd number of 1-heaps. With only heaps of 0 and 1, the player to move loses exactly when the number of 1-heaps is odd.",
	],
	sources:
		'C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of Mathematics 3 (1902); Berlekamp, Conway, Guy, Winning Ways, ch. 2 and 13.',
};

export const nim: HeapGame<NimParams> = {
	...normal,
	theory,
	isMisere: p => p.params.misere,
	grundy: p => (p.params.misere ? null : normal.grundy(p)),
	outcome: p => (p.params.misere ? misereOutcome(p) : normal.outcome(p)),
	winningMove: p => (p.params.misere ? misereWinningMove(p) : normal.winningMove(p)),
	moveToGrundy: (p, target) => (p.params.misere ? null : normal.moveToGrundy(p, target)),
	grundyAfter: (p, m) => (p.params.misere ? null : normal.grundyAfter!(p, m)),
	reasons: p => (p.params.misere ? misereReasons(p) : (normal.reasons?.(p) ?? null)),
	explain: p => (p.params.misere ? englishLines(misereReasons(p)) : normal.explain(p)),
	// For the course, the coach and the puzzles.
	concept: 'nim-sum',
	partCount: nonEmptyHeaps,
	coach: {
		lost(_before, after): CoachNote | null {
			const values = heapValues(after, q => nim.grundy(q));
			const total = nim.grundy(after);
			if (values === null || total === null) return null;
			const cap = after.params.max;
			const sum = nimSumText(values, total);
			return cap === null ? {key: 'nimLost', values: {sum}} : {key: 'nimLostCapped', values: {sum, m: cap + 1n}};
		},
		lostMisere: misereWords,
	},
};

/** Why a misère position is won or lost, as data: the count of heaps of 1 once no heap is bigger, else the nim-sum. */
function misereReasons(p: NimPosition): Reason[] {
	const cap = p.params.max;
	const m = cap === null ? 0n : cap + 1n;
	const lines: Reason[] = [{key: 'nimMisereRule'}];
	const small: Reason = cap === null ? {key: 'nimSmall'} : {key: 'nimSmallCapped', values: {m, cap}};
	if (onlySmallResidues(p)) {
		const count = ones(p);
		if (cap === null) lines.push({key: count === 1 ? 'nimMisereOne' : 'nimMisereOnes', values: {count}});
		else lines.push({key: count === 1 ? 'nimMisereOneCapped' : 'nimMisereOnesCapped', values: {count, m}});
		lines.push({key: count % 2 === 1 ? 'nimMisereOdd' : p.heaps.every(h => h === 0n) ? 'nimMisereWon' : 'nimMisereEven'});
	} else {
		const sum = normal.grundy(p)!;
		const r = residues(p);
		const big = r.filter(x => x > 1n).length;
		const more: Reason = {key: cap === null ? 'nimMore' : 'nimMoreCapped'};
		if (big === 1) {
			// The exception: the one move that leaves only heaps of 0 and 1.
			const i = r.findIndex(x => x > 1n);
			const count = ones(p);
			lines.push({key: cap === null ? 'nimMisereOnlyOne' : 'nimMisereOnlyOneCapped', values: {heap: i + 1, more, small}});
			const heaps: Reason = {key: `${cap === null ? 'nimHeapsOf' : 'nimHeapsWorth'}${count === 1 ? 'One' : 'Many'}`, values: {count}};
			const to = (k: number): Reason => ({key: cap === null ? 'nimTakeDown' : 'nimBringDown', values: {heap: i + 1, k}});
			lines.push(count % 2 === 1 ? {key: 'nimOthersOdd', values: {heaps, to: to(0)}} : {key: 'nimOthersEven', values: {heaps, to: to(1), making: count + 1}});
		} else {
			lines.push({key: 'nimMisereMany', values: {big, more, small, sum}});
			lines.push({key: 'nimMisereLater', values: {more}});
			if (sum === 0n) lines.push({key: 'nimMisereZero'});
		}
	}
	const move = misereWinningMove(p);
	if (move !== null) lines.push({key: 'winningMoveIs', values: {move: normal.moveReason!(p, move)}});
	return lines;
}

/** Misère Nim: with every heap worth 0 or 1, the count of 1s; otherwise the nim-sum, as in normal play. */
function misereWords(after: NimPosition): CoachNote {
	const cap = after.params.max;
	const residues = after.heaps.map(h => (cap === null ? h : h % (cap + 1n)));
	if (after.heaps.every(h => h === 0n)) return {key: 'nimMisereLast'};
	if (residues.every(r => r <= 1n)) {
		const count = residues.filter(r => r === 1n).length;
		return {key: cap === null ? 'nimMisereOnes' : 'nimMisereOnesCapped', values: {count}};
	}
	const sum = nimSumText(
		residues.filter((_, i) => after.heaps[i] !== 0n),
		nimSum(residues),
	);
	return cap === null ? {key: 'nimMisereNormal', values: {sum}} : {key: 'nimMisereNormalCapped', values: {sum, m: cap + 1n}};
}
