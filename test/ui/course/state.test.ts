/**
 * The course reducer, driven as a learner would drive it: the pages, the
 * worked example, practice, the mastery check, the placement test and the
 * review, with every answer judged by the engine.
 */
import * as updates from '../../../source/learn/learner.js';
import {describe, expect, it} from 'vitest';
import {lessons, masteryCount, practiceCount} from '../../../source/learn/course.js';
import {exerciseOf, gameOf, outcomeOf} from '../../../source/learn/lesson.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {courseReducer, initCourse, type CourseEnv, type CourseRecord, type CourseState} from '../../../source/ui/course/state.js';
import type {KeyName} from '../../../source/ui/keys.js';
import {courseRecords, recordCourseEvent} from '../../../source/ui/course/records.js';
import {emptyLearner, ratingOf} from '../../../source/learn/learner.js';

const env: CourseEnv = {
	board: boardFor,
	pick: (lesson, kind, level, rng) => ({...exerciseOf(lesson, kind, rng, level), rating: 1000 + 100 * level}),
};

function fresh(): CourseRecord[] {
	return lessons.map((_, i) => ({status: i === 0 ? 'open' : 'locked', rating: null, due: false}));
}

function press(state: CourseState, ...names: KeyName[]): CourseState {
	return names.reduce((s, name) => courseReducer(s, {type: 'key', name}), state);
}

/** Answers the exercise on screen, rightly or not, as the learner would with the keys (a move as the board would give it). */
function answer(state: CourseState, right: boolean): CourseState {
	const exercise = state.run!.exercise!;
	const game = gameOf(exercise.position);
	const p = game.parse(exercise.position, '');
	switch (exercise.kind) {
		case 'outcome': {
			const truth = outcomeOf(exercise);
			return press(state, (truth === 'N') === right ? 'w' : 'l');
		}
		case 'value': {
			const said = right ? exercise.answer! : exercise.answer! + 1n;
			return press(state, ...([...String(said)] as KeyName[]), 'enter');
		}
		case 'move': {
			let chosen: unknown = null;
			for (const m of game.moves(p)) {
				if ((game.outcome(game.apply(p, m)) === 'P') === right) {
					chosen = m;
					break;
				}
			}
			// In a position where every move wins, a wrong answer is not possible: play a winning one.
			chosen ??= game.winningMove(p);
			return courseReducer(state, {type: 'play', move: game.moveToJSON(chosen)});
		}
	}
}

/** Runs a lesson from the map to its result, answering as `knows` says. */
function takeLesson(state: CourseState, index: number, knows: boolean): CourseState {
	let s = press({...state, cursor: index}, 'enter');
	expect(s.run?.phase).toBe('pages');
	for (let i = 0; i < 40 && s.run?.phase !== 'exercise'; i++) s = press(s, 'enter');
	expect(s.run?.phase).toBe('exercise');
	for (let i = 0; i < 40 && s.run?.phase !== 'result'; i++) {
		if (s.run?.phase === 'exercise') s = answer(s, knows);
		else s = press(s, 'enter');
	}
	expect(s.run?.phase).toBe('result');
	return s;
}

describe('the course', () => {
	it('starts on the map at the first lesson not mastered, and refuses a locked lesson naming why', () => {
		let s = initCourse({env, records: fresh(), seed: 1});
		expect(s.cursor).toBe(0);
		s = press(s, 'down', 'enter');
		expect(s.run).toBeNull();
		expect(s.message?.text).toBe('Lesson 2 is locked: lesson 1, Leave a multiple, is the first open one (or pass the placement test, p).');
		// From further down the map, the message still names the first open lesson.
		s = press(s, 'down', 'down', 'down', 'enter');
		expect(s.message?.text).toBe('Lesson 5 is locked: lesson 1, Leave a multiple, is the first open one (or pass the placement test, p).');
	});

	it('steps through the pages with enter and back with ←, then plays the worked example move by move', () => {
		let s = press(initCourse({env, records: fresh(), seed: 1}), 'enter');
		expect(s.events).toEqual([{type: 'lesson', concept: 'multiples', status: 'started'}]);
		s = press(s, 'enter');
		expect(s.run!.page).toBe(1);
		s = press(s, 'left');
		expect(s.run!.page).toBe(0);
		s = press(s, ...Array<KeyName>(lessons[0]!.pages.length).fill('enter'));
		expect(s.run!.phase).toBe('example');
		const steps = s.run!.example.length;
		s = press(s, ...Array<KeyName>(steps - 1).fill('enter'));
		expect(s.run!.step).toBe(steps - 1);
		s = press(s, 'enter');
		expect(s.run!.phase).toBe('exercise');
		expect(s.run!.stage).toBe('practice');
		// Practice meets the lesson's kinds in order.
		expect(s.run!.exercise!.kind).toBe(lessons[0]!.kinds[0]);
	});

	it("a wrong answer gets the right one and the reason in the lesson's terms", () => {
		let s = press(initCourse({env, records: fresh(), seed: 3}), 'enter', 'x');
		expect(s.run!.exercise!.kind).toBe('move');
		s = answer(s, false);
		expect(s.run!.phase).toBe('feedback');
		expect(s.run!.answer!.right).toBe(false);
		expect(s.run!.answer!.expected).toMatch(/^take \d+/);
		expect(s.run!.exercise!.why.join(' ')).toMatch(/multiple of \d+/);
		expect(s.events.at(-1)).toMatchObject({type: 'answer', concept: 'multiples', right: false});
	});

	it('a simulated learner who knows only the first two concepts masters lessons 1 and 2 and stalls on 3', () => {
		let s = initCourse({env, records: fresh(), seed: 11});
		s = takeLesson(s, 0, true);
		expect(s.run!.result!.title).toBe('Lesson 1 mastered');
		s = press(s, 'enter');
		expect(s.cursor).toBe(1);
		expect(s.records[1]!.status).toBe('open');
		s = takeLesson(s, 1, true);
		expect(s.records[1]!.status).toBe('mastered');
		s = press(s, 'enter');
		s = takeLesson(s, 2, false);
		expect(s.run!.result!.title).toBe('Not yet mastered');
		expect(s.records.map(r => r.status).slice(0, 4)).toEqual(['mastered', 'mastered', 'started', 'locked']);
		// Every answer was reported: right for lessons 1–2, wrong for lesson 3.
		const answers = s.events.filter(e => e.type === 'answer');
		const byConcept = (c: string) => answers.filter(e => e.concept === c);
		expect(byConcept('multiples').length).toBe(practiceCount + masteryCount);
		expect(byConcept('multiples').every(e => e.right) && byConcept('nim-sum').every(e => e.right)).toBe(true);
		expect(byConcept('mex').length).toBeGreaterThan(0);
		expect(byConcept('mex').some(e => e.right)).toBe(false);
		// The learner model, fed every event, agrees: ratings rose for what the learner knows and fell for lesson 3.
		const t0 = Date.UTC(2026, 0, 1);
		const model = s.events.reduce((m, e, i) => recordCourseEvent(updates, m, e, t0 + i * 1000), emptyLearner());
		expect(ratingOf(model, 'multiples').rating).toBeGreaterThan(1600);
		expect(ratingOf(model, 'nim-sum').rating).toBeGreaterThan(1600);
		expect(ratingOf(model, 'mex').rating).toBeLessThan(1400);
		expect(
			courseRecords(model, t0)
				.map(r => r.status)
				.slice(0, 4),
		).toEqual(['mastered', 'mastered', 'started', 'locked']);
		// The missed concept is scheduled for review; the known ones are not due.
		expect(
			courseRecords(model, t0 + 3 * 86_400_000)
				.map(r => r.due)
				.slice(0, 3),
		).toEqual([false, false, true]);
		// The failed check can be taken again at once.
		s = press(s, 'enter');
		expect(s.run!.stage).toBe('mastery');
		expect(s.run!.phase).toBe('exercise');
	});

	it('the placement test places out of the lessons answered right and stops at the first miss', () => {
		let s = press(initCourse({env, records: fresh(), seed: 5}), 'p');
		expect(s.run!.stage).toBe('placement');
		for (let i = 0; i < 40 && s.run!.phase !== 'result'; i++) {
			if (s.run!.phase === 'exercise') s = answer(s, s.run!.lesson < 3);
			else s = press(s, 'enter');
		}
		expect(s.run!.result!.lines.join(' ')).toBe('You placed out of 3 lessons. Start at lesson 4, Sums of different games.');
		expect(s.records.map(r => r.status).slice(0, 5)).toEqual(['mastered', 'mastered', 'mastered', 'open', 'locked']);
		s = press(s, 'enter');
		expect(s.run).toBeNull();
		expect(s.cursor).toBe(3);
	});

	it('reviews the concepts that are due, one exercise each, and says when nothing is', () => {
		let s = press(initCourse({env, records: fresh(), seed: 5}), 'r');
		expect(s.message?.text).toMatch(/^Nothing is due for review/);
		const records = fresh().map((r, i) => ({...r, due: i === 1 || i === 4}));
		s = press(initCourse({env, records, seed: 5}), 'r');
		expect(s.run!.stage).toBe('review');
		expect(s.run!.lesson).toBe(1);
		s = press(answer(s, true), 'enter');
		expect(s.run!.lesson).toBe(4);
		s = press(answer(s, false), 'enter');
		expect(s.run!.result!.title).toBe('Review done');
		expect(s.events.filter(e => e.type === 'answer').map(e => [e.concept, e.right])).toEqual([
			['nim-sum', true],
			['periods', false],
		]);
	});

	it('a value is typed in digits; other keys say so; an empty answer is refused', () => {
		let s = press(initCourse({env, records: fresh(), seed: 2}), 'enter', 'x', 'enter');
		// The second practice kind of lesson 1 is "outcome", the third "value": skip ahead by answering.
		while (s.run!.exercise!.kind !== 'value') s = press(answer(s, true), 'enter');
		s = press(s, 'enter');
		expect(s.message?.text).toBe('Type a whole number, then Enter.');
		s = press(s, 'z');
		expect(s.message?.text).toBe('The answer is a whole number: type digits (not "z").');
		s = press(s, '4', '2', 'backspace');
		expect(s.run!.typed).toBe('4');
	});
});

describe("the exercises' setting", () => {
	it('d on the map cycles through harder, easier and near the rating, and every exercise is asked for with it', () => {
		const asked: string[] = [];
		const spy: CourseEnv = {
			...env,
			pick: (lesson, kind, level, rng, setting) => {
				asked.push(setting);
				return env.pick(lesson, kind, level, rng, setting);
			},
		};
		let s = press(initCourse({env: spy, records: fresh(), seed: 1}), 'd');
		expect(s.setting).toBe('harder');
		expect(s.message?.text).toBe('Exercises harder than your rating (d changes it).');
		s = press(s, 'd');
		expect(s.setting).toBe('easier');
		press(s, 'enter', 'x');
		expect(asked).toEqual(['easier']);
	});
});

describe('what an exercise shows', () => {
	it("asks for a golden pair's partner without drawing the pair, and draws it after the answer", async () => {
		const {courseLines} = await import('../../../source/ui/course/layout.js');
		const records = fresh().map(r => ({...r, status: 'open' as const}));
		let s = press(initCourse({env, records, seed: 1}), '8', 'enter', 'x');
		expect(s.run!.exercise!.kind).toBe('value');
		const text = (state: CourseState) =>
			courseLines(state, {columns: 80, rows: 24})
				.map(l => l.map(seg => seg.text).join(''))
				.join('\n');
		expect(text(s)).not.toContain('heap 2 │');
		s = press(s, '1', 'enter');
		expect(text(s)).toContain('heap 2 │');
	});
});

describe("feedback on the learner's own move", () => {
	it("explains a winning move other than the engine's by the pair it leaves, not by the engine's move", async () => {
		const {courseLines} = await import('../../../source/ui/course/layout.js');
		const {wythoff} = await import('../../../source/engine/games/wythoff.js');
		// (5, 7) has two winning moves: to (4, 7) and to (5, 3).
		const position = {game: 'wythoff', heaps: [5, 7]};
		const p = wythoff.parse(position, '');
		const pick: CourseEnv['pick'] = () => ({
			kind: 'move',
			position,
			question: 'Play a winning move.',
			answer: null,
			why: wythoff.explain(p),
			level: 1,
			rating: 1000,
		});
		const records = fresh().map(r => ({...r, status: 'open' as const}));
		const text = (state: CourseState) =>
			courseLines(state, {columns: 100, rows: 40})
				.map(l => l.map(seg => seg.text).join(''))
				.join('\n');
		const engine = wythoff.moveToJSON(wythoff.winningMove(p)!);
		const other = JSON.stringify(engine) === JSON.stringify({take: [1, 0]}) ? {take: [0, 4]} : {take: [1, 0]};
		let s = press(initCourse({env: {...env, pick}, records, seed: 1}), '8', 'enter', 'x');
		s = courseReducer(s, {type: 'play', move: other});
		expect(s.run!.answer!.right).toBe(true);
		const shown = text(s).replace(/\s+/g, ' ');
		const left = other.take[0] === 1 ? '(4, 7)' : '(5, 3)';
		expect(shown).toContain('Your move, took');
		expect(shown).toContain(`Here ${left}`);
		expect(shown).not.toContain(`Here (5, 7)`);
	});
});

describe('exercises that mean something', () => {
	/** Whether Enter, with the cursor as posed, plays a winning move. */
	function enterWins(state: CourseState): boolean {
		const exercise = state.run!.exercise!;
		const game = gameOf(exercise.position);
		const p = game.parse(exercise.position, '');
		const result = boardFor(game.id).key(p, state.run!.pointer, {kind: 'confirm'}, null);
		if (result?.move === undefined) return false;
		try {
			return game.outcome(game.apply(p, game.parseMove(result.move, p, 'move'))) === 'P';
		} catch {
			return false;
		}
	}

	it.each(lessons.flatMap((l, i) => (l.kinds.includes('move') ? [[i + 1, l.concept] as const] : [])))(
		'lesson %i (%s): the cursor never starts on a winning move (unless every move wins)',
		(number, _) => {
			const moveOnly: CourseEnv = {...env, pick: (lesson, _kind, level, rng) => ({...exerciseOf(lesson, 'move', rng, level), rating: 1000})};
			const records = fresh().map(r => ({...r, status: 'open' as const}));
			let s = press(initCourse({env: moveOnly, records, seed: number}), 'enter');
			s = press({...s, cursor: number - 1}, 'enter', 'x');
			for (let i = 0; i < 12; i++) {
				const exercise = s.run!.exercise!;
				const game = gameOf(exercise.position);
				const p = game.parse(exercise.position, '');
				const everyMoveWins = [...game.moves(p)].every(m => game.outcome(game.apply(p, m)) === 'P');
				if (!everyMoveWins) expect(enterWins(s), JSON.stringify(exercise.position)).toBe(false);
				s = press(answer(s, true), 'enter');
				if (s.run?.phase !== 'exercise') s = press({...s, run: null}, 'enter', 'x');
			}
		},
	);

	it('a run never poses a position twice, nor a pair and its mirror', () => {
		const pairs = [
			[9, 15],
			[15, 9],
			[9, 15],
			[3, 5],
			[5, 3],
			[4, 7],
			[7, 4],
			[1, 2],
			[6, 10],
			[8, 13],
			[11, 18],
			[12, 20],
			[14, 23],
			[16, 26],
		];
		let calls = 0;
		const pick: CourseEnv['pick'] = () => {
			const [a, b] = pairs[calls++ % pairs.length]!;
			return {kind: 'outcome', position: {game: 'wythoff', heaps: [a!, b!]}, question: 'Win or loss?', answer: null, why: ['-'], level: 1, rating: 1000};
		};
		const records = fresh().map(r => ({...r, status: 'open' as const}));
		let s = press(initCourse({env: {...env, pick}, records, seed: 1}), '8', 'enter', 'x');
		const posed: string[] = [];
		for (let i = 0; i < practiceCount + masteryCount && s.run?.phase === 'exercise'; i++) {
			posed.push([...(s.run.exercise!.position['heaps'] as number[])].sort((x, y) => x - y).join());
			s = press(answer(s, true), 'enter');
		}
		expect(posed.length).toBe(practiceCount + masteryCount);
		expect(new Set(posed).size).toBe(posed.length);
	});

	it('b goes back to the pages from an exercise or its feedback, and the exercises start over after the example', () => {
		const records = fresh().map(r => ({...r, status: 'open' as const}));
		let s = press(initCourse({env, records, seed: 3}), 'enter', 'x');
		expect(s.run!.phase).toBe('exercise');
		s = press(s, 'b');
		expect(s.run!.phase).toBe('pages');
		expect(s.run!.page).toBe(0);
		expect(s.message?.text).toContain('The pages again');
		for (let i = 0; i < 40 && s.run?.phase !== 'exercise'; i++) s = press(s, 'enter');
		expect(s.run!.stage).toBe('practice');
		expect(s.run!.asked).toBe(0);
		s = press(answer(s, false), 'b');
		expect(s.run!.phase).toBe('pages');
	});

	it('a wrong move is "you played", a wrong value or outcome "you said"', async () => {
		const {courseLines} = await import('../../../source/ui/course/layout.js');
		const text = (state: CourseState) =>
			courseLines(state, {columns: 100, rows: 30})
				.map(l => l.map(seg => seg.text).join(''))
				.join('\n');
		const records = fresh().map(r => ({...r, status: 'open' as const}));
		let s = press(initCourse({env, records, seed: 4}), 'enter', 'x');
		for (let i = 0; i < 3; i++) {
			const kind = s.run!.exercise!.kind;
			s = answer(s, false);
			expect(text(s)).toContain(kind === 'move' ? '✗ Not quite · you played ' : '✗ Not quite · you said ');
			s = press(s, 'enter');
		}
	});

	it('a mastery check mixes the kinds of its lesson: every kind comes up', () => {
		for (let seed = 1; seed <= 6; seed++) {
			const records = fresh().map(r => ({...r, status: 'open' as const}));
			let s = press(initCourse({env, records, seed}), 'enter', 'x');
			for (let i = 0; i < practiceCount; i++) s = press(answer(s, true), 'enter');
			expect(s.run!.stage).toBe('mastery');
			const kinds = new Set<string>();
			for (let i = 0; i < masteryCount && s.run?.phase === 'exercise'; i++) {
				kinds.add(s.run.exercise!.kind);
				s = press(answer(s, true), 'enter');
			}
			expect([...kinds].sort(), `seed ${seed}`).toEqual([...lessons[0]!.kinds].sort());
		}
	});
});

describe('the course map in a small terminal', () => {
	it('keeps its footer and cuts long titles at 60×16', async () => {
		const {courseLines} = await import('../../../source/ui/course/layout.js');
		const records = fresh().map((r, i) => ({...r, status: i < 3 ? ('mastered' as const) : r.status, rating: i < 3 ? {rating: 1612, rd: 80} : null}));
		const lines = courseLines(initCourse({env, records, seed: 1}), {columns: 60, rows: 16}).map(l => l.map(seg => seg.text).join(''));
		expect(lines.length).toBeLessThanOrEqual(15);
		expect(lines.at(-1)).toContain('enter open');
		for (const row of lines) expect([...row].length).toBeLessThanOrEqual(60);
		expect(lines.join('\n')).toMatch(/Nim and the nim-sum +✓ mastered/);
		expect(lines.join('\n')).toContain('more below');
	});
});

describe('the whole explanation', () => {
	it("e shows the worked example's reasoning and the feedback on their own screen, and e or esc comes back", async () => {
		const {courseLines} = await import('../../../source/ui/course/layout.js');
		const text = (state: CourseState) =>
			courseLines(state, {columns: 80, rows: 24})
				.map(l => l.map(seg => seg.text).join(''))
				.join('\n');
		let s = press(initCourse({env, records: fresh(), seed: 2}), 'enter', 'enter', 'enter', 'enter');
		expect(s.run!.phase).toBe('example');
		s = press(s, 'e');
		expect(text(s)).toContain('e esc back to the board');
		expect(text(s)).not.toContain('heap │');
		s = press(s, 'escape');
		expect(s.run!.phase).toBe('example');
		expect(text(s)).toContain('heap │');
		s = press(answer(press(s, 'x'), false), 'e');
		expect(text(s)).toContain('✗ Not quite');
		expect(text(s)).not.toContain('heap │');
		s = press(s, 'e');
		expect(s.run!.phase).toBe('feedback');
		expect(text(s)).toContain('heap │');
	});
});
