/**
 * The arcade itself, loaded by main.tsx while the menu's first frame is on
 * the screen (or before the first frame, for `play`, `train` and `learn`):
 * the app with its providers, the progress store, the computer's think
 * worker, and the first screen of each command.
 */
import {noticeWords} from '../i18n/notices/index.js';
import type React from 'react';
import {seeded} from '../engine/random.js';
import type {JsonObject} from '../engine/types.js';
import {readPosition} from '../analyze/run.js';
import {App} from './app.js';
import type {Redraws} from './terminal-hooks.js';
import type {Screen} from './app-state.js';
import {boardFor} from './boards/index.js';
import type {MatchConfig, Opponent} from './match/state.js';
import type {MenuChoice} from './screens/menu.js';
import {fileStore, memoryStore, type ProgressStore} from '../progress/store.js';
import {configDir} from '../progress/paths.js';
import {workerThinker} from '../think/thinker.js';
import {ThinkerContext} from './match/thinker-context.js';
import {LauncherContext} from './match/launcher-context.js';
import {ExportContext} from './lab/export-context.js';
import type {MouseHub} from './mouse.js';
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
	if (dir === null) return {store: memoryStore(), notice: noticeWords('noConfigDir')};
	return {store: fileStore({dir}), notice: null};
}

/** What the command line chose for the arcade. */
export interface ArcadeChoices {
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
	/** `--theme`: the theme to use (and save). @default the saved one */
	readonly theme?: ThemeName;
	/** `--no-mouse` (false): no mouse reporting in this session. @default the saved setting */
	readonly mouse?: boolean;
	/** NO_COLOR or `--no-color`: no colours whatever the theme. @default false */
	readonly noColor?: boolean;
	/** `--ascii` (true) or `--no-ascii` (false): glyphs drawn as ASCII, or not, in this session. @default the saved setting */
	readonly ascii?: boolean;
}

/** The app's setup: the command line's choices, and what main.tsx gives it (the terminal's mouse, redraws and ways out). */
export interface ArcadeSetup extends ArcadeChoices {
	/** The entry the menu had on it before the arcade loaded, and the one chosen then (if any). */
	readonly menuIndex?: number;
	readonly menuChoice?: MenuChoice | null;
	readonly mouseHub: MouseHub;
	readonly redraws: Redraws;
	readonly onMouseMode: (on: boolean) => void;
	readonly onSuspend: () => void;
	readonly onExit: (code: number) => void;
}

/** The app for a command, with its providers, and what must be let go when it ends (the think worker). */
export function createArcade(setup: ArcadeSetup): {element: React.JSX.Element; dispose: () => void} {
	const start =
		setup.command === 'train'
			? trainScreen(setup.train)
			: setup.command === 'learn'
				? ({name: 'course', lesson: setup.learn} as const)
				: startScreen(setup.command === 'play' ? setup.play : undefined);
	const {store, notice} = progressStore(setup.save ?? true, setup.env);
	// The think worker's chunk sits beside this one in dist/chunks/ (scripts/build.mjs).
	const thinker = workerThinker(new URL('./think.js', import.meta.url));
	const element = (
		<ThinkerContext.Provider value={thinker}>
			<LauncherContext.Provider value={setup.launcher ?? null}>
				<ExportContext.Provider value={(table, format) => exportTable(table, format, process.cwd())}>
					<App
						start={start}
						menuIndex={setup.menuIndex}
						menuChoice={setup.menuChoice ?? undefined}
						delay={setup.delay}
						seed={setup.seed}
						rng={setup.seed === undefined ? undefined : seeded(setup.seed)}
						store={store}
						startNotice={notice}
						onExit={setup.onExit}
						onSuspend={setup.onSuspend}
						redraws={setup.redraws}
						theme={setup.theme}
						noColor={setup.noColor}
						ascii={setup.ascii}
						mouse={setup.mouseHub}
						noMouse={setup.mouse === false}
						onMouseMode={setup.onMouseMode}
					/>
				</ExportContext.Provider>
			</LauncherContext.Provider>
		</ThinkerContext.Provider>
	);
	return {element, dispose: () => thinker.dispose()};
}
