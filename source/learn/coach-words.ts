/**
 * The idea behind a losing move, in the game's own theory and with its
 * numbers: what the move left that the winning rule says not to leave. The
 * coach says it when a move hands the win over, and the course can say it
 * of any such move.
 *
 * Every number comes from the engine's theory of the position after the move
 * (its Grundy value, or the parts' values, or the misère rule); where the
 * engine knows no value (beyond a game's search bound, or misère play
 * decided by search alone), nothing is said rather than a guess.
 */
import type {AnyGame} from '../engine/types.js';
import {isWythoffPair} from '../engine/games/wythoff.js';
import type {Part, SumPosition} from '../engine/games/sum.js';
import {coinValue, type CoinsPosition} from '../engine/games/coins.js';
import {lampValue, type CornersPosition} from '../engine/games/corners.js';
import {greedyParts, type TakeawayPosition} from '../engine/takeaway.js';

/** Who made the move, as the note names them: "you" / "your", "the computer" / "the computer's". */
export interface Voice {
	readonly who: string;
	readonly whose: string;
}

const you: Voice = {who: 'you', whose: 'your'};

/** The voice for a mover named `name`: "You" is spoken to, anyone else spoken of ("Computer" → "the computer"). */
export function voiceOf(name: string): Voice {
	if (name === 'You') return you;
	const who = name === 'Computer' ? 'the computer' : name;
	return {who, whose: `${who}'s`};
}

/** More values than this are summed up as their total alone. */
const maxTerms = 5;

/** Terms longer than this in all are summed up as their total alone. */
const maxTermsText = 40;

/** "2 ⊕ 4 ⊕ 5 = 3", or just "3" when there are too many terms (or one, or long ones). */
function nimSumText(values: readonly bigint[], total: bigint): string {
	const terms = values.join(' ⊕ ');
	if (values.length < 2 || values.length > maxTerms || terms.length > maxTermsText) return total.toString();
	return `${terms} = ${total}`;
}

function xor(values: readonly bigint[]): bigint {
	return values.reduce((a, b) => a ^ b, 0n);
}

interface Heaps {
	readonly heaps: readonly bigint[];
	readonly params?: {readonly max?: bigint | null; readonly set?: unknown};
}

function hasHeaps(p: unknown): p is Heaps {
	return typeof p === 'object' && p !== null && Array.isArray((p as Heaps).heaps);
}

/** The values of the non-empty heaps of a heap-family position, each valued alone; null where one is unknown. */
function heapValues(game: AnyGame, p: Heaps): bigint[] | null {
	const values: bigint[] = [];
	for (const h of p.heaps) {
		if (h === 0n) continue;
		const v = game.grundy({...p, heaps: [h]});
		if (v === null) return null;
		values.push(v);
	}
	return values;
}

function pairText(p: readonly bigint[]): string {
	return `(${p[0]}, ${p[1]})`;
}

/** Misère Nim: with every heap worth 0 or 1, the count of 1s; otherwise the nim-sum, as in normal play. */
function misereNim(after: Heaps, v: Voice): string {
	const cap = after.params?.max ?? null;
	const residues = after.heaps.map(h => (cap === null ? h : h % (cap + 1n)));
	if (after.heaps.every(h => h === 0n)) return `${v.who} took the last token, and in misère play the last token loses`;
	if (residues.every(r => r <= 1n)) {
		const ones = residues.filter(r => r === 1n).length;
		const heaps = `${ones} heap${ones === 1 ? '' : 's'} ${cap === null ? 'of' : 'worth'} 1`;
		return `${v.who} left ${heaps}, an even number: once no heap is worth more than 1, leave an odd number of them`;
	}
	const of = cap === null ? '' : ` of the heap values (size mod ${cap + 1n})`;
	const text = nimSumText(
		residues.filter((_, i) => after.heaps[i] !== 0n),
		xor(residues),
	);
	return `with a heap worth more than 1 left, misère play is normal play: the nim-sum${of} after ${v.whose} move was ${text}, not 0`;
}

function misereNote(game: AnyGame, after: unknown, v: Voice): string | null {
	if (game.id === 'nim' && hasHeaps(after)) return misereNim(after, v);
	if (game.id === 'bash') {
		const p = after as {heap: bigint; max: bigint};
		if (p.heap === 0n) return `${v.who} took the last token, and in misère play the last token loses`;
		return `${v.who} left ${p.heap}, not 1 more than a multiple of ${p.max + 1n}`;
	}
	if (game.id === 'wythoff' && hasHeaps(after)) {
		return `${v.who} left ${pairText(after.heaps)}, not one of misère Wythoff's losing pairs: (0, 1), (2, 2), then the golden pairs from (3, 5) on`;
	}
	// Decided by search: no rule with numbers to quote.
	return null;
}

/** What a position of each family is made of, for "the nim-sum of the …'s values". */
function partsWord(game: AnyGame): string {
	const noun = game.human.noun ?? game.human.key.replace(/s$/, '');
	return `${noun}s`;
}

function normalNote(game: AnyGame, before: unknown, after: unknown, v: Voice): string | null {
	switch (game.id) {
		case 'bash': {
			const p = after as {heap: bigint; max: bigint};
			return `${v.who} left ${p.heap}, not a multiple of ${p.max + 1n}`;
		}
		case 'nim': {
			if (!hasHeaps(after)) return null;
			const values = heapValues(game, after);
			const total = game.grundy(after);
			if (values === null || total === null) return null;
			const cap = after.params?.max ?? null;
			const of = cap === null ? '' : ` of the heap values (size mod ${cap + 1n})`;
			return `the nim-sum${of} after ${v.whose} move was ${nimSumText(values, total)}, not 0`;
		}
		case 'wythoff': {
			if (!hasHeaps(after) || !hasHeaps(before)) return null;
			const best = game.winningMove(before);
			if (best === null) return `${v.who} left ${pairText(after.heaps)}, not a golden pair (⌊kφ⌋, ⌊kφ⌋ + k)`;
			const pair = (game.apply(before, best) as Heaps).heaps;
			return isWythoffPair(pair[0]!, pair[1]!) ? `${pairText(pair)} was a golden pair; ${v.who} left ${pairText(after.heaps)}, not one` : null;
		}
		case 'sum': {
			const parts = (after as SumPosition).parts;
			const values = parts.map((part: Part) => part.game.grundy(part.position) as bigint | null);
			const total = game.grundy(after);
			if (total === null || values.some(v => v === null)) return null;
			return `the nim-sum of the parts' values was ${nimSumText(values as bigint[], total)}, not 0`;
		}
		case 'fibonacci':
		case 'ktimes': {
			const p = after as TakeawayPosition;
			try {
				const parts = greedyParts(p.heap, p.k);
				const z = parts[parts.length - 1];
				if (z === undefined || parts.length > 8) return null;
				const sum = parts.length > 1 ? ` = ${parts.join(' + ')}` : '';
				return `${v.who} left ${p.heap}${sum}: the opponent may take its smallest part, ${z}`;
			} catch {
				return null;
			}
		}
		default:
			break;
	}
	const total = game.grundy(after);
	if (total === null) return null;
	switch (game.id) {
		case 'staircase':
			return `the nim-sum of the odd steps (the counted gaps) after ${v.whose} move was ${total}, not 0`;
		case 'coins': {
			const p = after as CoinsPosition;
			const values: bigint[] = [];
			for (const [i, c] of [...p.coins].entries()) if (c === 'H') values.push(BigInt(coinValue(p.rule, p.k, i + 1)));
			return `the heads after ${v.whose} move were worth ${nimSumText(values, total)}, not 0`;
		}
		case 'corners': {
			// A lamp on an edge (x or y = 0) is worth 0 and adds nothing.
			const values = (after as CornersPosition).lit.map(lampValue).filter(v => v !== 0n);
			return `the lit lamps after ${v.whose} move were worth ${nimSumText(values, total)} (x ⊗ y each), not 0`;
		}
		case 'tree':
			return `by the colon principle ${v.whose} move left a forest worth ${total}, not 0`;
		default:
			break;
	}
	// Heaps and rows valued one by one (subtraction games, prime Nim, breaking games).
	if (hasHeaps(after)) {
		const values = heapValues(game, after);
		if (values !== null && values.length > 1) return `${v.whose} move left ${partsWord(game)} worth ${nimSumText(values, total)}, not 0`;
	}
	return `${v.whose} move left a position of value ${total}, not 0`;
}

/**
 * Why the move from `before` to `after` lost the win, in the words and
 * numbers of the game's theory ("the nim-sum after ${v.whose} move was 3, not 0",
 * "you left 7, not a multiple of 4"), lower case, without a full stop; null
 * where the theory has no number to give (misère play decided by search, a
 * value beyond the search bound). Meant for a move that handed a won position
 * over: it describes what the move left. It speaks to the player ("you"),
 * or of another mover given as `voice`.
 */
export function conceptNote(game: AnyGame, before: unknown, after: unknown, misere: boolean, voice: Voice = you): string | null {
	try {
		return misere ? misereNote(game, after, voice) : normalNote(game, before, after, voice);
	} catch {
		return null;
	}
}
