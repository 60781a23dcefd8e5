/**
 * Driving the arcade in ink-testing-library. Ink shows a new frame before it
 * re-subscribes its input handlers (a passive effect), so a key written right
 * after a frame change can be lost: every helper waits for the expected
 * frame, then a little more, before the next key. One key per write.
 */
import {render} from 'ink-testing-library';
import {App, type AppProps} from '../../source/ui/app.js';
import type {Size} from '../../source/ui/size.js';
import type {MatchState} from '../../source/ui/match/state.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {initMatch, type MatchConfig} from '../../source/ui/match/state.js';
import {linesText} from '../../source/ui/lines.js';
import {matchLines} from '../../source/ui/match/layout.js';
import type {JsonObject} from '../../source/engine/types.js';

export {keys} from '../keys.js';

/** The time to let Ink re-subscribe its input handlers after a frame. */
export const settle = 20;

export const screen: Size = {columns: 80, rows: 24};

export function sleep(ms: number): Promise<void> {
	return new Promise(resolve => {
		setTimeout(resolve, ms);
	});
}

/**
 * Waits until `condition` holds, polling every 5 ms, and fails after `timeout`
 * ms saying what it waited for. Tests wait for what they expect, never for a
 * fixed time: on a loaded machine a fixed sleep is too short.
 */
export async function waitUntil(condition: () => boolean, what: string, timeout = 2000): Promise<void> {
	const start = Date.now();
	while (!condition()) {
		if (Date.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
		await sleep(5);
	}
}

export type Rendered = ReturnType<typeof render>;

export function frameOf(app: Rendered): string {
	return app.lastFrame() ?? '';
}

/** Waits until the frame satisfies `expected` (a substring, a pattern or a test), then `settle` ms more. */
export async function waitForFrame(app: Rendered, expected: string | RegExp | ((frame: string) => boolean), timeout = 2000): Promise<string> {
	const test = typeof expected === 'string' ? (f: string) => f.includes(expected) : expected instanceof RegExp ? (f: string) => expected.test(f) : expected;
	const start = Date.now();
	for (;;) {
		const frame = frameOf(app);
		if (test(frame)) {
			await sleep(settle);
			return frameOf(app);
		}
		if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${String(expected)}; the frame was:\n${frame}`);
		await sleep(5);
	}
}

/** Writes one key, then waits for the frame it should produce. */
export async function sendKeyAndWaitFor(app: Rendered, key: string, expected: string | RegExp | ((frame: string) => boolean)): Promise<string> {
	app.stdin.write(key);
	return waitForFrame(app, expected);
}

/** Writes one key and waits for the frame to change (or `settle` × 5 when it may not). */
export async function press(app: Rendered, key: string): Promise<string> {
	const before = frameOf(app);
	app.stdin.write(key);
	const start = Date.now();
	while (frameOf(app) === before && Date.now() - start < settle * 5) await sleep(5);
	await sleep(settle);
	return frameOf(app);
}

export interface Arcade extends Rendered {
	readonly exits: number[];
}

export function renderArcade(props: Partial<AppProps> = {}): Arcade {
	const exits: number[] = [];
	const app = render(<App delay={0} seed={7} size={screen} onExit={code => exits.push(code)} {...props} />);
	return Object.assign(app, {exits});
}

/** A match of `json` against `opponent`, the way `game-arcade play` starts one. */
export function matchConfig(json: JsonObject, options: Partial<Omit<MatchConfig, 'game' | 'board' | 'start'>> = {}): MatchConfig {
	const game = lookupGame(json['game'] as string)!;
	return {
		game,
		board: boardFor(game.id),
		start: game.parse(json, ''),
		opponent: 'perfect',
		first: 0,
		hints: false,
		...options,
	};
}

export function newMatch(json: JsonObject, options: Partial<Omit<MatchConfig, 'game' | 'board' | 'start'>> = {}): MatchState {
	return initMatch(matchConfig(json, options));
}

/** The match screen as plain text at 80×24. */
export function matchText(state: MatchState, size: Size = screen): string {
	return linesText(matchLines(state, size));
}
