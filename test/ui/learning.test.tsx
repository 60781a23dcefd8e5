/**
 * The learning screens rendered with ink-testing-library: the trainer (from
 * the menu and straight to a game), the move review (during a game and after
 * it), a game's theory page, the Stats screen with saved progress in a
 * temporary config directory, and the notice for a damaged progress file.
 * Every frame fits the terminal: at most rows − 1 lines, none wider.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {games} from '../../source/engine/catalog.js';
import {afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {nim} from '../../source/engine/games/nim.js';
import {fileStore} from '../../source/progress/store.js';
import {emptyProgress, learnerOf, parseProgress, serializeProgress, statsOf, withLearner} from '../../source/progress/progress.js';
import {conceptRecord, dueReviews, emptyLearner, recordAnswer} from '../../source/learn/learner.js';
import type {JsonObject} from '../../source/engine/types.js';
import {inProcessThinker, type ThinkOutcome, type Thinker} from '../../source/think/thinker.js';
import {App} from '../../source/ui/app.js';
import {ThinkerContext} from '../../source/ui/match/thinker-context.js';
import {keys, matchConfig, press, renderArcade, screen, sendKeyAndWaitFor, waitForFrame, waitUntil, type Arcade} from './helpers.js';

let root: string;
let dir: string;

beforeAll(async () => {});

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'game-arcade-ui-'));
	dir = join(root, 'game-arcade');
});

afterEach(() => {
	cleanup();
	rmSync(root, {recursive: true, force: true});
});

function expectFits(frame: string, columns = 80, rows = 24): void {
	const lines = frame.split('\n');
	expect(lines.length).toBeLessThanOrEqual(rows - 1);
	for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(columns);
}

/**
 * The computer's thinker, watched: every think asked of it, and whether it was stopped. The first
 * think never answers unless stopped, so the computer cannot move on its own before the test lets it;
 * the later ones answer as the arcade's own thinker does.
 */
function watchedThinker(): {thinker: Thinker; thinks: {stopped: boolean}[]} {
	const inner = inProcessThinker();
	const thinks: {stopped: boolean}[] = [];
	const thinker: Thinker = {
		think(request) {
			const think = {stopped: false};
			thinks.push(think);
			if (thinks.length === 1) {
				let stop: (outcome: ThinkOutcome) => void = () => undefined;
				const result = new Promise<ThinkOutcome>(resolve => {
					stop = resolve;
				});
				return {
					result,
					cancel() {
						think.stopped = true;
						stop({failed: 'stopped'});
					},
				};
			}
			const answer = inner.think(request);
			return {
				result: answer.result,
				cancel() {
					think.stopped = true;
					answer.cancel();
				},
			};
		},
		ask: question => inner.ask!(question),
		dispose: () => undefined,
	};
	return {thinker, thinks};
}

function playing(json: JsonObject, options: Parameters<typeof matchConfig>[1] = {}, props: Parameters<typeof renderArcade>[0] = {}): Arcade {
	return renderArcade({start: {name: 'match', config: matchConfig(json, options)}, ...props});
}

/** The heaps of a Nim board, read from the frame. */
function heapsOf(frame: string): bigint[] {
	return [...frame.matchAll(/heap (\d+) │ [●○◆· ]*?\s(\d+)\b/g)].map(m => BigInt(m[2]!));
}

/** Selects a heap on the Nim board (by its index from 0; the board counts from 1) and types an amount. */
async function take(app: Arcade, heap: number, amount: bigint): Promise<void> {
	for (;;) {
		const at = Number(/▶ heap (\d+)/.exec(app.lastFrame() ?? '')?.[1] ?? heap + 1) - 1;
		if (at === heap) break;
		await press(app, at < heap ? keys.down : keys.up);
	}
	for (const d of String(amount)) await press(app, d);
}

describe('the trainer', () => {
	it('is on the menu: pick a game, solve, get feedback, go on', async () => {
		const app = renderArcade({store: fileStore({dir})});
		await waitForFrame(app, 'game-arcade');
		let frame = app.lastFrame() ?? '';
		while (!/❯ [a-z] +Trainer/.test(frame)) frame = await press(app, keys.down);
		frame = await sendKeyAndWaitFor(app, keys.enter, 'Trainer · choose a game');
		expectFits(frame);
		expect(frame).toContain('❯ Mixed (every game)');
		expect(frame).toContain('Nim                 not tried yet');
		await press(app, keys.down);
		frame = await sendKeyAndWaitFor(app, keys.enter, 'find a winning move');
		expectFits(frame);
		// The seed in use (the tests fix 7; the trainer adds the session's count).
		expect(frame).toMatch(/Trainer · Nim · seed \d+ +streak 0 · best 0 · no answers yet/);
		// The puzzle is chosen for the learner: its difficulty and the setting beside the question.
		expect(frame).toMatch(/find a winning move\. +difficulty: \d+, normal/);
		// Solve it with the engine's own rule, read off the board.
		const heaps = heapsOf(frame);
		const move = nim.winningMove(nim.parse({game: 'nim', heaps: heaps.map(String)}, ''))!;
		await take(app, move.heap, move.take);
		// The header's numbers come from the saved progress, written after the answer is drawn: wait for both.
		frame = await sendKeyAndWaitFor(app, keys.enter, f => f.includes('✓ Right') && f.includes('100% right (1/1)'));
		expectFits(frame);
		expect(frame).toMatch(/streak 1 · best 1 · 100% right \(1\/1\)/);
		expect(frame).toContain('It leaves your opponent a lost position (value 0). Streak 1.');
		expect(frame).toMatch(/◆ (The only winning move|Winning moves \(\d\))/);
		expect(frame).toContain('nim-sum');
		expect(statsOf(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')), 'nim')).toMatchObject({answered: 1, correct: 1});
		// The next puzzle; this one shown without solving: a miss.
		frame = await sendKeyAndWaitFor(app, keys.enter, 'find a winning move');
		frame = await sendKeyAndWaitFor(app, 's', f => f.includes('✗ Shown') && f.includes('50% right (1/2)'));
		// Each answer moves the nim-sum rating: right alone is right; shown is a miss, and the nim-sum comes back for review.
		const learner = learnerOf(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')));
		expect(conceptRecord(learner, 'nim-sum')).toMatchObject({answered: 2, right: 1});
		expect(conceptRecord(learner, 'nim-sum').history).toHaveLength(2);
		expect(dueReviews(learner, Date.now() + 2 * 86_400_000)).toEqual(['nim-sum']);
		expect(frame).toMatch(/streak 0 · best 1 · 50% right \(1\/2\)/);
		expect(frame).toContain('Here is the answer.');
		// Back to the list, which now shows the numbers.
		frame = await sendKeyAndWaitFor(app, 'q', 'Trainer · choose a game');
		expect(frame).toContain('Nim                 50% right (1/2) · best streak 1');
		await sendKeyAndWaitFor(app, 'q', 'game-arcade');
	});

	it('the menu says how many reviews are due, beside the Trainer', async () => {
		mkdirSync(dir, {recursive: true});
		const missed = recordAnswer(emptyLearner(), 'mex', 1500, false, Date.now() - 3 * 86_400_000);
		writeFileSync(join(dir, 'progress.json'), serializeProgress(withLearner(emptyProgress(), missed)));
		const app = renderArcade({store: fileStore({dir})});
		let frame = await waitForFrame(app, 'game-arcade');
		expectFits(frame);
		// In the title, however the list is scrolled; and on the Trainer's entry.
		expect(frame).toContain('game-arcade · impartial games, played perfectly · 1 review due');
		while (!/❯ [a-z] +Trainer/.test(frame)) frame = await press(app, keys.down);
		expect(frame).toMatch(/Course +1 review due · lessons from Nim to misère play/);
	});

	it('`train <game>` opens the puzzles straight away; the hint makes an answer assisted', async () => {
		const app = renderArcade({start: {name: 'trainer', mode: 'nim'}});
		await waitForFrame(app, 'find a winning move');
		await sendKeyAndWaitFor(app, 't', 'hint 1/3');
		await sendKeyAndWaitFor(app, 't', 'hint 2/3');
		const frame = await sendKeyAndWaitFor(app, 't', '◆ Winning move:');
		expectFits(frame);
		expect(frame).toContain('Hint step 3 of 3 (the move): a right answer now counts as assisted.');
		const hint = /◆ Winning move: take (\d+) from heap (\d+)/.exec(frame)!;
		await take(app, Number(hint[2]) - 1, BigInt(hint[1]!));
		const done = await sendKeyAndWaitFor(app, keys.enter, f => f.includes('✓ Right, with the hint') && f.includes('1 assisted'));
		expect(done).toMatch(/streak 0 · best 0 · 0% right \(0\/1, 1 assisted\)/);
		expect(done.replace(/[\s│]+/g, ' ')).toContain('It wins, found after the move was shown (3 hint steps of 3): it counts as assisted');
	});

	it('a wrong answer says what it leaves and lists the winning moves', async () => {
		const app = renderArcade({start: {name: 'trainer', mode: 'nim'}});
		const frame = await waitForFrame(app, 'find a winning move');
		const heaps = heapsOf(frame);
		const position = nim.parse({game: 'nim', heaps: heaps.map(String)}, '');
		// A losing take: one whose result has a non-zero nim-sum.
		let wrong: {heap: number; take: bigint} | null = null;
		for (const m of nim.moves(position)) {
			if (nim.outcome(nim.apply(position, m)) === 'N') {
				wrong = m;
				break;
			}
		}
		await take(app, wrong!.heap, wrong!.take);
		const done = await sendKeyAndWaitFor(app, keys.enter, '✗ Not winning');
		expect(done).toMatch(/It leaves your opponent a position of value \d+, not 0/);
		expect(done).toMatch(/◆ (The only winning move|Winning moves)/);
		const full = await sendKeyAndWaitFor(app, 'e', 'enter next puzzle');
		expectFits(full);
	});

	it('mixed mode poses puzzles of several games', async () => {
		const app = renderArcade({start: {name: 'trainer', mode: 'mixed'}});
		const frame = await waitForFrame(app, 'find a winning move');
		expect(frame).toMatch(/Trainer · Mixed · \S/);
		expectFits(frame);
	});
});

describe('the move review', () => {
	it('opens with v during a game and comes back to the same position', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]}, {opponent: 'friend'});
		await waitForFrame(app, 'Player 1 to move');
		await sendKeyAndWaitFor(app, keys.enter, 'Player 2 to move');
		const frame = await sendKeyAndWaitFor(app, 'v', 'Review');
		expectFits(frame);
		expect(frame).toContain('in progress · move 2');
		// Graded at once; "win in N" joins it when the search has run.
		expect(frame).toMatch(/1 Player 1 +take 1 from heap 1 \(3 → 2\) +2 → 3 +(win in 11 +)?✗ gave the win away/);
		expect(frame).toContain('mistake: this handed the win to Player 2');
		// The game's positions are small: "win in N" comes from the search.
		await waitForFrame(app, 'win in 11');
		const back = await sendKeyAndWaitFor(app, keys.escape, 'Player 2 to move');
		expect(back).toContain('move 2');
	});

	it('waits for the player: the computer does not move while the review covers the board', async () => {
		// The computer's first think is held until the review has opened; opening it stops that think (and
		// the pause before the move with it), and no other starts until the review is closed.
		const {thinker, thinks} = watchedThinker();
		const app = render(
			<ThinkerContext.Provider value={thinker}>
				<App
					delay={0}
					seed={7}
					size={screen}
					onExit={() => undefined}
					start={{name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]}, {first: 1})}}
				/>
			</ThinkerContext.Provider>,
		);
		await waitForFrame(app, 'computer to move');
		await waitUntil(() => thinks.length === 1, "the computer's think");
		await sendKeyAndWaitFor(app, 'v', 'No move has been made yet');
		await waitUntil(() => thinks[0]!.stopped, 'the think stopped by the review');
		expect(thinks).toHaveLength(1);
		expect(app.lastFrame()).toContain('No move has been made yet');
		// Closed: the computer thinks again, and moves.
		await sendKeyAndWaitFor(app, 'q', 'Computer took');
		expect(thinks).toHaveLength(2);
	});

	it('is a key away after the game, with the value chart', async () => {
		const app = playing({game: 'bash', heap: 5, max: 3});
		await waitForFrame(app, 'your move');
		// 5 → 4 leaves a multiple of 4; the computer takes 1, and 3 → 0 wins.
		await press(app, '1');
		await sendKeyAndWaitFor(app, keys.enter, 'Computer took 1 (4 → 3)');
		await press(app, '3');
		let frame = await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
		expectFits(frame);
		expect(frame).toMatch(/Values: .* no mistakes · v review/);
		expect(frame).toMatch(/1 +You +take 1 \(5 → 4\) +1 → 0 +✓/);
		frame = await sendKeyAndWaitFor(app, 'v', 'Review');
		expectFits(frame);
		expect(frame).toContain('You won in 3 moves');
		expect(frame).toContain('No mistakes');
		expect(frame).toContain('start → end · Grundy value for the player to move; · = lost');
		frame = await sendKeyAndWaitFor(app, keys.escape, 'Rematch');
	});
});

describe('theory pages', () => {
	it('open from the game screen at the game in play, turn and scroll, and come back', async () => {
		const app = playing({game: 'wythoff', heaps: [4, 6]});
		await waitForFrame(app, 'your move');
		let frame = await sendKeyAndWaitFor(app, 'i', 'How to play · Wythoff');
		expectFits(frame);
		expect(frame).toContain('Rules');
		// Scroll to the worked example, computed by the engine.
		while (!frame.includes('Worked example')) frame = await press(app, ' ');
		frame = await press(app, ' ');
		expect(frame).toMatch(/winning move|All \d+ winning moves/);
		frame = await sendKeyAndWaitFor(app, keys.right, 'How to play · Fibonacci');
		expect(frame).toContain('Zeckendorf');
		frame = await sendKeyAndWaitFor(app, 'q', 'your move');
		expect(frame).toContain('Wythoff');
	});

	it('every game page states its winning rule and works an example', async () => {
		const app = renderArcade({start: {name: 'howto'}});
		let frame = await waitForFrame(app, 'How to play · Overview');
		expect(frame).toContain('The games and their winning rules');
		// The overview, then one page per game.
		const pages = games.length + 1;
		for (let page = 2; page <= pages; page++) {
			frame = await press(app, keys.right);
			expect(frame).toContain(`(${page}/${pages})`);
			expectFits(frame);
		}
	});
});

describe('stats and saved progress', () => {
	it('records a finished game and shows it on the Stats screen; s switches saving', async () => {
		const app = playing({game: 'bash', heap: 3, max: 3}, {}, {store: fileStore({dir})});
		await waitForFrame(app, 'your move');
		await press(app, '3');
		let frame = await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
		expect(frame).toContain('Bash: won 1 of 1 against the computer');
		// The win against the perfect computer counts for the concept Bash exercises.
		const learner = learnerOf(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')));
		expect(learner.perfect).toEqual({played: 1, won: 1});
		expect(conceptRecord(learner, 'multiples').rating).toBeGreaterThan(1500);
		await sendKeyAndWaitFor(app, 'q', 'game-arcade');
		while (!/❯ [a-z] +Stats/.test(app.lastFrame() ?? '')) await press(app, keys.down);
		frame = await sendKeyAndWaitFor(app, keys.enter, 'Stats · your record');
		expectFits(frame);
		expect(frame).toContain('Saving: on, after every game and puzzle (s turns it off).');
		expect(frame).toMatch(/Bash +1 +1 +0 +– +0/);
		frame = await sendKeyAndWaitFor(app, 's', 'Saving: off');
		expect(frame).toContain('Saving is off: nothing more is written until you turn it on.');
		expect(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')).save).toBe(false);
		frame = await sendKeyAndWaitFor(app, 'x', 'Reset every game');
		frame = await sendKeyAndWaitFor(app, 'y', 'Every record is reset.');
		expect(frame).toMatch(/Bash +0 +0 +0/);
		await sendKeyAndWaitFor(app, 'q', 'game-arcade');
	});

	it('shows a one-line notice for a damaged file, sets it aside, and plays on', async () => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, 'progress.json'), '{"format": "game-arcade progress", "version": 1, "games": {"nim": {"played": "many"}}}');
		const app = renderArcade({store: fileStore({dir})});
		const frame = await waitForFrame(app, 'game-arcade');
		const lines = frame.split('\n');
		expect(lines[0]).toMatch(/^ ! Saved progress was damaged; starting afresh\. The old file is now/);
		expectFits(frame);
		// Any key dismisses it.
		const after = await press(app, keys.down);
		expect(after).not.toContain('Saved progress was damaged');
		while (!/❯ [a-z] +Stats/.test(app.lastFrame() ?? '')) await press(app, keys.down);
		await sendKeyAndWaitFor(app, keys.enter, 'Stats · your record');
		const stats = await sendKeyAndWaitFor(app, 'G', 'Notices this session');
		expect(stats).toContain('! Saved progress was damaged; starting afresh.');
		expect(stats.replace(/\s+/g, ' ')).toContain('games.nim.played must be a non-negative integer, got "many"');
	});

	it('a read-only place: play goes on without saving, with a notice', async () => {
		writeFileSync(dir, 'a file where the directory should be');
		const app = playing({game: 'bash', heap: 3, max: 3}, {}, {store: fileStore({dir})});
		const frame = await waitForFrame(app, 'your move');
		expect(frame.split('\n')[0]).toContain('! Saved progress could not be read (ENOTDIR');
		await press(app, '3');
		const end = await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
		expect(end).toContain('You won in 1 move!');
		expect(readFileSync(dir, 'utf8')).toBe('a file where the directory should be');
	});
});

describe('small terminals', () => {
	it('fits the trainer, the review, a theory page and the stats in 60×16', async () => {
		const size = {columns: 60, rows: 16};
		let app = renderArcade({size, start: {name: 'trainer', mode: 'coins'}});
		let frame = await waitForFrame(app, 'find a winning move');
		expectFits(frame, 60, 16);
		frame = await sendKeyAndWaitFor(app, 's', '✗ Shown');
		expectFits(frame, 60, 16);
		cleanup();
		app = renderArcade({size, start: {name: 'stats'}});
		expectFits(await waitForFrame(app, 'Stats'), 60, 16);
		cleanup();
		app = renderArcade({size, start: {name: 'match', config: matchConfig({game: 'tree', parents: [0, 1, 1, 0, 4]}, {opponent: 'friend'})}});
		await waitForFrame(app, 'Player 1 to move');
		expectFits(await sendKeyAndWaitFor(app, 'i', 'How to play'), 60, 16);
		await sendKeyAndWaitFor(app, 'q', 'Player 1 to move');
		expectFits(await sendKeyAndWaitFor(app, 'v', 'Review'), 60, 16);
	});
});
