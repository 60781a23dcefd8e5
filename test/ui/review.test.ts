/**
 * The move review: mistakes are marked exactly where a won position was
 * handed over (checked against the brute-force solver on every move of
 * random small games), remoteness matches the solver, and the chart and the
 * timeline fit the window.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {seeded} from '../../source/engine/random.js';
import {bruteSolve} from '../../source/engine/solver.js';
import type {Json, JsonObject} from '../../source/engine/types.js';
import {linesText, lineWidth} from '../../source/ui/lines.js';
import {matchReducer, recordOf, teacherState, type MatchState, type Opponent} from '../../source/ui/match/state.js';
import {chooseComputerMove} from '../../source/engine/computer.js';
import {chartColumns, sparkline, valueChart} from '../../source/ui/review/chart.js';
import {reviewLines, timelineLines} from '../../source/ui/review/layout.js';
import {remotenessText, reviewOf, reviewSearchable, valueText, type Review} from '../../source/ui/review/review.js';
import {newMatch, screen} from './helpers.js';

beforeAll(async () => {});

/** Plays the moves (as JSON) in turn for both sides, between friends or against a computer that is given the moves too. */
function played(json: JsonObject, moves: readonly Json[], opponent: Opponent = 'friend'): MatchState {
	let state = newMatch(json, {opponent});
	for (const move of moves) {
		// The computer's turns are played as given, like a friend's.
		state = {...state, phase: state.phase === 'computer' ? 'human' : state.phase};
		state = matchReducer(state, {type: 'play', move});
	}
	return state;
}

describe('mistakes', () => {
	it('marks the move that handed the win over, and names who received it', () => {
		// 3 4 5 (nim-sum 2): taking 1 from heap 0 leaves 2 4 5 (nim-sum 3), a mistake; the computer
		// answers 1 from heap 0 (1 4 5, nim-sum 0) and keeps the win; 1 from heap 2 from there is lost anyway.
		let state = played(
			{game: 'nim', heaps: [3, 4, 5]},
			[
				{heap: 0, take: 1},
				{heap: 0, take: 1},
				{heap: 2, take: 1},
			],
			'perfect',
		);
		let review = reviewOf(recordOf(state));
		expect(review.rows.map(r => r.verdict)).toEqual(['mistake', 'kept', 'lost']);
		expect(review.rows[0]!.note).toBe('this handed the win to the computer');
		expect(review.rows[0]!.better).toBe('take 2 from heap 1 (3 → 1)');
		expect(review.rows[1]!.note).toBeNull();
		expect(review.rows.map(r => [valueText(r.before), valueText(r.after)])).toEqual([
			['2', '3'],
			['3', '0'],
			['0', '1'],
		]);
		expect(review.mistakes).toEqual([1, 0]);
		// 2 4 5 → 2 4 4 (nim-sum 2): the computer's mistake; 2 4 4 → 2 0 4 (nim-sum 6): yours again.
		state = played(
			{game: 'nim', heaps: [3, 4, 5]},
			[
				{heap: 0, take: 1},
				{heap: 2, take: 1},
				{heap: 1, take: 4},
			],
			'perfect',
		);
		review = reviewOf(recordOf(state));
		expect(review.rows.map(r => r.verdict)).toEqual(['mistake', 'mistake', 'mistake']);
		expect(review.rows[1]!.note).toBe('this handed the win to you');
		expect(review.rows.map(r => [valueText(r.before), valueText(r.after)])).toEqual([
			['2', '3'],
			['3', '2'],
			['2', '6'],
		]);
		expect(review.mistakes).toEqual([2, 1]);
		expect(review.names).toEqual(['You', 'Computer']);
	});

	it("a move from a lost position is no mistake; the computer's own mistakes are marked too", () => {
		// 1 2 3 is lost for the mover: whatever you do is "lost", not a mistake.
		const state = played(
			{game: 'nim', heaps: [1, 2, 3]},
			[
				{heap: 0, take: 1},
				{heap: 1, take: 1},
			],
			'level:4',
		);
		const review = reviewOf(recordOf(state));
		expect(review.rows[0]!.verdict).toBe('lost');
		expect(review.rows[0]!.note).toBeNull();
		// 0 2 3 (nim-sum 1): taking 1 from heap 1 leaves 0 1 3 (nim-sum 2): the computer's mistake.
		expect(review.rows[1]!.verdict).toBe('mistake');
		expect(review.rows[1]!.note).toBe('this handed the win to you');
	});

	it('between friends names the players', () => {
		// 10 → 9 and 9 → 7: neither leaves a multiple of 4.
		const state = played({game: 'bash', heap: 10, max: 3}, [{take: 1}, {take: 2}]);
		const review = reviewOf(recordOf(state));
		expect(review.rows.map(r => r.verdict)).toEqual(['mistake', 'mistake']);
		expect(review.rows[0]!.note).toBe('this handed the win to Player 2');
		expect(review.rows[1]!.note).toBe('this handed the win to Player 1');
	});

	it('names the idea each mistake missed, of whoever made it, and the lesson on it', () => {
		// 3 4 5: you leave 2 4 5 (nim-sum 3); the computer leaves 2 4 4 (nim-sum 2).
		const state = played(
			{game: 'nim', heaps: [3, 4, 5]},
			[
				{heap: 0, take: 1},
				{heap: 2, take: 1},
			],
			'perfect',
		);
		const review = reviewOf(recordOf(state));
		expect(review.rows.map(r => r.idea)).toEqual([
			'the nim-sum after your move was 2 ⊕ 4 ⊕ 5 = 3, not 0',
			"the nim-sum after the computer's move was 2 ⊕ 4 ⊕ 4 = 2, not 0",
		]);
		expect(review.rows.map(r => r.lesson)).toEqual(['lesson 2: Nim and the nim-sum', 'lesson 2: Nim and the nim-sum']);
		const text = linesText(timelineLines(review, 100)).replace(/\s+/g, ' ');
		expect(text).toContain("why: the nim-sum after the computer's move was 2 ⊕ 4 ⊕ 4 = 2, not 0 (lesson 2: Nim and the nim-sum)");
		// Misère Grundy's game is decided by search: no number to quote, the lesson alone.
		const searched = reviewOf(recordOf(played({game: 'grundy', heaps: [5, 4], misere: true}, [{heap: 1, leave: [1, 3]}])));
		expect(searched.rows[0]!.verdict).toBe('mistake');
		expect(searched.rows[0]!.idea).toBeNull();
		expect(linesText(timelineLines(searched, 100))).toContain('see lesson 13: Misère play');
		// A move that is no mistake has neither.
		const kept = reviewOf(recordOf(played({game: 'nim', heaps: [3, 4, 5]}, [{heap: 0, take: 2}])));
		expect([kept.rows[0]!.idea, kept.rows[0]!.lesson]).toEqual([null, null]);
	});

	it('agrees with the brute-force solver on every move of random small games', () => {
		const rng = seeded(5);
		for (const id of ['nim', 'wythoff', 'coins', 'tree', 'staircase', 'subtraction', 'fibonacci', 'graph', 'corners']) {
			const game = lookupGame(id)!;
			for (let g = 0; g < 3; g++) {
				const start = game.random(rng, 2);
				let state = newMatch(game.toJSON(start), {opponent: 'friend'});
				for (let turn = 0; turn < 12 && state.phase !== 'over'; turn++) {
					const moves = [...game.moves(state.position)];
					const move = moves[Math.floor(rng() * moves.length)];
					state = matchReducer(state, {type: 'play', move: game.moveToJSON(move)});
				}
				const review = reviewOf(recordOf(state));
				for (const row of review.rows) {
					const turn = state.history[row.number - 1]!;
					const before = bruteSolve(game, turn.before);
					const after = bruteSolve(game, game.apply(turn.before, turn.move));
					const expected = before.outcome === 'P' ? 'lost' : after.outcome === 'P' ? 'kept' : 'mistake';
					expect(row.verdict, `${id} ${JSON.stringify(game.toJSON(turn.before))} ${row.words}`).toBe(expected);
				}
			}
		}
	});
});

describe("the teacher's giveback", () => {
	it('is marked as given on purpose, not counted a mistake', () => {
		// nim 1 2 4 8: taking 7 from the heap of 8 hands the win over; the teacher hands it back.
		let state = newMatch({game: 'nim', heaps: [1, 2, 4, 8]}, {opponent: 'teacher:1'});
		state = matchReducer(state, {type: 'play', move: {heap: 3, take: 7}});
		const move = chooseComputerMove(state.config.game, state.position, state.config.opponent, 0.5, 0.5, teacherState(state) ?? undefined);
		state = matchReducer(state, {type: 'computer', serial: state.serial, move});
		const review = reviewOf(recordOf(state));
		expect(review.rows[0]!.verdict).toBe('mistake');
		expect(review.rows[1]!.verdict).toBe('mistake');
		expect(review.rows[1]!.note).toBe('the teacher gave the win back, on purpose');
		expect(review.mistakes).toEqual([1, 0]);
	});
});

describe('remoteness', () => {
	it('is the solver\'s "win in N" / "lose in N" for every position of a small game', () => {
		const state = played({game: 'nim', heaps: [2, 3]}, [
			{heap: 1, take: 1},
			{heap: 0, take: 1},
			{heap: 1, take: 1},
		]);
		const review = reviewOf(recordOf(state));
		expect(review.searched).toBe(true);
		const positions = [...state.history.map(t => t.before), state.position];
		review.positions.forEach((f, i) => {
			const solved = bruteSolve(state.config.game, positions[i]);
			expect(f.outcome).toBe(solved.outcome);
			expect(f.remoteness).toBe(solved.remoteness);
		});
		// 2 3: take 1 from heap 1, then the loser delays (2 2 → 1 2 → 1 1 → 0 1 → 0 0): win in 5.
		expect(remotenessText(review.positions[0]!)).toBe('win in 5');
		expect(remotenessText(review.positions[1]!)).toBe('lose in 4');
		expect(remotenessText(review.positions[3]!)).toBe('lose in 2');
	});

	it('is left out where the game is too large to search, and the review says so', () => {
		const state = played({game: 'nim', heaps: [30, 31, 29, 27]}, [{heap: 0, take: 1}]);
		expect(reviewSearchable(state.config.game, state.history[0]!.before)).toBe(false);
		const review = reviewOf(recordOf(state));
		expect(review.searched).toBe(false);
		expect(review.positions.every(f => f.remoteness === null)).toBe(true);
		expect(remotenessText(review.positions[0]!)).toBe('winning');
		const text = linesText(reviewLines(review, {title: 'Nim', status: 'in progress'}, 0, screen).lines);
		expect(text).toContain('(too big to time: grades say won or lost only)');
	});

	it('can be skipped on request (the end screen)', () => {
		const state = played({game: 'nim', heaps: [2, 3]}, [{heap: 1, take: 1}]);
		expect(reviewOf(recordOf(state), {remoteness: false}).searched).toBe(false);
	});

	it('misère positions have no value but still an outcome', () => {
		const state = played({game: 'nim', heaps: [1, 1, 3], misere: true}, [{heap: 2, take: 3}]);
		const review = reviewOf(recordOf(state));
		expect(review.rows[0]!.before.grundy).toBeNull();
		expect(valueText(review.rows[0]!.before)).toBe('W');
		expect(review.rows[0]!.verdict).toBe('mistake');
	});

	it("misère review's column names stay apart", () => {
		const state = played({game: 'nim', heaps: [1, 1, 3], misere: true}, [{heap: 2, take: 3}]);
		for (const searched of [true, false]) {
			const text = linesText(reviewLines(reviewOf(recordOf(state), {remoteness: searched}), {title: 'Nim', status: 'over'}, 0, screen).lines);
			const header = text.split('\n').find(l => /\bwho\b/.test(l) && /\bmove\b/.test(l))!;
			expect(header).toMatch(/move +outcome( +(best play|mover was))?( +grade)?$/);
		}
	});
});

describe('the review screen', () => {
	let review: Review;
	beforeAll(() => {
		const state = played(
			{game: 'nim', heaps: [3, 4, 5]},
			[
				{heap: 0, take: 1},
				{heap: 0, take: 1},
				{heap: 2, take: 1},
				{heap: 0, take: 1},
				{heap: 1, take: 4},
				{heap: 2, take: 4},
			],
			'perfect',
		);
		review = reviewOf(recordOf(state));
	});

	it('shows every move with its values, marks and remoteness, and the chart', () => {
		const {lines} = reviewLines(review, {title: 'Nim · you vs computer (perfect)', status: 'The computer won in 6 moves'}, 0, {columns: 80, rows: 30});
		expect(lines).toHaveLength(29);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
		const text = linesText(lines);
		expect(text).toContain(' Review · Nim · you vs computer (perfect)');
		expect(text).toContain('The computer won in 6 moves');
		expect(text).toMatch(/1 You +take 1 from heap 1 \(3 → 2\) +2 → 3 +win in 11 +✗ gave the win away\n/);
		expect(text).toContain('mistake: this handed the win to the computer · winning was: take 2 from');
		expect(text).toMatch(/2 Computer +take 1 from heap 1 \(2 → 1\) +3 → 0 +win in 11 +✓ fastest\n/);
		expect(text).toMatch(/3 You +take 1 from heap 3 \(5 → 4\) +0 → 1 +lose in 10 +· delayed best\n/);
		expect(text).toMatch(/5 You +take 4 from heap 2 \(4 → 0\) +0 → 4 +lose in 8 +· gave up 3 sooner\n/);
		expect(text).toMatch(/6 Computer +take 4 from heap 3 \(4 → 0\) +4 → 0 +win in 1 +✓ fastest\n/);
		expect(text).toMatch(/ +who +move +value +best play +grade\n/);
		expect(text).toContain("slower, sooner: in the mover's own moves");
		expect(text).toContain('Mistakes (✗): You 1.');
		expect(text).toContain('Grundy value for the player to move; · = lost');
		expect(text).toContain('end: You have no move left');
	});

	it('scrolls the timeline within the window', () => {
		const small = {columns: 60, rows: 16};
		const first = reviewLines(review, {title: 'Nim', status: 'over'}, 0, small);
		expect(first.lines).toHaveLength(15);
		expect(first.maxOffset).toBeGreaterThan(0);
		const last = reviewLines(review, {title: 'Nim', status: 'over'}, 999, small);
		expect(linesText(last.lines)).toContain('end: You have no move left');
		expect(linesText(first.lines)).not.toContain('end: You have no move left');
		for (const l of [...first.lines, ...last.lines]) expect(lineWidth(l)).toBeLessThanOrEqual(60);
	});

	it('says so when there is nothing to review yet', () => {
		const empty = reviewOf(recordOf(newMatch({game: 'nim', heaps: [3, 4, 5]})));
		expect(linesText(reviewLines(empty, {title: 'Nim', status: 'in progress'}, 0, screen).lines)).toContain('No move has been made yet');
	});

	it("the timeline puts each mistake's note under its move", () => {
		const text = linesText(timelineLines(review, 80));
		const lines = text.split('\n');
		const at = lines.findIndex(l => l.includes('take 1 from heap 1 (3 → 2)'));
		expect(lines[at + 1]).toContain('mistake: this handed the win to the computer');
	});
});

describe('the value chart', () => {
	let review: Review;
	beforeAll(() => {
		const state = played(
			{game: 'nim', heaps: [3, 4, 5]},
			[
				{heap: 0, take: 1},
				{heap: 0, take: 1},
				{heap: 2, take: 1},
			],
			'perfect',
		);
		review = reviewOf(recordOf(state));
	});

	it('has a column per position: the value for the mover, and the mistakes', () => {
		expect(chartColumns(review).map(c => [Number(c.value), c.mover, c.mistake])).toEqual([
			[2, 0, false],
			[3, 1, true],
			[0, 0, false],
			[1, 1, false],
		]);
	});

	it('draws bars (· for a lost position), the axis, ✗ marks and a legend', () => {
		const text = linesText(valueChart(review, {width: 80, height: 4}));
		expect(text).toBe(
			[' 3 │  █', '   │▅ █', '   │█ █   ▃', '   │█ █ · █', ' 0 └────────', '      ✗', '    start → end · Grundy value for the player to move; · = lost'].join(
				'\n',
			),
		);
	});

	it('squeezes a long game into the width, and uses a log scale for huge values', () => {
		const long = {
			...review,
			positions: Array.from({length: 300}, (_, i) => ({outcome: 'N' as const, grundy: BigInt(i) ** 9n, remoteness: null})),
			movers: Array.from({length: 300}, (_, i) => (i % 2) as 0 | 1),
			rows: [],
		};
		const lines = valueChart(long, {width: 60, height: 3});
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(60);
		expect(linesText(lines)).toMatch(/start → end · log scale · \d+ moves a column/);
		expect(linesText(lines)).toMatch(/^ +2\^74 │/);
		expect(sparkline(long, 30).length).toBeLessThanOrEqual(30);
	});
});

describe('a fast-forwarded end', () => {
	it('marks the moves played by fast-forward, which are best play: no mistakes, remoteness counting down', () => {
		let state = newMatch({game: 'nim', heaps: [5, 6, 7, 9]}, {hints: true});
		state = matchReducer(state, {type: 'play', move: state.hint!.move!});
		expect(state.pending?.kind).toBe('concede');
		state = matchReducer(state, {type: 'yes'});
		const review = reviewOf(recordOf(state));
		expect(review.rows[0]!.auto).toBe(false);
		expect(review.rows.slice(1).every(r => r.auto)).toBe(true);
		expect(review.mistakes).toEqual([0, 0]);
		expect(review.rows.slice(1).map(r => r.before.remoteness)).toEqual(review.rows.slice(1).map((_, i) => review.rows.length - 1 - i));
		const text = linesText(timelineLines(review, 80)).replace(/\s+/g, ' ');
		expect(text).toContain('fast-forwarded from here, after the computer conceded: best play on both sides');
		expect(text.split('fast-forwarded').length).toBe(2);
	});
});
