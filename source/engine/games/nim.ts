/**
 * Nim (Bouton 1902). Heaps of tokens; a move takes k ≥ 1 from one heap.
 * - Normal play: g = h1 XOR ... XOR hn; P iff the nim-sum is 0.
 * - With a cap K per move ("max"): a heap is worth h mod (K+1), then XOR.
 * - Misère (the last mover loses; not with a cap): if every heap is 0 or 1,
 *   P iff the number of 1-heaps is odd; otherwise P iff the nim-sum is 0.
 *   The winning move copies normal play unless it would leave only heaps of
 *   0 and 1: then it leaves an odd number of 1-heaps.
 * Sources: Winning Ways ch. 2 and 13; the seed notes' 7 9 12 15 example.
 */
import {InputError, type Theory} from '../types.js';
import {intToJson, join, readBool, readInt} from '../input.js';
import {defineHeapGame, type HeapGame, type HeapMove, type HeapPosition} from '../heaps.js';

export interface NimParams {
	readonly max: bigint | null;
	readonly misere: boolean;
}

export type NimPosition = HeapPosition<NimParams>;

const normal = defineHeapGame<NimParams>({
	id: 'nim',
	name: 'Nim',
	summary: 'take any number from one heap',
	rules: 'Several heaps of tokens. A move takes one or more tokens from a single heap (at most K with a cap). Whoever takes the last token wins (in misère play, loses).',
	params: [
		{key: 'max', flag: 'max', type: 'integer', min: 1n, description: 'a cap: the most one move may take from a heap', label: 'Cap K (most per move)', placeholder: 'none'},
		{key: 'misere', flag: 'misere', type: 'boolean', description: 'misère play: whoever makes the last move loses', label: 'Misère (last token loses)', placeholder: 'off'},
	],
	parseParams(json, path) {
		const max = json['max'] === undefined ? null : readInt(json['max'], join(path, 'max'), 1n);
		const misere = readBool(json['misere'], join(path, 'misere'));
		if (misere && max !== null) throw new InputError(`${join(path, 'misere')} is supported only for nim without "max"`);
		return {max, misere};
	},
	paramsToJSON: p => ({...(p.max === null ? {} : {max: intToJson(p.max)}), ...(p.misere ? {misere: true} : {})}),
	*takes(n, p) {
		const top = p.max !== null && p.max < n ? p.max : n;
		for (let t = 1n; t <= top; t++) yield t;
	},
	takeCount: (n, p) => (p.max !== null && p.max < n ? p.max : n),
	whyIllegal: (_n, t, p) => (p.max !== null && t > p.max ? `at most ${p.max} may be taken at once` : null),
	heapGrundy: (n, p) => (p.max === null ? n : n % (p.max + 1n)),
	takeToValue(n, v, p) {
		if (p.max === null) return n - v;
		const r = n % (p.max + 1n);
		return r - v;
	},
	valueRule: p => (p.max === null ? 'Each heap is worth its size' : `With a cap of ${p.max}, a heap of h is worth h mod ${p.max + 1n} (like Bash)`),
	valuesAreSizes: p => p.max === null,
	example: '7 9 12 15',
	examples: [
		{label: 'Four heaps: 7 9 12 15', position: {game: 'nim', heaps: [7, 9, 12, 15]}},
		{label: 'Three heaps 3 4 5', position: {game: 'nim', heaps: [3, 4, 5]}},
		{label: 'A losing start: 1 2 3', position: {game: 'nim', heaps: [1, 2, 3]}},
		{label: 'Capped: 10 12 15, at most 3 a move', position: {game: 'nim', heaps: [10, 12, 15], max: 3}},
		{label: 'Misère: 1 1 3', position: {game: 'nim', heaps: [1, 1, 3], misere: true}},
	],
	randomParams: () => ({max: null, misere: false}),
});

function onlySmallHeaps(p: NimPosition): boolean {
	return p.heaps.every(h => h <= 1n);
}

function ones(heaps: readonly bigint[]): number {
	return heaps.filter(h => h === 1n).length;
}

function misereOutcome(p: NimPosition): 'N' | 'P' {
	if (onlySmallHeaps(p)) return ones(p.heaps) % 2 === 1 ? 'P' : 'N';
	return normal.grundy(p) === 0n ? 'P' : 'N';
}

function misereWinningMove(p: NimPosition): HeapMove | null {
	if (misereOutcome(p) === 'P') return null;
	if (onlySmallHeaps(p)) {
		const i = p.heaps.findIndex(h => h === 1n);
		return i < 0 ? null : {heap: i, take: 1n};
	}
	const big = p.heaps.filter(h => h > 1n).length;
	if (big === 1) {
		// The only big heap: leave it at 0 or 1 so that an odd number of 1-heaps remain.
		const i = p.heaps.findIndex(h => h > 1n);
		const others = ones(p.heaps) ;
		const keep = others % 2 === 1 ? 0n : 1n;
		return {heap: i, take: p.heaps[i]! - keep};
	}
	return normal.winningMove(p);
}

const theory: Theory = {
	rule: 'The player to move loses exactly when the nim-sum (the XOR of the heap sizes) is 0. To win, make it 0: a heap h with h XOR s < h (s the nim-sum) goes down to h XOR s.',
	theorem: [
		'Bouton\'s theorem. Write the heaps in binary and add them without carrying (XOR): that is the nim-sum. From a nim-sum of 0 every move changes one heap, so some bit changes and the sum is no longer 0. From a non-zero sum s, any heap with a 1 at the top bit of s becomes h XOR s, which is smaller: a legal take that leaves the sum 0. The empty position has sum 0 and its player to move has lost, so the positions of sum 0 are exactly the lost ones.',
		'The Sprague-Grundy theorem makes this the rule of every game in the arcade: each impartial position is worth a Nim heap, its Grundy value g = mex of its options\' values (mex: the least non-negative integer not among them), and a sum of games is worth the XOR of its parts. A Nim heap of n is worth n.',
		'With a cap of K per move a heap of h is worth h mod (K+1), as in Bash\'s game. Misère Nim (the last token loses): play as in normal Nim until your move would leave only heaps of 0 and 1; then leave an odd number of 1-heaps. With only heaps of 0 and 1, the player to move loses exactly when the number of 1-heaps is odd.',
	],
	sources: 'C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of Mathematics 3 (1902); Berlekamp, Conway, Guy, Winning Ways, ch. 2 and 13.',
};

export const nim: HeapGame<NimParams> = {
	...normal,
	theory,
	isMisere: p => p.params.misere,
	grundy: p => (p.params.misere ? null : normal.grundy(p)),
	outcome: p => (p.params.misere ? misereOutcome(p) : normal.outcome(p)),
	winningMove: p => (p.params.misere ? misereWinningMove(p) : normal.winningMove(p)),
	moveToGrundy: (p, target) => (p.params.misere ? null : normal.moveToGrundy(p, target)),
	explain(p) {
		if (!p.params.misere) return normal.explain(p);
		const lines = ['Misère Nim: whoever takes the last token loses.'];
		if (onlySmallHeaps(p)) {
			const count = ones(p.heaps);
			lines.push(`Every heap is 0 or 1, so the heaps are simply taken in turn: ${count} heap${count === 1 ? '' : 's'} of 1.`);
			lines.push(count % 2 === 1
				? 'An odd number: the player to move takes the last token in the end and loses.'
				: count === 0 ? 'The opponent took the last token: the player to move has won.' : 'An even number: take one, leave an odd number, and the opponent takes the last token.');
			return lines;
		}
		const sum = normal.grundy(p)!;
		lines.push(`Some heap is bigger than 1, so play as in normal Nim (the nim-sum is ${sum}) until the move that would leave only heaps of 0 and 1:`);
		lines.push('there, leave an odd number of 1-heaps instead.');
		const move = misereWinningMove(p);
		if (move === null) lines.push('The nim-sum is 0: the player to move loses.');
		else lines.push(`Winning move: take ${move.take} from heap ${move.heap} (${p.heaps[move.heap]} → ${p.heaps[move.heap]! - move.take}).`);
		return lines;
	},
};
