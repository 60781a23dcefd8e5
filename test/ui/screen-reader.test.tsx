/**
 * Screen-reader mode (INK_SCREEN_READER=true, or --screen-reader): every
 * screen reads as linear text. Boards are sentences, the hint and the coach
 * plain text, the focused item is named, and no frame or glyph is left.
 */
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {drawingCharacters} from '../../source/ui/lines.js';
import {keys, matchConfig, renderArcade, waitForFrame} from './helpers.js';

let before: string | undefined;
beforeAll(() => {
	before = process.env['INK_SCREEN_READER'];
	process.env['INK_SCREEN_READER'] = 'true';
});
afterAll(() => {
	if (before === undefined) delete process.env['INK_SCREEN_READER'];
	else process.env['INK_SCREEN_READER'] = before;
});

/** Every character of the frame that draws instead of saying. */
function drawing(frame: string): string[] {
	return [...frame].filter(c => drawingCharacters.test(c));
}

describe('screen-reader mode', () => {
	test('the menu reads as entries, the selected one named, without frame or pointer', async () => {
		const app = renderArcade();
		const frame = await waitForFrame(app, 'Nim, selected');
		expect(frame).toContain('game-arcade: impartial games, played perfectly');
		expect(frame).toMatch(/Wythoff: .* \(key c\)/);
		expect(drawing(frame)).toEqual([]);
		app.unmount();
	});

	test('a Nim match reads its heaps as a sentence and the cursor as words', async () => {
		const app = renderArcade({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		const frame = await waitForFrame(app, 'heap 1: 3 tokens');
		expect(frame).toContain('heap 1: 3 tokens; heap 2: 4 tokens; heap 3: 5 tokens');
		expect(frame).toContain('heap 1 selected, take 1');
		expect(drawing(frame)).toEqual([]);
		app.stdin.write(keys.down);
		const next = await waitForFrame(app, 'heap 2 selected');
		expect(next).toContain('heap 2 selected, take 1');
		app.stdin.write('e');
		const hinted = await waitForFrame(app, 'Winning move');
		expect(hinted).toContain('hint, you are winning, Grundy value 2');
		expect(hinted).toContain('Winning move: take 2 from heap 1 (3 to 1)');
		// The nim-sum table drawn beside the prose is read after it, whole.
		expect(hinted).toMatch(/so take 2\s+from\s+heap\s+1\s+\(3 to 1\)\.\n3 = 011\n4 = 100\n5 = 101\nnim-sum = 010 \(2\)/);
		expect(drawing(hinted)).toEqual([]);
		app.unmount();
	});

	test('the Wythoff board (its grid drawn beside the bars) is read once, with its rule', async () => {
		const app = renderArcade({start: {name: 'match', config: matchConfig({game: 'wythoff', heaps: [3, 5]})}});
		const frame = await waitForFrame(app, 'heap 1: 3 tokens');
		expect(frame.split('heap 1: 3 tokens; heap 2: 5 tokens')).toHaveLength(2);
		expect(frame.split('heap 1 selected, take 1\n')).toHaveLength(2);
		expect(frame).toContain('heap 1: 3 tokens; heap 2: 5 tokens\nTake any number of tokens from one heap, or the same number from both.');
		expect(drawing(frame)).toEqual([]);
		app.unmount();
	});

	test('a very long vertex name is said whole once, with what it leads to, and shortened where it is repeated', async () => {
		const long = 'averyveryverylongvertexnamethatgoesonandonforeverandeverX';
		const short = 'averyveryverylon…ndeverX';
		const position = {game: 'graph', edges: {b: [long, 'c'], [long]: ['c', 'd'], c: ['d']}, tokens: ['b', long]};
		const app = renderArcade({start: {name: 'match', config: matchConfig(position)}});
		const frame = await waitForFrame(app, 'selected');
		expect(frame.split(long)).toHaveLength(2);
		expect(frame).toContain(`${long} leads to c, d`);
		expect(frame).toContain(`b leads to ${short}, c`);
		expect(frame).toContain(`token 2 on ${short}`);
		app.unmount();
	});

	test('the hint on the board and the coach read as text', async () => {
		// The computer's pause outlasts the test: the whole note is read while the computer is to reply.
		const app = renderArcade({delay: 60_000, start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]}, {coach: true})}});
		await waitForFrame(app, 'heap 1 selected');
		for (const step of ['who wins', 'the idea', 'the move']) {
			app.stdin.write('t');
			await waitForFrame(app, `hint: ${step}`);
		}
		const hinted = await waitForFrame(app, 'Hint: take 2 from heap 1');
		expect(drawing(hinted)).toEqual([]);
		// Taking 1 from heap 1 loses: the coach says so, in words.
		app.stdin.write(keys.enter);
		const coached = await waitForFrame(app, 'coach:');
		expect(coached).toMatch(/coach: .*take 2 from heap 1/s);
		expect(drawing(coached)).toEqual([]);
		app.unmount();
	});

	test('coins and a tree read as sentences', async () => {
		const coins = renderArcade({start: {name: 'match', config: matchConfig({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'})}});
		const frame = await waitForFrame(coins, 'heads at');
		expect(frame).toContain('heads at 2, 3, 6, 8 of 8 coins');
		expect(drawing(frame)).toEqual([]);
		coins.unmount();
		const tree = renderArcade({start: {name: 'match', config: matchConfig({game: 'tree', parents: [0, 1, 1, 0]})}});
		const treeFrame = await waitForFrame(tree, 'node 1 on the ground');
		expect(drawing(treeFrame)).toEqual([]);
		tree.unmount();
	});

	test.each([
		[{name: 'setup', id: 'coins'}, 'heads at 1, 5 of 5 coins'],
		[{name: 'stats'}, 'Theme: default (t changes it), mouse: on'],
		[{name: 'howto'}, 'The games and their winning rules (right arrow for each game'],
		[{name: 'lab'}, 'period 12 from n = 71'],
		[{name: 'trainer', mode: 'nim'}, 'heap 1: 1 token; heap 2: 4 tokens; heap 3: 2 tokens'],
		[{name: 'course'}, '1 Leave a multiple: open'],
	] as const)('%j reads as text: "%s", no frame, no glyph', async (start, words) => {
		const app = renderArcade({start: start as never});
		const frame = await waitForFrame(app, words);
		expect(drawing(frame)).toEqual([]);
		app.unmount();
	});
});
