/** The trainer's numbers, as a learner reads them: no contradictions, mixed mode counts mixed answers, and the puzzle's difficulty and setting are in view. */
import {describe, expect, it} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {emptyStats} from '../../source/progress/progress.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {lineText} from '../../source/ui/lines.js';
import {pickLines, trainerLines} from '../../source/ui/trainer/layout.js';
import {initTrainer, mixedMode, trainerReducer} from '../../source/ui/trainer/state.js';
import {setLanguage} from '../../source/i18n/language.js';

const size = {columns: 100, rows: 30};
const text = (lines: ReturnType<typeof pickLines>) => lines.map(lineText).join('\n');

describe('the trainer list', () => {
	it('shows no "best streak 0" beside right answers given in mixed puzzles', () => {
		const entries = [
			{mode: mixedMode, name: 'Mixed', stats: emptyStats, bestStreak: 3},
			{mode: 'wythoff', name: 'Wythoff', stats: {...emptyStats, answered: 1, correct: 1}, bestStreak: 0},
			{mode: 'nim', name: 'Nim', stats: {...emptyStats, answered: 2, correct: 1}, bestStreak: 1},
			{mode: 'bash', name: 'Bash', stats: {...emptyStats, answered: 2, correct: 0}, bestStreak: 0},
		];
		const frame = text(pickLines(entries, 0, size));
		expect(frame).toMatch(/Wythoff +100% right \(1\/1\)$/m);
		expect(frame).toMatch(/Nim +50% right \(1\/2\) · best streak 1$/m);
		expect(frame).toMatch(/Bash +0% right \(0\/2\) · best streak 0$/m);
	});
});

describe('the mixed trainer header', () => {
	it("counts this session's mixed answers, not the puzzle game's saved ones", () => {
		const env = {lookup: lookupGame, board: boardFor, games};
		const state = initTrainer({env, mode: mixedMode, seed: 7});
		const gameStats = {game: {...emptyStats, answered: 9, correct: 9}, bestStreak: 0};
		const fresh = text(trainerLines(state, gameStats, size));
		expect(fresh).toContain('this session: no answers yet');
		expect(fresh).not.toContain('9/9');
		// Wide enough for the counts beside the whole seed (the title gives way first, then the counts).
		const answered = text(trainerLines({...state, session: {answered: 4, correct: 3, assisted: 1}}, gameStats, size));
		expect(answered).toMatch(/^ Mixed · \S.* · seed 7 +streak 0 · best 0 · this session: 75% right \(3\/4, 1 assisted\) $/m);
		const narrow = text(trainerLines({...state, session: {answered: 4, correct: 3, assisted: 1}}, gameStats, {columns: 80, rows: 24}));
		expect(narrow).toMatch(/ · seed 7 +streak 0 · best 0 · this session: 75% right $/m);
	});
});

describe('the trainer header', () => {
	const env = {lookup: lookupGame, board: boardFor, games};

	it.each([
		{columns: 80, rows: 24},
		{columns: 100, rows: 30},
		{columns: 60, rows: 16},
	])('shows a long seed whole at %j, shortening the rest first', size => {
		const seed = 1_795_599_912_345;
		const state = initTrainer({env, mode: mixedMode, seed});
		const header = text([trainerLines({...state, session: {answered: 4, correct: 3, assisted: 1}}, {game: emptyStats, bestStreak: 12}, size)[0]!]);
		expect(header).toContain(`seed ${seed}`);
		expect(header.length).toBeLessThanOrEqual(size.columns);
	});

	it('keeps the title beside a long seed when there is no answer yet to count', () => {
		const state = initTrainer({env, mode: 'nim', seed: 1_795_608_807_490});
		const header = text([trainerLines(state, {game: emptyStats, bestStreak: 0}, {columns: 80, rows: 24})[0]!]);
		expect(header).toMatch(/^ Trainer · Nim · seed 1795608807490 +streak 0 · best 0( · no answers yet)? $/);
	});

	it('keeps everything where there is room', () => {
		const state = initTrainer({env, mode: 'nim', seed: 7});
		const header = text([trainerLines(state, {game: emptyStats, bestStreak: 0}, size)[0]!]);
		expect(header).toMatch(/^ Trainer · Nim · seed 7 +streak 0 · best 0 · no answers yet $/);
	});
});

describe('the puzzle chosen for the learner, on screen', () => {
	const env = {lookup: lookupGame, board: boardFor, games};

	it('shows the difficulty and the setting beside the question, the d key in the footer, the rating after an answer', () => {
		let state = initTrainer({env, mode: 'nim', seed: 3});
		const stats = {game: emptyStats, bestStreak: 0, rating: {concept: 'nim-sum' as const, rating: 1561.4, rd: 289.6}};
		const posed = trainerLines(state, stats, size).map(lineText);
		expect(posed[1]).toMatch(new RegExp(`find a winning move\\. +difficulty: ${state.puzzle.difficulty.rating}, normal $`));
		expect(posed.at(-1)).toContain('d puzzles normal');
		state = trainerReducer(trainerReducer(state, {type: 'setting'}), {type: 'giveUp'});
		// After an answer, even 80 columns keep the d key.
		const answered = trainerLines(state, stats, {columns: 80, rows: 24}).map(lineText);
		expect(answered[1]).toMatch(/^ Enter: the next puzzle · nim-sum rating ~1561 ± 290 +difficulty: \d+, harder $/);
		expect(answered.at(-1)).toContain('d puzzles harder');
		// A settled rating (its RD at most 150) has no mark.
		const settled = trainerLines(state, {...stats, rating: {...stats.rating, rd: 120}}, {columns: 80, rows: 24}).map(lineText);
		expect(settled[1]).toMatch(/ · nim-sum rating 1561 ± 120 +difficulty: \d+, harder $/);
		// In Chinese the concept is named as the Stats screen names it, not by its id.
		setLanguage('zh-CN');
		try {
			expect(trainerLines(state, stats, {columns: 80, rows: 24}).map(lineText)[1]).toContain(' · Nim 和 · 等级分 ~1561 ± 290');
		} finally {
			setLanguage('en');
		}
		// Too narrow for both: the question stays whole, the difficulty goes.
		const narrow = trainerLines(trainerReducer(state, {type: 'next'}), stats, {columns: 60, rows: 16}).map(lineText);
		expect(narrow[1]).toBe(' You are to move and you can win: find a winning move.');
	});
});
