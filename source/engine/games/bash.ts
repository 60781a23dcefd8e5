/**
 * Bash's game. One heap of n; a move takes 1..m. g(n) = n mod (m+1): leave
 * the opponent a multiple of m+1. Misère (the last mover loses): P iff
 * n mod (m+1) = 1.
 * Sources: the seed notes (巴士博弈); Winning Ways ch. 4 (subtraction games).
 */
import type {Game, Tense, Theory} from '../types.js';
import {randInt} from '../random.js';
import {misereParam} from '../misere.js';
import {minBig} from '../bigint.js';
import {expectKeys, expectObject, illegal, inputError, intToJson, join, readBool, readInt} from '../input.js';
import {closedPeriod, formula} from '../family.js';
import {phrase} from '../rule-words.js';
import {englishLines, englishWords, type Reason} from '../reasons.js';

export interface BashPosition {
	readonly heap: bigint;
	readonly max: bigint;
	readonly misere: boolean;
}

export interface BashMove {
	readonly take: bigint;
}

function misereTake(p: BashPosition): bigint | null {
	// Leave a heap ≡ 1 (mod m+1).
	const r = (p.heap - 1n) % (p.max + 1n);
	if (p.heap === 0n || r === 0n) return null;
	return r;
}

const theory: Theory = {
	rule: 'With takes of 1 to m, the player to move loses exactly when the heap is a multiple of m + 1. To win, take n mod (m + 1). (Misère: lost exactly when n mod (m + 1) = 1.)',
	theorem: [
		'Pairing: whatever the opponent takes, t from 1 to m, answer m + 1 − t. Each round then removes exactly m + 1, so a player who faces a multiple of m + 1 faces one again after every round, down to 0, and cannot take the last token. From any other heap, taking n mod (m + 1) hands the opponent a multiple.',
		"As a Grundy value, g(n) = n mod (m + 1): the options of n are the m heaps just below it, whose values are the m residues other than n's own, so the mex is n mod (m + 1). A sum of Bash heaps is played by the XOR of these values. In misère play the same pairing aims at leaving 1 token instead of 0.",
	],
	sources: 'C. G. Bachet de Méziriac, Problèmes plaisants et délectables (1612); Winning Ways, ch. 4 (subtraction games).',
};

function moveReason(p: BashPosition, m: BashMove, tense: Tense = 'present'): Reason {
	return {key: tense === 'present' ? 'moveTake' : 'movedTake', values: {take: m.take, from: p.heap, to: p.heap - m.take}};
}

/** Why, as data: the remainder mod m + 1 (in misère play, of n − 1), and the take that leaves a multiple. */
function bashReasons(p: BashPosition): Reason[] {
	const m = p.max + 1n;
	const rest = p.heap % m;
	if (p.misere) {
		const lines: Reason[] = [{key: 'bashMisereRule', values: {m}}];
		const r = (p.heap - 1n) % m;
		const times = (p.heap - 1n) / m;
		if (p.heap === 0n) lines.push({key: 'bashMisereWon'});
		else if (r === 0n) lines.push({key: 'bashMisereLost', values: {heap: p.heap, m, times}});
		else lines.push({key: 'bashMisereWin', values: {heap: p.heap, m, times, rest: r}});
		return lines;
	}
	return [
		{key: 'bashRule', values: {heap: p.heap, m, rest}},
		rest === 0n ? {key: 'bashLost', values: {heap: p.heap, m}} : {key: 'bashWin', values: {rest, left: p.heap - rest, m}},
	];
}

export const bash: Game<BashPosition, BashMove> = {
	theory,
	id: 'bash',
	name: 'Bash',
	summary: 'one heap, take 1..m',
	rules: 'One heap of tokens. A move takes from 1 to m tokens. Whoever takes the last token wins (in misère play, loses).',
	params: [
		{
			key: 'max',
			flag: 'max',
			type: 'integer',
			required: true,
			min: 1n,
			description: 'm, the most one move may take',
			label: 'm (most per move)',
			placeholder: '3',
		},
		// The shared switch, named for the tokens these games take.
		{...misereParam, label: 'Misère (last token loses)'},
	],
	human: {key: 'heap', kind: 'integer', what: 'heap size', example: '20'},
	verb: {present: 'take', past: 'took'},
	family: {
		dimensions: 1,
		unit: 'a heap of n',
		values: 'nimbers',
		member: n => ({heap: n.toString()}),
		resize: (like, n) => ({...like, heap: n}),
		tabulate:
			({max}) =>
			n =>
				n % (max + 1n),
		form: ({max}) => closedPeriod(0n, max + 1n, formula(`G(n) = n mod ${max + 1n}`)),
	},
	examples: [
		{label: 'The classic: 20 tokens, take 1 to 3', position: {game: 'bash', heap: 20, max: 3}},
		{label: 'A losing start: 21, take 1 to 6', position: {game: 'bash', heap: 21, max: 6}},
		{label: 'Misère: 17, take 1 to 3', position: {game: 'bash', heap: 17, max: 3, misere: true}},
	],
	random(rng, size, like) {
		const max = like?.max ?? BigInt(randInt(rng, 2, 3 + size));
		return {heap: BigInt(randInt(rng, 5, 10 + size * 6)), max, misere: like?.misere ?? false};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'heap', 'max', 'misere']);
		if (json['max'] === undefined) throw inputError(join(path, 'max'), {kind: 'missing', expected: 'a positive integer: the most one move may take'});
		return {
			heap: readInt(json['heap'], join(path, 'heap')),
			max: readInt(json['max'], join(path, 'max'), 1n),
			misere: readBool(json['misere'], join(path, 'misere')),
		};
	},
	toJSON: p => ({game: 'bash', heap: intToJson(p.heap), max: intToJson(p.max), ...(p.misere ? {misere: true} : {})}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['take']);
		const take = readInt(o['take'], join(path, 'take'), 1n);
		if (take > p.max) throw illegal(path, phrase('move_atMost', {max: p.max}));
		if (take > p.heap) throw illegal(path, phrase('move_theHeapHasOnly', {count: p.heap}));
		return {take};
	},
	moveToJSON: m => ({take: intToJson(m.take)}),
	describeMove: (p, m, tense) => englishWords(moveReason(p, m, tense)),
	moveReason,
	*moves(p) {
		const top = minBig(p.heap, p.max);
		for (let t = 1n; t <= top; t++) yield {take: t};
	},
	moveCount: p => minBig(p.heap, p.max),
	apply: (p, m) => ({...p, heap: p.heap - m.take}),
	key: p => `bash:${p.max}:${p.misere ? 'm' : ''}${p.heap}`,
	searchSize: p => p.heap + 1n,
	isMisere: p => p.misere,
	grundy: p => (p.misere ? null : p.heap % (p.max + 1n)),
	outcome(p) {
		if (p.misere) return p.heap % (p.max + 1n) === 1n ? 'P' : 'N';
		return p.heap % (p.max + 1n) === 0n ? 'P' : 'N';
	},
	winningMove(p) {
		if (p.misere) {
			const t = misereTake(p);
			return t === null ? null : {take: t};
		}
		const t = p.heap % (p.max + 1n);
		return t === 0n ? null : {take: t};
	},
	moveToGrundy(p, target) {
		if (p.misere) return null;
		const t = (p.heap % (p.max + 1n)) - target;
		return t > 0n ? {take: t} : null;
	},
	explain: p => englishLines(bashReasons(p)),
	reasons: bashReasons,
	// For the course, the coach and the puzzles.
	concept: 'multiples',
	coach: {
		lost: (_before, after) => ({key: 'bashLost', values: {heap: after.heap, m: after.max + 1n}}),
		lostMisere(after) {
			if (after.heap === 0n) return {key: 'nimMisereLast'};
			return {key: 'bashMisere', values: {heap: after.heap, m: after.max + 1n}};
		},
	},
};
