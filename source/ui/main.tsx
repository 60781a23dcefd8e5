/**
 * The arcade's entry: loads the boards, takes over the terminal (alternate
 * screen, raw keys through a filter), renders the app, and gives the terminal
 * back on every way out: quitting, Ctrl+C (exit code 130), a signal, or a
 * crash (signal-exit runs the restore).
 */
import {render} from 'ink';
import onExit from 'signal-exit';
import type {JsonObject} from '../engine/types.js';
import {readPosition} from '../analyze/run.js';
import {App} from './app.js';
import type {Screen} from './app-state.js';
import {boardFor, loadBoards} from './boards/registry.js';
import type {MatchConfig, Opponent} from './match/state.js';
import {enterAlternateScreen, installKeyFilter, leaveAlternateScreen} from './terminal.js';

export interface PlayOptions {
	/** The game id, for `play <game>` without a position (opens its setup). */
	readonly game: string;
	/** The starting position as JSON (already checked by the CLI); none opens the setup screen. */
	readonly position?: JsonObject;
	readonly hints?: boolean;
	readonly first?: 'me' | 'computer';
	readonly opponent?: Opponent;
}

export interface ArcadeOptions {
	readonly stdin: NodeJS.ReadStream;
	readonly stdout: NodeJS.WriteStream;
	/** The command line's command: none (the menu), play, or train. */
	readonly command?: 'play' | 'train';
	readonly play?: PlayOptions;
	/** Whether progress may be saved (kept for the trainer and stats). */
	readonly save?: boolean;
	/** The computer's pause before moving, in milliseconds. */
	readonly delay?: number;
}

/** The first screen for the command line's command. */
export function startScreen(play?: PlayOptions): Screen {
	if (!play) return {name: 'menu'};
	if (!play.position) return {name: 'setup', id: play.game};
	const {game, position} = readPosition(play.position);
	const config: MatchConfig = {
		game,
		board: boardFor(game.id),
		start: position,
		opponent: play.opponent ?? 'perfect',
		first: play.first === 'computer' ? 1 : 0,
		hints: play.hints ?? false,
	};
	return {name: 'match', config};
}

/** Runs the arcade until the player leaves; resolves with the exit code. */
export async function runArcade(options: ArcadeOptions): Promise<number> {
	const {stdin, stdout} = options;
	await loadBoards();
	const start = startScreen(options.command === 'play' ? options.play : undefined);

	let restored = false;
	let removeFilter = (): void => undefined;
	const restore = () => {
		if (restored) return;
		restored = true;
		removeFilter();
		try {
			if (stdin.isTTY) stdin.setRawMode(false);
		} catch {
			// The terminal may already be gone.
		}
		stdout.write(leaveAlternateScreen);
	};
	const removeExitHook = onExit(restore, {alwaysLast: true});

	stdout.write(enterAlternateScreen);
	removeFilter = installKeyFilter(stdin);
	let code = 0;
	try {
		const instance = render(
			<App
				start={start}
				delay={options.delay}
				onExit={exitCode => {
					code = exitCode;
					instance.unmount();
				}}
			/>,
			{stdin, stdout, exitOnCtrlC: false},
		);
		await instance.waitUntilExit();
	} finally {
		restore();
		removeExitHook();
	}
	return code;
}
