/**
 * The course's layout: after an answer the board stays whole where the
 * explanation can give way, the board is drawn as it stands, and a legend
 * never names a key for what it does not do on that page.
 */
import {describe, expect, it} from 'vitest';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf} from '../../../source/learn/lesson.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {courseLines} from '../../../source/ui/course/layout.js';
import {courseReducer, initCourse, type CourseEnv, type CourseState} from '../../../source/ui/course/state.js';
import type {KeyName} from '../../../source/ui/keys.js';
import {lineText, linesText, readableLines} from '../../../source/ui/lines.js';

const env: CourseEnv = {board: boardFor, pick: (lesson, kind, level, rng) => ({...exerciseOf(lesson, kind, rng, level), rating: 1000 + 100 * level})};
const small = {columns: 80, rows: 24};

function press(state: CourseState, ...names: KeyName[]): CourseState {
	return names.reduce((s, name) => courseReducer(s, {type: 'key', name}), state);
}

/** Lesson `index`'s practice (every lesson open), from its first exercise. */
function practice(index: number, seed: number): CourseState {
	const records = lessons.map(() => ({status: 'open' as const, rating: null, due: false}));
	return press(initCourse({env, records, seed, lesson: index}), 'x');
}

/** Answers the exercise on screen with a wrong (or, where there is none, any) answer. */
function answerAnyhow(state: CourseState): CourseState {
	const kind = state.run!.exercise!.kind;
	if (kind === 'outcome') return press(state, 'w');
	if (kind === 'value') return press(state, '1', '2', 'enter');
	return press(state, 'enter', 'enter');
}

const corners = lessons.findIndex(l => l.concept === 'nim-product');
const hackenbush = lessons.findIndex(l => l.concept === 'colon');

describe('the board after an answer', () => {
	it.each([
		['Corners', corners, /showing rows|showing columns/],
		['Hackenbush', hackenbush, /nodes shown/],
	])('%s: the board drawn whole before the answer stays whole after it, the explanation giving way first', (_, index, cropped) => {
		let checked = 0;
		for (const seed of [1, 2, 3, 4]) {
			let state = practice(index, seed);
			for (let k = 0; k < 3; k++) {
				const before = linesText(courseLines(state, small));
				state = answerAnyhow(state);
				const after = linesText(courseLines(state, small));
				if (!cropped.test(before) && state.run?.phase === 'feedback') {
					checked++;
					expect(after, after).not.toMatch(cropped);
					// An explanation cut short leaves no row blank below it (only the status line above the footer).
					const rows = after.split('\n');
					if (after.includes('(e: all of it)')) expect(rows.at(-3), after).toMatch(/^╰/);
				}
				state = press(state, 'enter');
			}
		}
		expect(checked).toBeGreaterThan(3);
	});

	it('Corners: the lamp picked on the way to the move is not marked after the answer', () => {
		let state = practice(corners, 3);
		while (state.run!.exercise!.kind !== 'move') state = press(answerAnyhow(state), 'enter');
		// Enter on the lit lamp under the cursor picks it: it is marked <●>; Enter again plays the corner the cursor moved to.
		state = press(state, 'enter');
		expect(linesText(courseLines(state, small))).toContain('<●>');
		state = press(state, 'enter');
		expect(state.run!.phase).toBe('feedback');
		expect(linesText(courseLines(state, small))).not.toContain('<●>');
	});

	it('Corners: where Enter answers (a question about the board), the legend does not say Enter picks a lamp', () => {
		let state = practice(corners, 3);
		let questions = 0;
		for (let k = 0; k < 3; k++) {
			const text = linesText(courseLines(state, small));
			if (state.run!.exercise!.kind === 'move') expect(text).toContain('Enter on a lit lamp picks it');
			else {
				questions++;
				expect(text).toContain('● lit');
				expect(text).not.toContain('Enter on a lit lamp');
			}
			state = answerAnyhow(state);
			expect(linesText(courseLines(state, small))).not.toContain('Enter on a lit lamp');
			state = press(state, 'enter');
		}
		expect(questions).toBeGreaterThan(0);
	});
});

/** Every step of lesson `index`'s worked example, as drawn at the size. */
function exampleFrames(index: number, size: {columns: number; rows: number}): string[] {
	const records = lessons.map(() => ({status: 'open' as const, rating: null, due: false}));
	let state = initCourse({env, records, seed: 1, lesson: index});
	while (state.run!.phase === 'pages') state = press(state, 'enter');
	const frames: string[] = [];
	while (state.run?.phase === 'example') {
		frames.push(linesText(courseLines(state, size)));
		state = press(state, 'enter');
	}
	return frames;
}

describe('the worked example at 80×24', () => {
	it.each(lessons.map((lesson, i) => [i + 1, lesson.concept, i] as const))(
		'lesson %i (%s): the note and what happens next are wrapped, never cut',
		(_, __, index) => {
			for (const frame of exampleFrames(index, small)) {
				const rows = frame.split('\n');
				expect(rows[1], frame).not.toMatch(/…$/);
				const next = rows.findIndex(r => /^ (▶ Next|The game is over|The example stops here)/.test(r));
				expect(next, frame).toBeGreaterThan(0);
				expect(rows[next], frame).not.toMatch(/…$/);
			}
		},
	);

	it('Wythoff: the heaps stay, and the why is cut only to keep the whole board, grid and all', () => {
		const wythoff = lessons.findIndex(l => l.concept === 'wythoff');
		for (const frame of exampleFrames(wythoff, small)) {
			expect(frame).toMatch(/heap 1 │/);
			expect(frame).toMatch(/heap 2 │/);
			if (frame.includes('(e: all of it)')) expect(frame).toMatch(/♛[^\n]*\n[\s\S]*└/);
		}
	});

	it('Corners: the board keeps the rows of the corners the move toggles', () => {
		for (const frame of exampleFrames(corners, small).slice(0, -1)) {
			expect(frame).not.toMatch(/showing rows|showing columns/);
			expect(frame).toMatch(/^ +0 │/m);
		}
	});
});

describe('a lesson page for a screen reader', () => {
	it('says a picture drawn in the text in words', () => {
		const breaking = lessons.findIndex(l => l.concept === 'breaking');
		const page = lessons[breaking]!.pages.findIndex(p => p.some(t => t.includes('●●●●●●●')));
		const records = lessons.map(() => ({status: 'open' as const, rating: null, due: false}));
		let state = initCourse({env, records, seed: 1, lesson: breaking});
		for (let i = 0; i < page; i++) state = press(state, 'enter');
		const read = readableLines(courseLines(state, {columns: 100, rows: 30}))
			.map(lineText)
			.join('\n');
		expect(read).toContain('splits the row in two: a row of 7 to rows of 2 and 3 after knocking down the third and fourth pins.');
		expect(read.split('Knocking pins out of the middle')).toHaveLength(2);
	});
});

describe('the course for a screen reader', () => {
	it('reads a lesson of the map, a header and the next move as sentences, with colons where labels meet values', () => {
		const records = lessons.map((_, i) => ({
			status: i < 2 ? ('mastered' as const) : i === 2 ? ('open' as const) : ('locked' as const),
			rating: i < 2 ? {rating: 1600, rd: 80} : null,
			due: i === 1,
		}));
		const read = (state: CourseState) => readableLines(courseLines(state, small)).map(lineText);
		let state = initCourse({env, records, seed: 3});
		const map = read(state);
		expect(map).toContain('1 Leave a multiple: mastered, rating: 1600 ±80');
		expect(map).toContain('2 Nim and the nim-sum: mastered, rating: 1600 ±80, review due');
		expect(map).toContain('4 Sums of different games: locked');
		state = press(state, 'enter');
		while (state.run!.phase === 'pages') state = press(state, 'enter');
		const example = read(state);
		expect(example[0]).toBe('Lesson 3, mex and Grundy values: worked example, move 1 of 7');
		expect(example).toContain('Next, the winner (player 1): take 1 from heap 1 (10 to 9)');
		expect(example.join('\n')).not.toContain('selected:');
	});
});
