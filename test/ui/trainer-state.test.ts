/**
 * The trainer's reducer: every puzzle is a won position (checked against the
 * brute-force solver where it can reach), the winning moves listed are all of
 * them, answers are graded right / assisted / missed, the streak and the best
 * streak follow, larger sizes make larger positions, and each puzzle is
 * chosen near the learner's rating, moved by the easier/harder setting.
 */
import {beforeAll, describe, expect, it, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {seeded} from '../../source/engine/random.js';
import {bruteSolve, searchable} from '../../source/engine/solver.js';
import type {AnyGame, Json, JsonObject} from '../../source/engine/types.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {
	initTrainer,
	makePuzzle,
	mixedMode,
	puzzleOf,
	sumPartsFor,
	trainerReducer,
	type TrainerAction,
	type TrainerEnv,
	type TrainerState,
} from '../../source/ui/trainer/state.js';
import {trainerAction} from '../../source/ui/trainer/use-trainer-input.js';
import {fullRun} from '../sample.js';
import {parseLearner, type LearnerModel} from '../../source/learn/learner.js';

let env: TrainerEnv;

beforeAll(async () => {
	env = {lookup: lookupGame, board: boardFor, games: games};
});

/** A trainer session posed a given position. */
function posed(json: JsonObject, streak = 0): TrainerState {
	const game = lookupGame(json['game'] as string)!;
	const position = game.parse(json, '');
	const state = initTrainer({env, mode: game.id, seed: 1});
	const puzzle = puzzleOf(env, game, position, 2);
	return {...state, puzzle, pointer: puzzle.board.init(position), streak, bestStreak: streak};
}

function run(state: TrainerState, ...actions: TrainerAction[]): TrainerState {
	return actions.reduce(trainerReducer, state);
}

const play = (move: Json): TrainerAction => ({type: 'play', move});

describe('grading', () => {
	it('a winning move is right: the streak and the best streak rise', () => {
		const s = run(posed({game: 'nim', heaps: [7, 9, 12, 15]}, 2), play({heap: 2, take: 11}));
		expect(s.phase).toBe('feedback');
		expect(s.answer).toEqual({verdict: 'correct', words: 'take 11 from heap 3 (12 → 1)', leaves: null, steps: 0});
		expect(s.streak).toBe(3);
		expect(s.bestStreak).toBe(3);
		expect(s.session).toEqual({answered: 1, correct: 1, assisted: 0});
		expect(s.answers).toBe(1);
	});

	it('lists every winning move: 7 9 12 15 has three', () => {
		const s = posed({game: 'nim', heaps: [7, 9, 12, 15]});
		expect(s.puzzle.complete).toBe(true);
		expect(s.puzzle.winning).toEqual(['take 5 from heap 2 (9 → 4)', 'take 11 from heap 3 (12 → 1)', 'take 13 from heap 4 (15 → 2)']);
		expect(s.puzzle.engineWords).toBe('take 5 from heap 2 (9 → 4)');
		expect(s.puzzle.hint.explanation.join('\n')).toContain('nim-sum');
	});

	it('a losing move is missed: the streak ends, the best stays, the value it leaves is told', () => {
		const s = run(posed({game: 'nim', heaps: [7, 9, 12, 15]}, 4), play({heap: 0, take: 1}));
		expect(s.answer).toEqual({verdict: 'missed', words: 'take 1 from heap 1 (7 → 6)', leaves: 12n, steps: 0});
		expect(s.streak).toBe(0);
		expect(s.bestStreak).toBe(4);
		expect(s.session).toEqual({answered: 1, correct: 0, assisted: 0});
	});

	it('a right answer after the hint is assisted: the streak stays as it was', () => {
		let s = run(posed({game: 'nim', heaps: [3, 4, 5]}, 3), {type: 'hint'});
		expect(s.hintShown).toBe(true);
		expect(s.message?.text).toContain('assisted');
		// Hiding the hint again does not undo having seen it.
		s = run(s, {type: 'hint'}, play({heap: 0, take: 2}));
		expect(s.answer?.verdict).toBe('assisted');
		expect(s.streak).toBe(3);
		expect(s.session).toEqual({answered: 1, correct: 0, assisted: 1});
	});

	it('giving up shows the answer and counts as a miss', () => {
		const s = run(posed({game: 'bash', heap: 21, max: 3}, 5), {type: 'giveUp'});
		expect(s.answer).toEqual({verdict: 'missed', words: null, leaves: null, steps: 0});
		expect(s.streak).toBe(0);
		expect(s.session).toEqual({answered: 1, correct: 0, assisted: 0});
		expect(s.puzzle.winning).toEqual(['take 1 (21 → 20)']);
	});

	it('refuses an illegal move with its reason, and the puzzle stays', () => {
		const s = run(posed({game: 'nim', heaps: [3, 4, 5]}), play({heap: 0, take: 9}));
		expect(s.phase).toBe('puzzle');
		expect(s.message).toEqual({text: 'Not allowed: heap 1 has only 3.', tone: 'error'});
		expect(s.answers).toBe(0);
	});

	it('answers on the board with its own keys (cursor, digits, Enter)', () => {
		let s = posed({game: 'nim', heaps: [7, 9, 12, 15]});
		s = run(s, {type: 'board', key: {kind: 'down'}}, {type: 'board', key: {kind: 'digit', digit: '5'}}, {type: 'board', key: {kind: 'confirm'}});
		expect(s.answer?.words).toBe('take 5 from heap 2 (9 → 4)');
		expect(s.answer?.verdict).toBe('correct');
	});

	it('after an answer, Enter or Space or n brings the next puzzle; board keys do nothing else', () => {
		let s = run(posed({game: 'nim', heaps: [3, 4, 5]}), play({heap: 0, take: 2}));
		const answered = s;
		s = run(s, {type: 'board', key: {kind: 'left'}}, {type: 'hint'}, {type: 'giveUp'});
		expect(s).toEqual(answered);
		s = run(s, {type: 'board', key: {kind: 'confirm'}});
		expect(s.phase).toBe('puzzle');
		expect(s.answer).toBeNull();
		expect(s.hintShown).toBe(false);
		expect(s.posed).toBe(2);
		// 'next' while solving does nothing.
		expect(run(s, {type: 'next'})).toEqual(s);
	});

	it("e shows the hint or the feedback on the whole screen; the board's keys wait meanwhile", () => {
		let s = run(posed({game: 'nim', heaps: [3, 4, 5]}), {type: 'explain'});
		expect(s.full).toBe(false);
		expect(s.message?.text).toBe('Press t for the hint first (it makes the answer assisted).');
		s = run(s, {type: 'hint'}, {type: 'explain'});
		expect(s.full).toBe(true);
		const pointer = s.pointer;
		s = run(s, {type: 'board', key: {kind: 'down'}});
		expect(s.pointer).toBe(pointer);
		s = run(s, {type: 'board', key: {kind: 'confirm'}});
		expect(s.full).toBe(false);
		expect(s.phase).toBe('puzzle');
		s = run(s, play({heap: 0, take: 2}), {type: 'explain'});
		expect(s.full).toBe(true);
		s = run(s, {type: 'board', key: {kind: 'confirm'}});
		expect(s.phase).toBe('puzzle');
		expect(s.full).toBe(false);
	});

	it('Esc leaves when the board has nothing to cancel; q always', () => {
		expect(run(posed({game: 'nim', heaps: [3, 4, 5]}), {type: 'board', key: {kind: 'cancel'}}).leave).toBe(true);
		expect(run(posed({game: 'nim', heaps: [3, 4, 5]}), {type: 'quit'}).leave).toBe(true);
	});

	it('maps keys the same way in both phases, so a burst keeps every key', () => {
		expect(trainerAction('enter')).toEqual({type: 'board', key: {kind: 'confirm'}});
		expect(trainerAction('n')).toEqual({type: 'next'});
		expect(trainerAction('t')).toEqual({type: 'hint'});
		expect(trainerAction('s')).toEqual({type: 'giveUp'});
		expect(trainerAction('i')).toBe('theory');
		expect(trainerAction('7')).toEqual({type: 'board', key: {kind: 'digit', digit: '7'}});
		expect(trainerAction('z')).toBeNull();
		// An answer and "next" in one burst: both act.
		const s = posed({game: 'nim', heaps: [7, 9, 12, 15]});
		const after = ['down', '5', 'enter', 'enter'].map(k => trainerAction(k)).reduce((st, a) => trainerReducer(st, a as TrainerAction), s);
		expect(after.session.correct).toBe(1);
		expect(after.phase).toBe('puzzle');
	});
});

describe('puzzles', () => {
	/** Whether the mover wins, by brute force where affordable, else by the engine. */
	function moverWins(game: AnyGame, position: unknown): boolean {
		if (searchable(game, position, 20_000)) return bruteSolve(game, position, 20_000).outcome === 'N';
		return game.outcome(position) === 'N';
	}

	test.each([...games.map(game => game.id), mixedMode])('%s: always a position the mover wins, with every winning move listed', mode => {
		for (const level of [1, 4, 7, 10]) {
			for (let seed = 0; seed < 4; seed++) {
				const puzzle = makePuzzle(env, mode, level, seeded(1000 * level + seed));
				const {game, position} = puzzle;
				expect(game.moveCount(position)).toBeGreaterThan(0n);
				expect(moverWins(game, position)).toBe(true);
				expect(game.outcome(game.apply(position, game.parseMove(puzzle.engineMove, position, 'move')))).toBe('P');
				if (puzzle.complete) {
					const all: string[] = [];
					for (const m of game.moves(position)) if (game.outcome(game.apply(position, m)) === 'P') all.push(game.describeMove(position, m));
					expect(puzzle.winning).toEqual(all);
					expect(all).toContain(puzzle.engineWords);
				}
				if (mode !== mixedMode) expect(game.id).toBe(mode);
			}
		}
	});

	it('is the same puzzle for the same seed', () => {
		const a = makePuzzle(env, 'coins', 5, seeded(42));
		const b = makePuzzle(env, 'coins', 5, seeded(42));
		expect(a.game.toJSON(a.position)).toEqual(b.game.toJSON(b.position));
	});
});

describe('difficulty', () => {
	it('sums have more parts at higher levels, up to four', () => {
		expect([1, 4, 5, 7, 8, 10].map(sumPartsFor)).toEqual([2, 2, 2, 3, 3, 4]);
	});

	/** The average of a measure over puzzles at a level. */
	function average(mode: string, level: number, measure: (json: JsonObject) => number): number {
		let total = 0;
		const n = 30;
		for (let seed = 0; seed < n; seed++) {
			const p = makePuzzle(env, mode, level, seeded(seed * 7 + 1));
			total += measure(p.game.toJSON(p.position));
		}
		return total / n;
	}

	const heapCount = (json: JsonObject) => (json['heaps'] as unknown[]).length;
	const heapTotal = (json: JsonObject) => (json['heaps'] as number[]).reduce((a, b) => a + b, 0);

	test.each([
		['nim', 'more heaps', heapCount],
		['nim', 'larger heaps', heapTotal],
		['coins', 'longer rows', (json: JsonObject) => (json['coins'] as string).length],
		['tree', 'bigger trees', (json: JsonObject) => (json['parents'] as unknown[]).length],
		['ktimes', 'higher k', (json: JsonObject) => Number(json['k'])],
		['bash', 'larger heaps', (json: JsonObject) => Number(json['heap'])],
		['sum', 'more parts', (json: JsonObject) => (json['parts'] as unknown[]).length],
	] as const)('%s: %s at higher levels', (mode, _what, measure) => {
		expect(average(mode, 9, measure)).toBeGreaterThan(average(mode, 2, measure));
	});

	it('mixed mode brings sums of several games from level 5 on, never before', () => {
		const ids = (level: number) => Array.from({length: 40}, (_, seed) => makePuzzle(env, mixedMode, level, seeded(seed)).game.id);
		expect(ids(2)).not.toContain('sum');
		expect(ids(8)).toContain('sum');
		expect(new Set(ids(2)).size).toBeGreaterThan(5);
	});
});

describe('puzzles chosen for the learner', () => {
	/** A learner rated `rating` (± 60) for one concept. */
	const ratedAt = (concept: string, rating: number): LearnerModel => parseLearner({concepts: {[concept]: {rating, rd: 60, volatility: 0.06}}}).model;
	/** The mean difficulty of the first puzzles of sessions of `mode` for the learner at the setting. */
	function meanDifficulty(mode: string, learner: LearnerModel, setting: 'easier' | 'normal' | 'harder', seeds = 10): number {
		let sum = 0;
		for (let seed = 0; seed < seeds; seed++) sum += initTrainer({env, mode, seed, learner, setting}).puzzle.difficulty.rating;
		return sum / seeds;
	}

	it("poses harder puzzles to a learner rated higher for the game's concept", () => {
		const weak = meanDifficulty('nim', ratedAt('nim-sum', 1100), 'normal');
		const strong = meanDifficulty('nim', ratedAt('nim-sum', 1900), 'normal');
		expect(strong).toBeGreaterThan(weak + 200);
		// The rating of another concept does not matter to Nim.
		expect(meanDifficulty('nim', ratedAt('wythoff', 1900), 'normal')).toBe(meanDifficulty('nim', ratedAt('mex', 1100), 'normal'));
	});

	it('the harder setting poses harder puzzles than the easier one', () => {
		const learner = ratedAt('breaking', 1450);
		expect(meanDifficulty('kayles', learner, 'harder')).toBeGreaterThan(meanDifficulty('kayles', learner, 'easier') + 100);
	});

	it('d cycles the setting, said in a message; the next puzzle is chosen with it and the model last passed in', () => {
		let s = initTrainer({env, mode: 'nim', seed: 5});
		expect(s.setting).toBe('normal');
		s = run(s, trainerAction('d') as TrainerAction);
		expect(s.setting).toBe('harder');
		expect(s.message?.text).toBe('Puzzles harder than your rating from the next puzzle on (d changes it).');
		s = run(s, {type: 'setting'}, {type: 'setting'});
		expect(s.setting).toBe('normal');
		const strong = ratedAt('nim-sum', 2000);
		s = run(s, {type: 'learner', model: strong}, {type: 'giveUp'}, {type: 'next'});
		expect(s.learner).toBe(strong);
		const fresh = initTrainer({env, mode: 'nim', seed: 5, learner: strong});
		expect(s.puzzle.difficulty.rating).toBeGreaterThanOrEqual(1600);
		expect(fresh.puzzle.concept).toBe('nim-sum');
	});

	it('names the concept of each puzzle: sums for a sum, misère for a misère position', () => {
		expect(initTrainer({env, mode: 'sum', seed: 1}).puzzle.concept).toBe('sums');
		expect(initTrainer({env, mode: 'wythoff', seed: 1}).puzzle.concept).toBe('wythoff');
		const nim = lookupGame('nim')!;
		const misere = nim.parse({game: 'nim', heaps: [2, 3], misere: true}, '');
		expect(puzzleOf(env, nim, misere, 2).concept).toBe('misere');
	});
});

describe('random keys', () => {
	const names = [
		'up',
		'down',
		'left',
		'right',
		'enter',
		'space',
		'escape',
		'backspace',
		't',
		's',
		'e',
		'n',
		'd',
		'q',
		'i',
		'x',
		'0',
		'1',
		'3',
		'9',
		'k',
		'j',
		'h',
		'l',
	];

	it('never throw, and every graded answer is right exactly when it leaves a lost position', () => {
		const rng = seeded(99);
		let graded = 0;
		for (const mode of ['nim', 'coins', 'tree', 'sum', 'corners', 'staircase', 'graph', mixedMode]) {
			let s = initTrainer({env, mode, seed: 3});
			// 400 keys a mode in the full run, 150 in the sample.
			for (let i = 0; i < (fullRun ? 400 : 150); i++) {
				const action = trainerAction(names[Math.floor(rng() * names.length)]!);
				if (action === null || action === 'theory') continue;
				if (action.type === 'quit') continue;
				const before = s;
				s = trainerReducer(s, action);
				if (s.answers > before.answers && s.answer?.words) {
					expect(s.puzzle).toBe(before.puzzle);
					// The list holds every winning move: an answer is right exactly when it is on it.
					if (before.puzzle.complete) expect(before.puzzle.winning.includes(s.answer.words)).toBe(s.answer.verdict !== 'missed');
				}
				if (s.answers > before.answers) graded++;
				s = {...s, leave: false};
			}
		}
		expect(graded).toBeGreaterThan(20);
	});
});
