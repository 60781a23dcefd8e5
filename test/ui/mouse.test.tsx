/**
 * The mouse: SGR reports read out of the input (split across reads, garbage
 * dropped, never passed on as keys), and clicks delivered to what is drawn
 * under them in the arcade.
 */
import fc from 'fast-check';
import {describe, expect, test} from 'vitest';
import {createMouseHub, createMouseParser} from '../../source/ui/mouse.js';
import {filterKeys, installKeyFilter} from '../../source/ui/terminal.js';
import {keys, matchConfig, renderArcade, waitForFrame} from './helpers.js';

const press = (x: number, y: number) => `\u001B[<0;${x};${y}M`;
const release = (x: number, y: number) => `\u001B[<0;${x};${y}m`;

describe('reading SGR mouse reports', () => {
	test('a press, a release and the wheel, with the keys around them kept', () => {
		const parser = createMouseParser();
		const {text, events} = parser.feed(`a${press(5, 4)}b${release(5, 4)}\u001B[<64;1;1M\u001B[<65;2;3Mc`);
		expect(text).toBe('abc');
		expect(events).toEqual([
			{kind: 'press', button: 0, x: 4, y: 3, shift: false, ctrl: false},
			{kind: 'release', button: 0, x: 4, y: 3, shift: false, ctrl: false},
			{kind: 'wheelUp', button: 0, x: 0, y: 0, shift: false, ctrl: false},
			{kind: 'wheelDown', button: 0, x: 1, y: 2, shift: false, ctrl: false},
		]);
	});

	test('a report split across reads, at every point after its ESC [, makes one event and no keys', () => {
		const report = press(12, 34);
		// (A lone ESC at the end of a read is the Esc key: passed on at once, not held.)
		for (let cut = 2; cut < report.length; cut++) {
			const parser = createMouseParser();
			const first = parser.feed(`x${report.slice(0, cut)}`);
			const second = parser.feed(`${report.slice(cut)}y`);
			expect(first.text + second.text, `cut at ${cut}`).toBe('xy');
			expect([...first.events, ...second.events]).toHaveLength(1);
			expect(second.events[0]).toMatchObject({kind: 'press', x: 11, y: 33});
		}
	});

	test('garbage is dropped, never a key and never a crash; the keys after it stay', () => {
		const parser = createMouseParser();
		for (const garbage of ['\u001B[<a;b;cM', '\u001B[<1;2M', '\u001B[<0;0;0M', `\u001B[<${'9'.repeat(40)}M`, '\u001B[<;;;M', '\u001B[<0;1;1X', '\u001B[Mabc']) {
			const {text, events} = parser.feed(`${garbage}q`);
			expect(events, JSON.stringify(garbage)).toEqual([]);
			expect(text.endsWith('q'), JSON.stringify(garbage)).toBe(true);
			expect(text.includes('\u001B[<'), JSON.stringify(garbage)).toBe(false);
		}
		// Arrows and other keys pass untouched.
		expect(parser.feed('\u001B[A\u001B[B\u001B').text).toBe('\u001B[A\u001B[B\u001B');
		expect(filterKeys(parser.feed(`${press(1, 1)}\u001B[1;5P`).text)).toBe('');
	});

	test('fuzz: random bytes around reports never throw, and every whole report is found', () => {
		let seed = 7;
		const random = () => {
			seed = (seed * 1103515245 + 12345) % 2 ** 31;
			return seed / 2 ** 31;
		};
		const alphabet = ['\u001B', '[', '<', ';', 'M', 'm', '0', '1', '9', 'a', ' '];
		for (let run = 0; run < 300; run++) {
			const parser = createMouseParser();
			let noise = '';
			for (let i = 0; i < 12; i++) noise += alphabet[Math.floor(random() * alphabet.length)];
			expect(() => parser.feed(noise)).not.toThrow();
			// After noise a key ends what came before; then a whole report is read as one.
			parser.feed('q');
			expect(parser.feed(press(3, 3)).events).toHaveLength(1);
		}
	});
});

/** Feeds the parts as separate reads; the keys and events of them all. */
function feedAll(parts: readonly string[]) {
	const parser = createMouseParser();
	let text = '';
	const events = [];
	for (const part of parts) {
		const out = parser.feed(part);
		text += out.text;
		events.push(...out.events);
	}
	return {text, events};
}

/**
 * The text cut into reads at the given points, as a terminal's reads may be:
 * never inside a surrogate pair, and never just after an ESC (a lone ESC
 * ending a read is the Esc key).
 */
function cutAt(text: string, cuts: readonly number[]): string[] {
	const allowed = (p: number) => text[p - 1] !== '\u001B' && !/[\uDC00-\uDFFF]/.test(text[p] ?? '');
	const points = [...new Set(cuts.map(c => c % (text.length + 1)))].filter(allowed).sort((a, b) => a - b);
	const parts: string[] = [];
	let from = 0;
	for (const p of points) {
		parts.push(text.slice(from, p));
		from = p;
	}
	parts.push(text.slice(from));
	return parts;
}

describe('a malformed report is dropped whole', () => {
	test.each(['q', 'x', 'r', 'Q', '~', '@'])('ESC [ < 0 ; 5 ; 1 %s is no key', final => {
		expect(feedAll([`\u001B[<0;5;1${final}z`])).toEqual({text: 'z', events: []});
	});

	test('an over-long report types no digits, in one read or cut anywhere', () => {
		const report = `\u001B[<${'1'.repeat(40)};2;3M`;
		expect(feedAll([`${report}z`])).toEqual({text: 'z', events: []});
		for (let cut = 2; cut < report.length; cut++) expect(feedAll([report.slice(0, cut), `${report.slice(cut)}z`]).text, `cut at ${cut}`).toBe('z');
	});

	test('a legacy report with characters past U+00FF is dropped, not played', () => {
		for (const fields of ['\u0100!!', ' \uFFFD\uFFFD', '\u{1F600}12', '#\u4E2D2']) {
			expect(feedAll([`\u001B[M${fields}z`]), JSON.stringify(fields)).toEqual({text: 'z', events: []});
		}
	});

	const parameter = fc.constantFrom(...'0123456789:;<=>?');
	const final = fc.integer({min: 0x40, max: 0x7e}).map(c => String.fromCodePoint(c));
	const cuts = fc.array(fc.nat(), {maxLength: 4});

	test('fuzz: any CSI after ESC [ < is dropped whole, however it is cut, and the report after it is read', () => {
		fc.assert(
			fc.property(fc.array(parameter, {maxLength: 60}), final, cuts, (body, end, at) => {
				const input = `\u001B[<${body.join('')}${end}${press(3, 4)}z`;
				const {text, events} = feedAll(cutAt(input, at));
				expect(text).toBe('z');
				const whole = `${body.join('')}${end}`;
				const made = /^\d{1,6};\d{1,6};\d{1,6}[Mm]$/.test(whole) && whole.length <= 25 ? 2 : 1;
				expect(events.length).toBeLessThanOrEqual(made);
				expect(events.at(-1)).toMatchObject({kind: 'press', x: 2, y: 3});
			}),
			{seed: 29, numRuns: 400},
		);
	});

	test('fuzz: a legacy report of any three characters from a space up is dropped, however it is cut', () => {
		const field = fc
			.integer({min: 0x20, max: 0x10ffff})
			.filter(c => c < 0xd800 || c > 0xdfff)
			.map(c => String.fromCodePoint(c));
		fc.assert(
			fc.property(fc.tuple(field, field, field), cuts, (fields, at) => {
				const {text, events} = feedAll(cutAt(`\u001B[M${fields.join('')}z`, at));
				expect(text).toBe('z');
				expect(events).toEqual([]);
			}),
			{seed: 29, numRuns: 400},
		);
	});

	test('fuzz: random input never throws, never passes ESC [ < on, and keeps text without ESC untouched', () => {
		const piece = fc.oneof(fc.constantFrom('\u001B', '[', '<', 'M', 'm', ';', '0', '9'), fc.string({maxLength: 3}));
		fc.assert(
			fc.property(fc.array(piece, {maxLength: 20}), cuts, (pieces, at) => {
				const input = pieces.join('');
				const {text} = feedAll(cutAt(input, at));
				expect(text.includes('\u001B[<')).toBe(false);
				if (!input.includes('\u001B')) expect(text).toBe(input);
			}),
			{seed: 29, numRuns: 400},
		);
	});
});

/** The arcade with the mouse wired as main.tsx wires it. */
function arcadeWithMouse(props: Parameters<typeof renderArcade>[0]) {
	const hub = createMouseHub();
	const app = renderArcade({...props, mouse: hub});
	installKeyFilter(app.stdin as unknown as {read: (size?: number) => unknown}, event => {
		hub.dispatch(event);
	});
	return app;
}

describe('clicks in the arcade', () => {
	test('a click on token k of a heap chooses from it to the end, the preview says so, and a second click takes', async () => {
		const app = arcadeWithMouse({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		let frame = await waitForFrame(app, '▶ heap 1');
		const lines = frame.split('\n');
		const row = lines.findIndex(l => l.includes('heap 3'));
		// Token 2 of heap 3 (5 tokens): take tokens 2 to 5, four of them.
		const token2 = lines[row]!.indexOf('●') + 1;
		app.stdin.write(press(token2 + 1, row + 1));
		frame = await waitForFrame(app, '▶ heap 3');
		expect(frame).toContain('take 4 from heap 3 (5 → 1)');
		expect(frame).toMatch(/heap 3 │ ●○○○○ +5/);
		app.stdin.write(press(token2 + 1, row + 1));
		frame = await waitForFrame(app, /heap 3 │ ● +1/);
		app.unmount();
	});

	test('a click on heap 2 of a Nim match moves the cursor there; a second click takes', async () => {
		const app = arcadeWithMouse({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		let frame = await waitForFrame(app, '▶ heap 1');
		const row = frame.split('\n').findIndex(l => l.includes('heap 2'));
		app.stdin.write(press(4, row + 1));
		frame = await waitForFrame(app, '▶ heap 2');
		expect(frame).toContain('take 1 from heap 2');
		app.stdin.write(release(4, row + 1));
		app.stdin.write(press(4, row + 1));
		frame = await waitForFrame(app, /heap 2 │ ●●● +3/);
		expect(frame).not.toContain('[<');
		app.unmount();
	});

	test('a malformed report ending in q, x or r neither leaves, resigns nor restarts; an over-long one types no digits', async () => {
		const app = arcadeWithMouse({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		const first = await waitForFrame(app, '▶ heap 1');
		app.stdin.write(`\u001B[<0;5;1q\u001B[<0;5;1x\u001B[<0;5;1r\u001B[<${'2'.repeat(40)};1;1M`);
		app.stdin.write(keys.down);
		const after = await waitForFrame(app, '▶ heap 2');
		expect(after).toContain('take 1 from heap 2 (4 → 3)');
		expect(first).toMatch(/heap 1 │ ●●○ +3/);
		expect(after).toMatch(/heap 1 │ ●●● +3/);
		expect(after).toMatch(/heap 3 │ ●●●●● +5/);
		app.unmount();
	});

	test('a click on the preview line plays the move', async () => {
		const app = arcadeWithMouse({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		const frame = await waitForFrame(app, 'enter plays it');
		const row = frame.split('\n').findIndex(l => l.includes('enter plays it'));
		app.stdin.write(press(6, row + 1));
		await waitForFrame(app, /heap 1 │ ●● +2/);
		app.unmount();
	});

	test('a click on a menu entry chooses it', async () => {
		const app = arcadeWithMouse({});
		const frame = await waitForFrame(app, 'Wythoff');
		const row = frame.split('\n').findIndex(l => l.includes('Wythoff'));
		app.stdin.write(press(10, row + 1));
		const setup = await waitForFrame(app, f => !f.includes('impartial games, played perfectly'));
		expect(setup).toContain('Wythoff');
		app.unmount();
	});

	test('the wheel scrolls How to play', async () => {
		const app = arcadeWithMouse({start: {name: 'howto'}});
		const first = await waitForFrame(app, 'How to play');
		for (let i = 0; i < 3; i++) app.stdin.write('\u001B[<65;10;10M');
		const scrolled = await waitForFrame(app, f => f !== first);
		expect(scrolled).not.toBe(first);
		app.unmount();
	});

	test('with the mouse off (--no-mouse) a click does nothing and is no key', async () => {
		const app = arcadeWithMouse({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}, noMouse: true});
		const frame = await waitForFrame(app, '▶ heap 1');
		const row = frame.split('\n').findIndex(l => l.includes('heap 2'));
		app.stdin.write(press(12, row + 1));
		app.stdin.write(keys.down);
		const after = await waitForFrame(app, '▶ heap 2');
		expect(after).toContain('take 1 from heap 2 (4 → 3)');
		app.unmount();
	});

	test('a click on a value in the Lab moves its cursor there', async () => {
		const app = arcadeWithMouse({start: {name: 'lab'}});
		const frame = await waitForFrame(app, 'n = 0: G = 0');
		const lines = frame.split('\n');
		const row = lines.findIndex(l => /^\s+0 │/.test(l));
		const bar = lines[row]!.indexOf('│');
		// Kayles: G(0..3) = 0 1 2 3; the first 2 is n = 2.
		const column = lines[row]!.indexOf('2', bar);
		app.stdin.write(press(column + 1, row + 1));
		await waitForFrame(app, 'n = 2: G = 2');
		app.unmount();
	});

	test('a click answers a trainer puzzle: once to pick the heap, again to take', async () => {
		const app = arcadeWithMouse({start: {name: 'trainer', mode: 'nim'}});
		const frame = await waitForFrame(app, 'find a winning move');
		const row = frame.split('\n').findIndex(l => l.includes('heap 3'));
		app.stdin.write(press(8, row + 1));
		await waitForFrame(app, '▶ heap 3');
		app.stdin.write(press(8, row + 1));
		await waitForFrame(app, f => !f.includes('find a winning move'));
		app.unmount();
	});
});

describe('clicks on the lists and the course', () => {
	test('a click on a lesson of the course map opens it, as Enter does', async () => {
		const app = arcadeWithMouse({start: {name: 'course'}});
		const frame = await waitForFrame(app, 'lessons mastered');
		const row = frame.split('\n').findIndex(l => l.includes('Leave a multiple'));
		app.stdin.write(press(20, row + 1));
		await waitForFrame(app, 'page 1 of');
		app.unmount();
	});

	test("a click on a move exercise's board picks, and a second click plays", async () => {
		const app = arcadeWithMouse({start: {name: 'course', lesson: 0}});
		await waitForFrame(app, 'page 1 of');
		app.stdin.write('x');
		const frame = await waitForFrame(app, 'practice 1 of');
		const lines = frame.split('\n');
		const row = lines.findIndex(l => l.includes('●'));
		// The heap's last token: take 1.
		const token = Math.max(lines[row]!.lastIndexOf('●'), lines[row]!.lastIndexOf('○'));
		app.stdin.write(press(token + 1, row + 1));
		await waitForFrame(app, /▶ take 1 \(/);
		app.stdin.write(press(token + 1, row + 1));
		await waitForFrame(app, /Right|Not quite/);
		app.unmount();
	});

	test("a click on a game of the trainer's list starts its puzzles", async () => {
		const app = arcadeWithMouse({start: {name: 'trainerPick'}});
		const frame = await waitForFrame(app, 'choose a game');
		const row = frame.split('\n').findIndex(l => /^\s+Wythoff/.test(l));
		app.stdin.write(press(8, row + 1));
		const puzzle = await waitForFrame(app, f => !f.includes('choose a game'));
		expect(puzzle).toContain('Wythoff');
		app.unmount();
	});

	test("a click on a game of How to play's list opens its page", async () => {
		const app = arcadeWithMouse({start: {name: 'howto'}, size: {columns: 100, rows: 60}});
		const frame = await waitForFrame(app, 'The games and their winning rules');
		const row = frame.split('\n').findIndex(l => l.includes('· Kayles'));
		app.stdin.write(press(8, row + 1));
		await waitForFrame(app, /How to play · Kayles/);
		app.unmount();
	});

	test("a click on a setup's field focuses it, on its arrows steps its choice, and on Start starts", async () => {
		const app = arcadeWithMouse({start: {name: 'setup', id: 'nim'}});
		let frame = await waitForFrame(app, 'Start the game');
		const rowOf = (f: string, text: string) => f.split('\n').findIndex(l => l.includes(text));
		const first = rowOf(frame, 'First move');
		app.stdin.write(press(6, first + 1));
		frame = await waitForFrame(app, /▶ First move +◀ you ▶/);
		const arrow = frame.split('\n')[first]!.indexOf(' ▶', 10);
		app.stdin.write(press(arrow + 2, first + 1));
		frame = await waitForFrame(app, /▶ First move +◀ the computer ▶/);
		const start = rowOf(frame, 'Start the game');
		app.stdin.write(press(8, start + 1));
		await waitForFrame(app, f => f.includes('│') && !f.includes('Start the game'));
		app.unmount();
	});
});
