/**
 * The arcade's entry: loads the boards, takes over the terminal (alternate
 * screen, raw keys through a filter), renders the app, and gives the terminal
 * back on every way out: quitting, Ctrl+C (exit code 130), a signal, or a
 * crash (signal-exit runs the restore); and for a while on Ctrl+Z, until `fg`.
 * Mouse reporting is on while the arcade has the terminal (unless turned off),
 * and off again on every one of those ways out.
 */
import {render} from 'ink';
import {seeded} from '../engine/random.js';
import onExit from 'signal-exit';
import type {JsonObject} from '../engine/types.js';
import {readPosition} from '../analyze/run.js';
import {App, type Redraws} from './app.js';
import type {Screen} from './app-state.js';
import {boardFor} from './boards/index.js';
import type {MatchConfig, Opponent} from './match/state.js';
import {enterAlternateScreen, hideCursor, installJobControl, installKeyFilter, leaveAlternateScreen, readTerminalSize} from './terminal.js';
import {configDir, fileStore, memoryStore, type ProgressStore} from '../progress/store.js';
import {workerThinker} from '../think/thinker.js';
import {ThinkerContext} from './match/thinker-context.js';
import {LauncherContext} from './match/launcher-context.js';
import {ExportContext} from './lab/export-context.js';
import {createMouseHub, mouseOff, mouseOn} from './mouse.js';
import type {ThemeName} from './theme.js';
import {exportTable} from '../analyze/table-export.js';

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
	/** The command line's command: none (the menu), play, train or learn. */
	readonly command?: 'play' | 'train' | 'learn';
	readonly play?: PlayOptions;
	/** `train [game]`: the trainer's mode (a game id or "mixed"), or none for its list of games. */
	readonly train?: string;
	/** `learn [lesson]`: a lesson to open at once (course order, from 0), or none for the course map. */
	readonly learn?: number;
	/** Whether progress is read and saved (`--no-save` turns it off). @default true */
	readonly save?: boolean;
	/** The environment, for the config directory (XDG_CONFIG_HOME...). @default process.env */
	readonly env?: NodeJS.ProcessEnv;
	/** The computer's pause before moving, in milliseconds. */
	readonly delay?: number;
	/** `--seed`: random starts, trainer puzzles and the casual computer's choices, reproducibly. */
	readonly seed?: number;
	/** The words that start the arcade the way it was started, for the share lines. @default ['game-arcade'] */
	readonly launcher?: readonly string[];
	/** `--screen-reader` (or INK_SCREEN_READER=true): every screen as linear text. @default false */
	readonly screenReader?: boolean;
	/** `--theme`: the theme to use (and save). @default the saved one */
	readonly theme?: ThemeName;
	/** `--no-mouse` (false): no mouse reporting in this session. @default the saved setting */
	readonly mouse?: boolean;
	/** NO_COLOR or `--no-color`: no colours whatever the theme. @default false */
	readonly noColor?: boolean;
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

/** The trainer's first screen: its list of games, or straight to a game's puzzles. */
export function trainScreen(mode?: string): Screen {
	return mode === undefined ? {name: 'trainerPick'} : {name: 'trainer', mode};
}

/** Where progress is kept: the config directory's file, or nowhere (with a notice when that was not asked for). */
export function progressStore(save: boolean, env: NodeJS.ProcessEnv = process.env): {store: ProgressStore; notice: string | null} {
	if (!save) return {store: memoryStore(), notice: null};
	const dir = configDir(env);
	if (dir === null) return {store: memoryStore(), notice: 'No home or config directory found: progress is not saved in this session.'};
	return {store: fileStore({dir}), notice: null};
}

/** Runs the arcade until the player leaves; resolves with the exit code. */
export async function runArcade(options: ArcadeOptions): Promise<number> {
	const {stdin, stdout} = options;
	const start =
		options.command === 'train'
			? trainScreen(options.train)
			: options.command === 'learn'
				? ({name: 'course', lesson: options.learn} as const)
				: startScreen(options.command === 'play' ? options.play : undefined);
	const {store, notice} = progressStore(options.save ?? true, options.env);

	let restored = false;
	let removeFilter = (): void => undefined;
	// The mouse: wanted (the setting and --no-mouse, as the app says), and whether reporting is on now.
	let mouseWanted = false;
	let mouseReporting = false;
	let suspended = false;
	const setReporting = (on: boolean) => {
		if (on === mouseReporting || !stdout.isTTY) return;
		mouseReporting = on;
		try {
			stdout.write(on ? mouseOn : mouseOff);
		} catch {
			// The terminal may already be gone.
		}
	};
	const restore = () => {
		if (restored) return;
		restored = true;
		removeFilter();
		// Mouse reporting off first, on every way out: a shell left with it on prints a sequence for every click.
		setReporting(false);
		try {
			if (stdin.isTTY) stdin.setRawMode(false);
		} catch {
			// The terminal may already be gone.
		}
		stdout.write(leaveAlternateScreen);
	};
	const removeExitHook = onExit(restore, {alwaysLast: true});
	const redrawListeners = new Set<() => void>();
	const redraws: Redraws = {
		subscribe(listener) {
			redrawListeners.add(listener);
			return () => redrawListeners.delete(listener);
		},
	};
	const jobs = installJobControl(process, {
		giveBack() {
			suspended = true;
			setReporting(false);
			try {
				if (stdin.isTTY) stdin.setRawMode(false);
			} catch {
				// The terminal may be gone; stopping is still right.
			}
			stdout.write(leaveAlternateScreen);
		},
		takeBack() {
			if (restored) return;
			suspended = false;
			if (stdin.isTTY) stdin.setRawMode(true);
			stdout.write(enterAlternateScreen + hideCursor);
			setReporting(mouseWanted);
			// The size may have changed while stopped (read it again: no SIGWINCH reached a stopped job);
			// then the screen is blank, and the whole frame is drawn again.
			readTerminalSize(stdout);
			stdout.emit('resize');
			for (const listener of redrawListeners) listener();
		},
	});

	stdout.write(enterAlternateScreen);
	const mouse = createMouseHub();
	removeFilter = installKeyFilter(stdin, event => {
		mouse.dispatch(event);
	});
	const onMouseMode = (on: boolean) => {
		mouseWanted = on;
		if (!suspended && !restored) setReporting(on);
	};
	// Raw mode before the first frame (Ink sets it only after): a key pressed
	// while the arcade starts is kept for it, not echoed, and Ctrl+C is a key.
	if (stdin.isTTY) stdin.setRawMode(true);
	// The think worker's chunk sits beside this one in dist/chunks/ (scripts/build.mjs).
	const thinker = workerThinker(new URL('./think.js', import.meta.url));
	let code = 0;
	try {
		const instance = render(
			<ThinkerContext.Provider value={thinker}>
				<LauncherContext.Provider value={options.launcher ?? null}>
					<ExportContext.Provider value={(table, format) => exportTable(table, format, process.cwd())}>
						<App
							start={start}
							delay={options.delay}
							seed={options.seed}
							rng={options.seed === undefined ? undefined : seeded(options.seed)}
							store={store}
							startNotice={notice}
							onExit={exitCode => {
								code = exitCode;
								instance.unmount();
							}}
							onSuspend={jobs.suspend}
							redraws={redraws}
							theme={options.theme}
							noColor={options.noColor}
							mouse={mouse}
							noMouse={options.mouse === false}
							onMouseMode={onMouseMode}
						/>
					</ExportContext.Provider>
				</LauncherContext.Provider>
			</ThinkerContext.Provider>,
			{stdin, stdout, exitOnCtrlC: false, isScreenReaderEnabled: options.screenReader ?? false},
		);
		await instance.waitUntilExit();
	} finally {
		thinker.dispose();
		jobs.dispose();
		restore();
		removeExitHook();
	}
	return code;
}
