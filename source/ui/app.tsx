/**
 * The arcade: the screen switch, the help overlay, the "terminal too small"
 * notice, and the keys that work everywhere (? and Ctrl+C). A plain
 * component: main.tsx renders it; tests render it with ink-testing-library.
 */
import React, {useCallback, useEffect, useMemo, useReducer, useState} from 'react';
import {Box, useInput, useStdout} from 'ink';
import type {Rng} from '../engine/types.js';
import {appReducer, initApp, type Screen} from './app-state.js';
import {boardFor} from './boards/registry.js';
import type {AnyBoard} from './boards/types.js';
import {LinesView} from './components/lines-view.js';
import {keyNames} from './keys.js';
import type {Size} from './match/layout.js';
import type {MatchConfig, MatchRecord} from './match/state.js';
import {initSetup, type SetupState} from './setup/state.js';
import {EndScreen, type EndChoice} from './screens/end.js';
import {helpLines, isTooSmall, tooSmallLines, type ScreenName} from './screens/help-layout.js';
import {HowToScreen} from './screens/how-to.js';
import {MatchScreen} from './screens/match.js';
import {MenuScreen, type MenuChoice} from './screens/menu.js';
import {SetupScreen} from './screens/setup.js';
import {lookupGame} from '../catalog.js';

export interface AppProps {
	/** The first screen: the menu, or a match for `game-arcade play`. */
	readonly start?: Screen;
	/** The computer's visible pause before it moves, in milliseconds. @default 600 */
	readonly delay?: number;
	/** Randomness for the casual computer. @default Math.random */
	readonly rng?: Rng;
	/** Seed of the setup screen's random positions. @default the time */
	readonly seed?: number;
	/** A fixed terminal size (tests); otherwise the terminal's, following resizes. */
	readonly size?: Size;
	/** Called once, with the exit code (0 quit, 130 Ctrl+C). */
	readonly onExit: (code: number) => void;
}

/** The terminal's size, following 'resize' events; 80×24 where the stream does not say. */
export function useTerminalSize(fixed?: Size): Size {
	const {stdout} = useStdout();
	const read = useCallback((): Size => ({columns: stdout.columns || 80, rows: stdout.rows || 24}), [stdout]);
	const [size, setSize] = useState(read);
	useEffect(() => {
		if (fixed) return undefined;
		const onResize = () => {
			setSize(read());
		};
		stdout.on('resize', onResize);
		return () => {
			stdout.off('resize', onResize);
		};
	}, [stdout, read, fixed]);
	return fixed ?? size;
}

export function App({start, delay = 600, rng = Math.random, seed, size: fixedSize, onExit}: AppProps): React.JSX.Element {
	const [state, dispatch] = useReducer(appReducer, start ?? {name: 'menu'}, initApp);
	const size = useTerminalSize(fixedSize);
	const tooSmall = isTooSmall(size);
	const {screen} = state;

	useInput((input, key) => {
		for (const name of keyNames(input, key)) {
			if (name === 'ctrl-c') {
				onExit(130);
				return;
			}
			if (state.help) {
				dispatch({type: 'help', open: false});
				return;
			}
			if (tooSmall) {
				if (name === 'q') onExit(0);
				return;
			}
			if (name === '?') {
				dispatch({type: 'help', open: true});
				return;
			}
		}
	});

	const active = !state.help && !tooSmall;
	const show = useCallback((next: Screen) => {
		dispatch({type: 'show', screen: next});
	}, []);
	const toMenu = useCallback(() => {
		show({name: 'menu'});
	}, [show]);

	const onMenu = useCallback((choice: MenuChoice) => {
		if (choice.kind === 'quit') onExit(0);
		else if (choice.kind === 'howto') show({name: 'howto'});
		else show({name: 'setup', id: choice.id});
	}, [onExit, show]);
	const onHighlight = useCallback((index: number) => {
		dispatch({type: 'menuIndex', index});
	}, []);
	const onStart = useCallback((config: MatchConfig, setup: SetupState) => {
		dispatch({type: 'setupDone', setup, config});
	}, []);
	const onSetupBack = useCallback((setup: SetupState) => {
		dispatch({type: 'setupDone', setup});
	}, []);
	const onEnd = useCallback((record: MatchRecord) => {
		show({name: 'end', record});
	}, [show]);
	const onEndChoice = useCallback((choice: EndChoice) => {
		if (screen.name !== 'end') return;
		const {config} = screen.record;
		if (choice === 'rematch') show({name: 'match', config});
		else if (choice === 'new') show({name: 'setup', id: config.game.id});
		else show({name: 'menu'});
	}, [screen, show]);

	// A fresh setup is built once per visit (it resolves a random position), not on every render.
	const setupId = screen.name === 'setup' ? screen.id : null;
	const saved = setupId === null ? undefined : state.setups[setupId];
	const initialSetup = useMemo(() => {
		if (setupId === null) return null;
		return saved ?? initSetup({game: lookupGame(setupId)!, board: boardFor(setupId), seed: seed ?? Date.now()});
	}, [setupId, saved, seed, state.serial]);

	let body: React.JSX.Element;
	let helpBoard: AnyBoard | undefined;
	switch (screen.name) {
		case 'menu':
			body = <MenuScreen size={size} active={active} initialIndex={state.menuIndex} onHighlight={onHighlight} onChoose={onMenu} />;
			break;
		case 'howto':
			body = <HowToScreen size={size} active={active} onBack={toMenu} />;
			break;
		case 'setup':
			helpBoard = boardFor(screen.id);
			body = <SetupScreen key={`setup-${screen.id}-${state.serial}`} initial={initialSetup!} size={size} active={active} onStart={onStart} onBack={onSetupBack} />;
			break;
		case 'match':
			helpBoard = screen.config.board;
			body = <MatchScreen key={`match-${state.serial}`} config={screen.config} size={size} active={active} delay={delay} rng={rng} onEnd={onEnd} onLeave={toMenu} />;
			break;
		case 'end':
			body = <EndScreen record={screen.record} size={size} active={active} onChoose={onEndChoice} />;
			break;
	}

	// The screen stays mounted under the overlay and the notice, so a game in progress keeps its state.
	const overlay = tooSmall
		? <LinesView lines={tooSmallLines(size)} />
		: state.help ? <LinesView lines={helpLines({screen: screen.name as ScreenName, board: helpBoard}, size)} /> : null;
	return (
		<Box flexDirection="column">
			{overlay}
			<Box display={overlay ? 'none' : 'flex'} flexDirection="column">{body}</Box>
		</Box>
	);
}
