/**
 * The arcade rendered with ink-testing-library: menu, setup, a whole game,
 * the computer's answers, undo, refusals, hints, the end screen, help, the
 * too-small notice, Ctrl+C and key bursts.
 */
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import * as fs from 'node:fs';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {games} from '../../source/engine/catalog.js';
import {parseProgress, savedGameOf, statsOf} from '../../source/progress/progress.js';
import {fileStore} from '../../source/progress/store.js';
import {keys, matchConfig, press, renderArcade, sendKeyAndWaitFor, sleep, waitForFrame, type Arcade} from './helpers.js';
import type {JsonObject} from '../../source/engine/types.js';

beforeAll(async () => {});

afterEach(() => {
	cleanup();
});

function playing(json: JsonObject, options: Parameters<typeof matchConfig>[1] = {}): Arcade {
	return renderArcade({start: {name: 'match', config: matchConfig(json, options)}});
}

/** Moves the heap cursor to `heap`, types `take`, and presses Enter. */
async function takeFrom(app: Arcade, heap: number, take: number): Promise<void> {
	for (;;) {
		const current = /▶ heap (\d+)/.exec(app.lastFrame() ?? '');
		const at = current ? Number(current[1]) : heap;
		if (at === heap) break;
		await press(app, at < heap ? keys.down : keys.up);
	}
	for (const d of String(take)) await sendKeyAndWaitFor(app, d, `take ${take}`.slice(0, 5 + String(take).indexOf(d) + 1));
	app.stdin.write(keys.enter);
}

describe('the menu', () => {
	it('starts on the entry the menu had while the arcade loaded, and acts on a choice made then', async () => {
		const kept = renderArcade({menuIndex: 2});
		expect(await waitForFrame(kept, 'played perfectly')).toMatch(/❯ c {2}Wythoff/);
		kept.unmount();
		const chosen = renderArcade({menuIndex: 4, menuChoice: {kind: 'game', id: 'ktimes'}});
		await waitForFrame(chosen, 'K-times · new game');
		await press(chosen, keys.escape);
		expect(await waitForFrame(chosen, 'played perfectly')).toMatch(/❯ e {2}K-times/);
		const quit = renderArcade({menuChoice: {kind: 'quit'}});
		await waitForFrame(quit, () => quit.exits.length > 0);
		expect(quit.exits).toEqual([0]);
	});

	it('lists every game of the catalog, then How to play and Quit (100×30)', async () => {
		const app = renderArcade({size: {columns: 100, rows: 30}});
		const frame = await waitForFrame(app, 'game-arcade');
		expect(frame).not.toContain('entries shown');
		for (const game of games) expect(frame).toContain(game.name);
		expect(frame).toContain('How to play');
		expect(frame).toContain('Quit');
		expect(frame).toContain('↑↓ move  enter choose');
	});

	it('scrolls where the terminal is too short for every entry (80×24), and says so', async () => {
		const app = renderArcade();
		const frame = await waitForFrame(app, 'game-arcade');
		expect(frame).toMatch(/\d+ of \d+ entries shown: ↑↓ scroll the rest into view/);
		expect(frame).not.toContain('Quit');
		const bottom = await sendKeyAndWaitFor(app, keys.up, /❯ [a-z] +Quit/);
		// Every entry's line whole at 80 columns: no summary cut.
		for (const f of [frame, bottom]) expect(f).not.toContain('…');
	});

	it('reaches the setup of every game, and Esc comes back', async () => {
		const app = renderArcade();
		await waitForFrame(app, 'game-arcade');
		for (const [i, game] of games.entries()) {
			if (i > 0) await sendKeyAndWaitFor(app, keys.down, new RegExp(`❯ [a-z] +${game.name}`));
			await sendKeyAndWaitFor(app, keys.enter, `${game.name} · new game`);
			expect(app.lastFrame()).toContain('Start the game');
			await sendKeyAndWaitFor(app, keys.escape, 'game-arcade');
		}
	});

	it('shows a shortcut letter on every entry, and each letter chooses its entry', async () => {
		const app = renderArcade({size: {columns: 100, rows: 30}});
		const frame = await waitForFrame(app, 'game-arcade');
		const letters = [...frame.matchAll(/│ [❯ ] ([a-z]) {2}(\S[^│]*?) {2}/g)].map(m => [m[1]!, m[2]!.trim()] as const);
		expect(letters.length).toBeGreaterThan(9);
		expect(new Set(letters.map(([l]) => l)).size).toBe(letters.length);
		// The last game, past the ninth entry, by its letter.
		const last = games[games.length - 1]!;
		const letter = letters.find(([, name]) => name === last.name)?.[0];
		expect(letter).toBeDefined();
		await sendKeyAndWaitFor(app, letter!, `${last.name} · new game`);
		expect(frame).toContain('a-z choose by letter');
	});

	it('acts on every key of a burst (three Down keys in one chunk, or 1 ms apart, move three rows)', async () => {
		const app = renderArcade({size: {columns: 100, rows: 30}});
		await waitForFrame(app, 'played perfectly');
		app.stdin.write(`${keys.down}${keys.down}${keys.down}`);
		await waitForFrame(app, /❯ d {2}Fibonacci/);
		for (let i = 0; i < 3; i++) {
			app.stdin.write(keys.down);
			await sleep(1);
		}
		await waitForFrame(app, /❯ g {2}Prime Nim/);
		// Up from the first entry wraps to Quit.
		app.stdin.write(`${keys.up}${keys.up}${keys.up}${keys.up}${keys.up}${keys.up}${keys.up}`);
		await waitForFrame(app, /❯ q {2}Quit/);
	});

	it('does nothing on Esc in the menu: only q, Quit and Ctrl+C leave', async () => {
		const app = renderArcade();
		await waitForFrame(app, 'game-arcade');
		await press(app, keys.escape);
		await press(app, keys.escape);
		expect(app.exits).toEqual([]);
		expect(app.lastFrame()).toContain('game-arcade');
		await sendKeyAndWaitFor(app, keys.enter, 'Nim · new game');
		await sendKeyAndWaitFor(app, keys.escape, 'game-arcade');
		await press(app, keys.escape);
		expect(app.exits).toEqual([]);
	});

	it('starts a game from the setup, and q before the first move goes back to the menu', async () => {
		const app = renderArcade();
		await waitForFrame(app, 'game-arcade');
		await sendKeyAndWaitFor(app, keys.enter, 'Nim · new game');
		await sendKeyAndWaitFor(app, keys.enter, 'your move');
		await sendKeyAndWaitFor(app, 'q', 'game-arcade');
	});

	it('quits with q, exit code 0', async () => {
		const app = renderArcade();
		await waitForFrame(app, 'game-arcade');
		app.stdin.write('q');
		await waitForFrame(app, () => app.exits.length > 0);
		expect(app.exits).toEqual([0]);
	});

	it('shows How to play, which scrolls', async () => {
		const app = renderArcade();
		await waitForFrame(app, 'game-arcade');
		// How to play comes after the games and the Course, a few entries above Quit: up from the first entry wraps there (the walk down every entry is the setup test's).
		let frame = await sendKeyAndWaitFor(app, keys.up, /❯ [a-z] +Quit/);
		for (let i = 0; i < 8 && !/❯ [a-z] +How to play/.test(frame); i++) frame = await press(app, keys.up);
		expect(frame).toMatch(/❯ [a-z] +How to play/);
		// The menu also says "How to play": wait for the page's own title, so the next key reaches the page.
		const page = await sendKeyAndWaitFor(app, keys.enter, /How to play · .*\(1\/\d+\)/);
		expect(page).toContain('impartial');
		const scrolled = await press(app, keys.down);
		expect(scrolled).not.toBe(page);
		await sendKeyAndWaitFor(app, 'q', 'game-arcade');
	});
});

describe('a match', () => {
	it('plays a full game of nim by following the hints, and wins', async () => {
		const app = playing({game: 'nim', heaps: [3, 5, 7]}, {hints: true});
		const moveNumber = (f: string) => Number(/move (\d+)/.exec(f)?.[1] ?? 0);
		for (let turn = 0; turn < 30; turn++) {
			const frame = await waitForFrame(app, f => f.includes('your move') || f.includes('Rematch'));
			if (frame.includes('Rematch')) break;
			const hint = /◆ Winning move: take (\d+) from heap (\d+)/.exec(frame) ?? /hint · you are winning .*◆ take (\d+) from heap (\d+)/.exec(frame);
			expect(hint, frame).not.toBeNull();
			const n = moveNumber(frame);
			await takeFrom(app, Number(hint![2]), Number(hint![1]));
			// The computer answers (once lost, it first offers to fast-forward: n plays it out): two moves
			// later it is the player's turn again (or the game is over).
			const next = await waitForFrame(app, f => f.includes('Rematch') || f.includes('I have lost') || (f.includes('your move') && moveNumber(f) >= n + 2));
			if (next.includes('I have lost')) {
				expect(next.replace(/\s+/g, ' ')).toMatch(/I have lost: \d+ more moves with best play\. Fast-forward them \(y\), or play it out \(n\)\?/);
				app.stdin.write('n');
				await waitForFrame(app, f => f.includes('Rematch') || (f.includes('your move') && moveNumber(f) >= n + 2));
			}
		}
		const end = await waitForFrame(app, 'Rematch');
		expect(end).toMatch(/You won in \d+ moves!/);
		expect(end).toContain('Hints used: yes');
		expect(end).toContain('Rematch');
		await sendKeyAndWaitFor(app, 'q', 'game-arcade');
	});

	it('the end screen acts on every key of a burst: Down Down in one chunk, then Enter, goes back to the menu', async () => {
		const app = playing({game: 'bash', heap: 3, max: 3});
		await waitForFrame(app, 'your move');
		app.stdin.write('3');
		await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
		app.stdin.write(`${keys.down}${keys.down}`);
		await waitForFrame(app, /❯ Back to the menu/);
		await sendKeyAndWaitFor(app, keys.enter, 'played perfectly');
	});

	it("shows the computer's answer in words, highlighted on the board", async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]});
		await waitForFrame(app, 'your move');
		app.stdin.write(keys.enter);
		const frame = await waitForFrame(app, '◀ Computer took');
		expect(frame).toMatch(/◀ Computer took \d+ from heap \d+ \(\d+ → \d+\)\./);
		expect(frame).toContain('◀ took');
	});

	it("undoes back to the player's previous turn", async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]});
		await waitForFrame(app, 'your move');
		app.stdin.write(keys.enter);
		await waitForFrame(app, '◀ Computer took');
		const frame = await sendKeyAndWaitFor(app, 'u', 'Undone: take 1 from heap 1 (3 → 2).');
		expect(frame).toContain('heap 1 │ ●●○');
		expect(frame).toContain('move 1');
	});

	it('refuses an illegal move with its reason, and the position stays', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]});
		await waitForFrame(app, 'your move');
		await sendKeyAndWaitFor(app, '9', 'take 9? only 3');
		const frame = await sendKeyAndWaitFor(app, keys.enter, 'Not allowed: heap 1 has only 3.');
		expect(frame).toContain('move 1');
	});

	it('steps the hint with t: who wins, the idea, the move, then off', async () => {
		const app = playing({game: 'nim', heaps: [7, 9, 12, 15]});
		await waitForFrame(app, 'hints off');
		let frame = await sendKeyAndWaitFor(app, 't', 'hint: who wins');
		expect(frame).toContain('you are winning · Grundy value 13');
		expect(frame).toContain('t: the idea');
		expect(frame).not.toContain('nim-sum');
		frame = await sendKeyAndWaitFor(app, 't', 'hint: the idea');
		expect(frame).toContain('nim-sum = 1101  (13)');
		expect(frame).toContain('t: the move');
		expect(frame).not.toContain('take 5 from heap 2');
		expect(frame).not.toContain('◆');
		frame = await sendKeyAndWaitFor(app, 't', 'hint: the move');
		expect(frame).toContain('◆ Winning move: take 5 from heap 2 (9 → 4)');
		await sendKeyAndWaitFor(app, 't', 'hints off');
	});

	it('the coach names a losing move at once; once the computer has replied, a short note says it and the way back', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 6]});
		await waitForFrame(app, 'your move');
		// Enter takes 1 from heap 1 (the winning move); down first: 1 from heap 2, a mistake.
		app.stdin.write(keys.down);
		await waitForFrame(app, '▶ heap 2');
		const frame = await sendKeyAndWaitFor(app, keys.enter, '◀ Computer took');
		expect(frame.replace(/\s+/g, ' ')).toContain('✗ coach Your last move handed the win to the computer. u takes it back.');
		expect(frame).not.toContain('kept it');
	});

	it('a game left with q is kept, offered first the next time the game is chosen, and goes on where it was', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'game-arcade-resume-'));
		try {
			const app = renderArcade({store: fileStore({dir}), start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 6]})}});
			await waitForFrame(app, 'your move');
			// Take 1 from heap 2 (a mistake, so the computer plays on rather than conceding); it answers.
			await sendKeyAndWaitFor(app, keys.down, '▶ heap 2');
			await sendKeyAndWaitFor(app, keys.enter, 'your move · move 3');
			const heaps = (frame: string) => [...frame.matchAll(/heap (\d) │ [●○◆· ]*?(\d+)\b/g)].map(m => `${m[1]}:${m[2]}`);
			const board = heaps(app.lastFrame() ?? '');
			expect(board).toHaveLength(3);
			await sendKeyAndWaitFor(app, 'q', 'Leave this game for the menu? It is kept to resume. y yes · n no');
			await sendKeyAndWaitFor(app, 'y', 'game-arcade');
			const left = parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8'));
			expect(savedGameOf(left, 'nim')).toMatchObject({opponent: 'perfect', toMove: 0, hints: false, moves: 2});
			// Choosing Nim again: the resume is the first row, and the preview shows the game as it stands.
			let frame = app.lastFrame() ?? '';
			while (!/❯ \w +Nim\b/.test(frame)) frame = await press(app, keys.down);
			frame = await sendKeyAndWaitFor(app, keys.enter, 'Resume the game you left');
			expect(frame).toMatch(/▶ \[ Resume the game you left \] +move 3 · your move · vs computer \(perfect\)/);
			expect(frame).toContain('the game you left, as it stands');
			frame = await sendKeyAndWaitFor(app, keys.enter, 'your move · move 3');
			expect(heaps(frame)).toEqual(board);
			// Resumed, it is no longer kept (leaving it again keeps it anew).
			expect(savedGameOf(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')), 'nim')).toBeNull();
			// Its history came back with it: the review lists the two moves and the mistake, and undo takes it back.
			frame = await sendKeyAndWaitFor(app, 'v', 'Review');
			expect(frame).not.toContain('No move has been made yet');
			expect(frame).toContain('Mistakes (✗): You 1.');
			expect(frame).toMatch(/1 You +take 1 from heap 2 \(4 → 3\)/);
			await sendKeyAndWaitFor(app, 'q', 'your move · move 3');
			frame = await sendKeyAndWaitFor(app, 'u', 'Undone: take 1 from heap 2 (4 → 3).');
			expect(frame).toContain('your move · move 1');
			// Left again, then a new game of Nim started over it: the one left counts as abandoned.
			await sendKeyAndWaitFor(app, keys.down, '▶ heap 2');
			await sendKeyAndWaitFor(app, keys.enter, 'your move · move 3');
			await sendKeyAndWaitFor(app, 'q', 'Leave this game');
			await sendKeyAndWaitFor(app, 'y', 'game-arcade');
			frame = app.lastFrame() ?? '';
			while (!/❯ \w +Nim\b/.test(frame)) frame = await press(app, keys.down);
			await sendKeyAndWaitFor(app, keys.enter, '▶ [ Resume the game you left ]');
			await sendKeyAndWaitFor(app, keys.down, '▶ Start from');
			await sendKeyAndWaitFor(app, keys.enter, 'your move · move 1');
			const after = parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8'));
			expect(savedGameOf(after, 'nim')).toBeNull();
			expect(statsOf(after, 'nim')).toMatchObject({played: 0, abandoned: 1});
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});

	it('x resigns after a confirm, and the end screen says so; a resignation at move 1 is a game lost', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 6]});
		await waitForFrame(app, 'your move');
		await sendKeyAndWaitFor(app, 'x', 'Resign: the computer wins this game? y yes · n no');
		const end = await sendKeyAndWaitFor(app, 'y', 'Rematch');
		expect(end).toContain('You resigned after 0 moves: the computer wins.');
		expect(end).toContain('Nim: won 0 of 1 against the computer');
	});

	it("u on the game-over screen takes back the mistake that lost at once, with the coach's note; the loss comes off the record", async () => {
		const app = playing({game: 'nim', heaps: [1, 2]});
		await waitForFrame(app, 'your move');
		// 2 from heap 2 leaves 1 0: the computer takes the last token.
		await takeFrom(app, 2, 2);
		let frame = await waitForFrame(app, 'Rematch');
		expect(frame).toContain('The computer won in 2 moves.');
		expect(frame).toContain('Nim: won 0 of 1 against the computer');
		expect(frame.replace(/\s+/g, ' ')).toContain(
			'✗ coach That handed the win to the computer: take 1 from heap 2 (2 → 1) kept it (on the board before your move). The nim-sum after your move was 1, not 0. Lesson 2: Nim and the nim-sum explains it. u takes it back.',
		);
		expect(frame).toContain('u take back');
		for (const row of frame.split('\n')) expect(row.length).toBeLessThanOrEqual(80);
		frame = await sendKeyAndWaitFor(app, 'u', 'Undone: take 2 from heap 2 (2 → 0).');
		expect(frame).toContain('your move');
		// Played right this time, the game is won, and counted once.
		await takeFrom(app, 2, 1);
		await waitForFrame(app, 'your move · move 3');
		await takeFrom(app, 2, 1);
		frame = await waitForFrame(app, 'Rematch');
		expect(frame).toContain('You won in 3 moves!');
		expect(frame).toContain('Nim: won 1 of 1 against the computer');
		expect(frame).not.toContain('u take back');
	});

	it('Ctrl+C during a game with moves made counts it abandoned, shown on the Stats screen', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'game-arcade-abandon-'));
		try {
			const app = renderArcade({store: fileStore({dir}), start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 6]})}});
			await waitForFrame(app, 'your move');
			// Ctrl+C before any move abandons nothing.
			const first = renderArcade({store: fileStore({dir}), start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 6]})}});
			await waitForFrame(first, 'your move');
			first.stdin.write(keys['ctrl-c']);
			await waitForFrame(first, () => first.exits.length > 0);
			expect(() => readFileSync(join(dir, 'progress.json'), 'utf8')).toThrow();
			await sendKeyAndWaitFor(app, keys.down, '▶ heap 2');
			await sendKeyAndWaitFor(app, keys.enter, 'your move · move 3');
			app.stdin.write(keys['ctrl-c']);
			await waitForFrame(app, () => app.exits.length > 0);
			expect(app.exits).toEqual([130]);
			const progress = parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8'));
			expect(statsOf(progress, 'nim')).toMatchObject({played: 0, abandoned: 1});
			expect(savedGameOf(progress, 'nim')).toBeNull();
			const stats = renderArcade({store: fileStore({dir}), start: {name: 'stats'}, size: {columns: 100, rows: 40}});
			const frame = await waitForFrame(stats, 'Totals');
			expect(frame.replace(/\s+/g, ' ')).toContain('no games against the computer yet, abandoned unfinished: Nim 1');
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});

	it('asks before leaving a game in progress', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]}, {opponent: 'friend'});
		await waitForFrame(app, 'Player 1 to move');
		await sendKeyAndWaitFor(app, keys.enter, 'Player 2 to move');
		await sendKeyAndWaitFor(app, 'q', 'Leave this game for the menu?');
		await sendKeyAndWaitFor(app, 'n', 'Player 2 to move');
		await sendKeyAndWaitFor(app, 'q', 'Leave this game');
		await sendKeyAndWaitFor(app, 'y', 'game-arcade');
	});

	it('keeps every key of a burst (several keys in one chunk)', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5, 6]});
		await waitForFrame(app, 'your move');
		app.stdin.write(`${keys.down}${keys.down}${keys.down}`);
		const frame = await waitForFrame(app, '▶ heap 4');
		expect(frame).toContain('▶ heap 4');
		app.stdin.write('jj');
		await waitForFrame(app, 'your move');
		app.stdin.write('kk');
		expect(await waitForFrame(app, '▶ heap 2')).toContain('▶ heap 2');
	});

	it('ends with rematch, new position or the menu', async () => {
		const app = playing({game: 'bash', heap: 3, max: 3}, {opponent: 'friend'});
		await waitForFrame(app, 'Player 1 to move');
		await sendKeyAndWaitFor(app, '3', 'take 3 → 0');
		// The match's own header says "game over" a moment before the end screen: wait for the latter.
		let frame = await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
		expect(frame).toContain('Player 1 won in 1 move.');
		expect(frame).toContain('Hints used: no');
		expect(frame).toContain('Last move: Player 1 took 3 (3 → 0).');
		frame = await sendKeyAndWaitFor(app, keys.enter, 'Player 1 to move');
		expect(frame).toMatch(/heap │ ●●○ +3/);
		frame = await sendKeyAndWaitFor(app, '3', 'take 3 → 0');
		await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
		await sendKeyAndWaitFor(app, 'n', 'Bash · new game');
	});
});

describe('a save that fails', () => {
	it('as a game ends: the notice, naming the file, stays on the end screen and the menu until a key there; the old file is kept', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'game-arcade-app-'));
		try {
			// A first good save, then a disk that takes 100 bytes and no more.
			const good = fileStore({dir});
			good.save(good.load().progress);
			const before = readFileSync(join(dir, 'progress.json'), 'utf8');
			const full = fileStore({
				dir,
				fs: {
					...fs,
					writeSync: ((fd: number, data: Uint8Array, offset: number, length: number) =>
						offset >= 100 ? 0 : fs.writeSync(fd, data, offset, Math.min(length, 100 - offset))) as unknown as typeof fs.writeSync,
				},
			});
			const app = renderArcade({store: full, start: {name: 'match', config: matchConfig({game: 'bash', heap: 3, max: 3})}});
			await waitForFrame(app, 'your move');
			app.stdin.write('3');
			const end = await sendKeyAndWaitFor(app, keys.enter, 'Rematch');
			const flat = (f: string) => f.replace(/\s+/g, ' ');
			expect(flat(end)).toContain(
				`! Could not save progress (ENOSPC: no space left on the disk): the saved file is unchanged; playing on without saving. File: ${join(dir, 'progress.json')}`,
			);
			expect(end.split('\n')).toHaveLength(23);
			// The menu's own line (the notice's path says "game-arcade" too).
			const menu = await sendKeyAndWaitFor(app, 'q', 'impartial games, played perfectly');
			expect(flat(menu)).toContain('! Could not save progress (ENOSPC');
			const after = await press(app, keys.down);
			expect(after).not.toContain('Could not save progress');
			expect(readFileSync(join(dir, 'progress.json'), 'utf8')).toBe(before);
			expect(readdirSync(dir)).toEqual(['progress.json']);
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});
});

describe('the terminal', () => {
	it('shows a notice instead of the screen when the terminal is too small', async () => {
		const app = renderArcade({size: {columns: 40, rows: 12}});
		const frame = await waitForFrame(app, 'Terminal too small');
		expect(frame).toContain('at least 60×16; this');
		expect(frame).toContain('terminal is 40×12.');
		expect(frame.split('\n').length).toBeLessThanOrEqual(11);
		expect(frame).not.toContain('game-arcade  ·');
	});

	it('opens the help overlay with ?, listing every key; any key closes it', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]});
		await waitForFrame(app, 'your move');
		const frame = await sendKeyAndWaitFor(app, '?', 'Help');
		for (const text of ['t  ', 'undo', 'restart', 'back to the menu', 'ctrl+c', 'Moves in Nim']) expect(frame).toContain(text);
		await sendKeyAndWaitFor(app, 'x', 'your move');
	});

	it('exits with 130 on Ctrl+C', async () => {
		const app = playing({game: 'nim', heaps: [3, 4, 5]});
		await waitForFrame(app, 'your move');
		app.stdin.write(keys['ctrl-c']);
		await waitForFrame(app, () => app.exits.length > 0);
		expect(app.exits).toEqual([130]);
	});

	it('fits the menu, the setup and the end screen in the smallest terminal (60×16)', async () => {
		const app = renderArcade({size: {columns: 60, rows: 16}});
		let frame = await waitForFrame(app, 'game-arcade');
		expect(frame.split('\n').length).toBeLessThanOrEqual(15);
		frame = await sendKeyAndWaitFor(app, keys.enter, 'Nim · new game');
		expect(frame.split('\n').length).toBeLessThanOrEqual(15);
		for (const l of frame.split('\n')) expect([...l].length).toBeLessThanOrEqual(60);
	});

	it('never draws a frame taller than rows − 1', async () => {
		const app = playing({game: 'nim', heaps: [7, 9, 12, 15]}, {hints: true});
		const frame = await waitForFrame(app, 'your move');
		expect(frame.split('\n')).toHaveLength(23);
	});
});
