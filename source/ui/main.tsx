/**
 * The arcade's entry: takes over the terminal (alternate screen, raw keys
 * through a filter), draws the menu at once and loads the rest of the arcade
 * (arcade.tsx: the app, its screens, boards and engine) behind it, or first
 * for a command that opens another screen; and gives the terminal
 * back on every way out: quitting, Ctrl+C (exit code 130), a signal, or a
 * crash (signal-exit runs the restore); and for a while on Ctrl+Z, until `fg`.
 * Mouse reporting is on while the arcade has the terminal (unless turned off),
 * and off again on every one of those ways out.
 */
import type React from 'react';
import {useState} from 'react';
import {Box, render, useInput, type Instance} from 'ink';
import onExit from 'signal-exit';
import {useRedraw, useTerminalSize, type Redraws} from './terminal-hooks.js';
import type {ArcadeChoices} from './arcade.js';
import {enterAlternateScreen, hideCursor, installJobControl, installKeyFilter, leaveAlternateScreen, readTerminalSize} from './terminal.js';
import {configDir, savedLook} from '../progress/paths.js';
import {createMouseHub, MouseContext, mouseOff, mouseOn, type MouseHub} from './mouse.js';
import {effectiveTheme, ThemeContext, type ThemeName} from './theme.js';
import {keyNames} from './keys.js';
import {setAscii} from './glyphs.js';
import {MenuScreen, type MenuChoice} from './screens/menu.js';
import {minimumSize} from './screens/too-small.js';

export interface ArcadeOptions extends ArcadeChoices {
	readonly stdin: NodeJS.ReadStream;
	readonly stdout: NodeJS.WriteStream;
	/** `--screen-reader` (or INK_SCREEN_READER=true): every screen as linear text. @default false */
	readonly screenReader?: boolean;
}

interface MenuFirstProps {
	readonly redraws: Redraws;
	readonly theme: ThemeName;
	readonly mouse: MouseHub | null;
	readonly onHighlight: (index: number) => void;
	readonly onChoose: (choice: MenuChoice) => void;
	readonly onKey: (key: 'ctrl-c' | 'ctrl-z') => void;
}

/**
 * The menu while the arcade loads: the same screen the app shows first, from
 * the list of games the build wrote into it, so the first frame loads no
 * engine. Its keys move and choose as the app's menu does; a choice is acted
 * on once the app is there, a moment later.
 */
function MenuFirst({redraws, theme, mouse, onHighlight, onChoose, onKey}: MenuFirstProps): React.JSX.Element {
	const [chosen, setChosen] = useState(false);
	const size = useTerminalSize();
	const hidden = useRedraw(redraws);
	useInput((input, key) => {
		for (const name of keyNames(input, key)) {
			if (name === 'ctrl-c') onKey('ctrl-c');
			else if (name === 'ctrl-z') onKey('ctrl-z');
		}
	});
	return (
		<ThemeContext.Provider value={theme}>
			<MouseContext.Provider value={mouse}>
				<Box display={hidden ? 'none' : 'flex'} flexDirection="column">
					<MenuScreen
						size={size}
						active={!chosen}
						initialIndex={0}
						onHighlight={onHighlight}
						onChoose={choice => {
							setChosen(true);
							onChoose(choice);
						}}
					/>
				</Box>
			</MouseContext.Provider>
		</ThemeContext.Provider>
	);
}

/** Runs the arcade until the player leaves; resolves with the exit code. */
export async function runArcade(options: ArcadeOptions): Promise<number> {
	const {stdin, stdout} = options;
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
	let code = 0;
	let ended = false;
	let instance: Instance | null = null;
	// Asked for as soon as there is an instance: Ink's promise is made on the first call, and one made after the unmount never settles.
	let exited: Promise<unknown> = Promise.resolve();
	let dispose = (): void => undefined;
	const end = (exitCode: number) => {
		if (ended) return;
		ended = true;
		code = exitCode;
		instance?.unmount();
	};
	const renderOptions = {stdin, stdout, exitOnCtrlC: false, isScreenReaderEnabled: options.screenReader ?? false} as const;
	// The menu first, drawn before the rest of the arcade loads (where it fits: a smaller terminal waits for the app's notice).
	let menuIndex = 0;
	let menuChoice: MenuChoice | null = null;
	const columns = stdout.columns || 80;
	const rows = stdout.rows || 24;
	if (options.command === undefined && columns >= minimumSize.columns && rows >= minimumSize.rows) {
		const dir = options.save === false ? null : configDir(options.env);
		const look = dir === null ? {theme: null, mouse: null, ascii: null} : savedLook(dir);
		// Glyphs as ASCII from the first frame, as the app will draw them (--ascii, else the setting).
		setAscii(options.ascii ?? look.ascii ?? false);
		const theme = effectiveTheme(options.theme ?? look.theme ?? 'default', options.noColor ?? false);
		// The mouse as the app will have it (the setting, and --no-mouse), on from the first frame.
		const mouseNow = options.mouse !== false && look.mouse !== false;
		onMouseMode(mouseNow);
		instance = render(
			<MenuFirst
				redraws={redraws}
				theme={theme}
				mouse={mouseNow ? mouse : null}
				onHighlight={index => {
					menuIndex = index;
				}}
				onChoose={choice => {
					// Quitting needs nothing loaded.
					if (choice.kind === 'quit') end(0);
					else menuChoice = choice;
				}}
				onKey={key => {
					if (key === 'ctrl-c') end(130);
					else jobs.suspend();
				}}
			/>,
			renderOptions,
		);
		exited = instance.waitUntilExit();
	}
	try {
		const {createArcade} = await import('./arcade.js');
		if (!ended) {
			const arcade = createArcade({
				...options,
				menuIndex,
				menuChoice,
				mouseHub: mouse,
				redraws,
				onMouseMode,
				onSuspend: jobs.suspend,
				onExit: end,
			});
			dispose = arcade.dispose;
			if (instance === null) {
				instance = render(arcade.element, renderOptions);
				exited = instance.waitUntilExit();
			} else {
				instance.rerender(arcade.element);
			}
		}
		await exited;
	} finally {
		dispose();
		jobs.dispose();
		restore();
		removeExitHook();
	}
	return code;
}
