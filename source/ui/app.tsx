/**
 * The arcade: the screen switch, the pages opened over a screen (a game's
 * theory page, the move review), the help overlay, the "terminal too small"
 * notice, saved progress and its notices, and the keys that work everywhere
 * (? and Ctrl+C). A plain component: main.tsx renders it; tests render it
 * with ink-testing-library.
 */
import {noticeWords} from '../i18n/notices/index.js';
import {gameName} from '../i18n/games/index.js';
import type React from 'react';
import {useCallback, useEffect, useMemo, useReducer, useRef, useState} from 'react';
import {Box, useInput} from 'ink';
import type {AnyGame, JsonObject, Rng} from '../engine/types.js';
import {appReducer, initApp, type Overlay, type Screen} from './app-state.js';
import {boardFor} from './boards/index.js';
import type {AnyBoard} from './boards/types.js';
import {LinesView} from './components/lines-view.js';
import {keyNames} from './keys.js';
import {clipLine, line, seg, spacedJoin, wrapText, type Line} from './lines.js';
import type {Size} from './size.js';
import {isCounted, lostWithoutChance, movesMade, opponentOf, restartConfig, takenBackConfig, type MatchConfig, type MatchRecord} from './match/state.js';
import {initSetup, paramsFromJson, resumeOf, type SetupState} from './setup/state.js';
import {LabScreen} from './screens/lab.js';
import {EndScreen, type EndChoice} from './screens/end.js';
import {resultText} from './screens/end-layout.js';
import {helpLines, type ScreenName} from './screens/help-layout.js';
import {isTooSmall, tooSmallLines} from './screens/too-small.js';
import {HowToScreen} from './screens/how-to.js';
import {MatchScreen} from './screens/match.js';
import {MenuScreen, type MenuChoice} from './screens/menu.js';
import {CourseScreen} from './screens/course.js';
import {courseEnv, courseRecords, recordCourseEvent} from './course/records.js';
import type {CourseEvent} from './course/state.js';
import {ReviewScreen} from './screens/review.js';
import {SetupScreen} from './screens/setup.js';
import {StatsScreen} from './screens/stats.js';
import {ProblemsScreen} from './screens/problems.js';
import type {JudgeEnv, ProblemsState} from './problems/index.js';
import {readPosition} from '../analyze/run.js';
import {lessons} from '../learn/course.js';
import {TrainerPickScreen} from './screens/trainer-pick.js';
import {TrainerScreen, type TrainerResult} from './screens/trainer.js';
import type {TrainerEnv} from './trainer/state.js';
import {games, lookupGame} from '../engine/catalog.js';
import {
	learnerOf,
	recordAbandoned,
	mouseOf,
	asciiOf,
	withLanguage,
	recordAnswer,
	recordGame,
	savedGameOf,
	statsOf,
	unrecordGame,
	themeOf,
	withLearner,
	withSavedGame,
	type Progress,
	type SavedGame,
} from '../progress/progress.js';
import {opponentOf as ratedOpponent, reviewsDueCount, type LearnerModel} from '../learn/learner-model.js';
import {menuNotes, reviewsDueText} from './stats/course.js';
import {conceptOfPosition} from './trainer/state.js';
import {effectiveTheme, nextTheme, ThemeContext, themeLabel, type ThemeName} from './theme.js';
import {statsWords} from '../i18n/stats/index.js';
import {language, setLanguage, traditionalAsked} from '../i18n/language.js';
import {languageWords} from '../i18n/language/index.js';
import {MouseContext, type MouseHub} from './mouse.js';
import {setAscii} from './glyphs.js';
import {memoryStore, type ProgressStore} from '../progress/store.js';
import {useRedraw, useTerminalSize, type Redraws} from './terminal-hooks.js';

/** The learner model's updates: Glicko-2 and FSRS bring their libraries, loaded after the first frame rather than before it. */
type LearnerUpdates = typeof import('../learn/learner.js');
let learnerUpdates: Promise<LearnerUpdates> | null = null;
/** The updates once loaded. */
let learnerUpdatesLoaded: LearnerUpdates | null = null;
function loadLearnerUpdates(): Promise<LearnerUpdates> {
	learnerUpdates ??= import('../learn/learner.js').then(updates => {
		learnerUpdatesLoaded = updates;
		return updates;
	});
	return learnerUpdates;
}

export interface AppProps {
	/** The first screen: the menu, a match for `game-arcade play`, the trainer for `train`. */
	readonly start?: Screen;
	/** The menu's entry at the start: the one the menu had before the arcade loaded. @default 0 */
	readonly menuIndex?: number;
	/** An entry chosen on the menu before the arcade loaded: acted on as the app starts. */
	readonly menuChoice?: MenuChoice;
	/** The computer's visible pause before it moves, in milliseconds. @default 600 */
	readonly delay?: number;
	/** Randomness for the casual computer. @default Math.random */
	readonly rng?: Rng;
	/** Seed of the setup screen's random positions and of the trainer's puzzles. @default the time */
	readonly seed?: number;
	/** A fixed terminal size (tests); otherwise the terminal's, following resizes. */
	readonly size?: Size;
	/** Where progress is kept. @default nothing is saved */
	readonly store?: ProgressStore;
	/** A notice to show at the start (e.g. no config directory). */
	readonly startNotice?: string | null;
	/** Called once, with the exit code (0 quit, 130 Ctrl+C). */
	readonly onExit: (code: number) => void;
	/** Ctrl+Z: suspend the arcade (give the terminal back until `fg`). */
	readonly onSuspend?: () => void;
	/** Asks for the whole frame to be drawn again (the screen was blanked, after `fg`). */
	readonly redraws?: Redraws;
	/** The time, in ms since the epoch (the learner's ratings and reviews are timed by it). @default Date.now */
	readonly clock?: () => number;
	/** `--theme`: the theme to use from now on (saved, as if chosen on the Stats screen). @default the saved one */
	readonly theme?: ThemeName;
	/** NO_COLOR (or `--no-color`): no colours, whatever the theme. @default false */
	readonly noColor?: boolean;
	/** Where mouse events arrive (main.tsx reads them from the terminal). @default none: no mouse */
	readonly mouse?: MouseHub;
	/** `--no-mouse`: off for this session, whatever the setting. @default false */
	readonly noMouse?: boolean;
	/** `--ascii` (true) or `--no-ascii` (false): glyphs drawn as ASCII, or not, in this session, whatever the setting. @default the setting */
	readonly ascii?: boolean;
	/** Told whether the mouse is wanted (the setting, and --no-mouse), at the start and whenever it changes. */
	readonly onMouseMode?: (on: boolean) => void;
	/** Where the Problems screen runs programs and saves cases. @default processes, the current folder */
	readonly judgeEnv?: JudgeEnv;
}

/** The most lines a notice takes at the top of the screen. */
const noticeMostRows = 3;

/**
 * A notice as lines above the screen: wrapped, at most `noticeMostRows`
 * (one in a terminal under 20 rows, where the screens need every row), the
 * last one cut if need be; the Stats screen shows it whole.
 */
export function noticeRows(notice: string, size: Size): Line[] {
	const most = size.rows >= 20 ? noticeMostRows : 1;
	const rows = wrapText(notice, size.columns - 3);
	const shown = rows.slice(0, most);
	if (rows.length > most) shown[most - 1] = spacedJoin(rows.slice(most - 1));
	return shown.map((text, i) => clipLine(line(seg(i === 0 ? ' ! ' : '   ', 'bad'), seg(text, 'strong')), size.columns));
}

/** The heading of a review: the game and the opponent, and the result or the state of play. */
function reviewHeading(record: MatchRecord, over: boolean): {title: string; status: string} {
	const {config} = record;
	const who = config.opponent === 'friend' ? noticeWords('twoPlayers') : noticeWords('youVs', {opponent: opponentOf(record)});
	const title = noticeWords('reviewTitle', {game: gameName(config.game.id, config.game.name), who});
	const status = over ? resultText(record).replace(/[.!。！]$/, '') : noticeWords('inProgress', {number: movesMade(record) + 1});
	return {title, status};
}

export function App({
	start,
	delay = 600,
	rng = Math.random,
	seed,
	size: fixedSize,
	store,
	startNotice = null,
	onExit,
	onSuspend,
	redraws,
	clock = Date.now,
	theme: themeFlag,
	noColor = false,
	mouse,
	noMouse = false,
	ascii: asciiFlag,
	onMouseMode,
	menuIndex = 0,
	menuChoice,
	judgeEnv,
}: AppProps): React.JSX.Element {
	const saver = useMemo(() => store ?? memoryStore(), [store]);
	const [state, dispatch] = useReducer(appReducer, null, () => {
		const loaded = saver.load();
		// --theme is in use from the first frame (and saved below).
		const progress = themeFlag === undefined ? loaded.progress : {...loaded.progress, theme: themeFlag};
		// A Traditional Chinese locale is answered in Simplified Chinese, and the notice line says so once.
		const notice = loaded.notice ?? startNotice ?? (traditionalAsked() ? languageWords('traditionalNote') : null);
		return initApp({screen: start ?? {name: 'menu'}, progress, notice, menuIndex});
	});
	const size = useTerminalSize(fixedSize);
	const hidden = useRedraw(redraws);
	const tooSmall = isTooSmall(size);
	const {screen, overlay} = state;
	// The notice takes the top lines (the whole of it, so the file it names shows); the screen gets the rest.
	const noticeLines = state.notice === null || tooSmall || state.help ? [] : noticeRows(state.notice, size);
	const bodySize: Size = {columns: size.columns, rows: size.rows - noticeLines.length};

	useInput((input, key) => {
		for (const name of keyNames(input, key)) {
			if (name === 'ctrl-c') {
				// A game against the computer closed with moves made is abandoned: counted, not kept.
				const game = live.current;
				if (screen.name === 'match' && game !== null && game.inPlay && game.opponent !== 'friend') {
					commit(recordAbandoned(progressRef.current, game.id));
				}
				onExit(130);
				return;
			}
			if (name === 'ctrl-z') {
				onSuspend?.();
				return;
			}
			// Read on the menu, a notice goes with the next key there (elsewhere it stays, so a save that failed as a game ended is seen).
			if (state.notice !== null && screen.name === 'menu' && overlay === null) dispatch({type: 'dismissNotice'});
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

	// Progress: the latest value (callbacks may run before a re-render), written after every change while saving is on.
	const progressRef = useRef(state.progress);
	// The match on screen, as its screen last reported it: whether it is in play with moves made (Ctrl+C abandons it).
	const live = useRef<{readonly id: string; readonly opponent: string; readonly inPlay: boolean} | null>(null);
	const commit = useCallback(
		(next: Progress, options: {force?: boolean; replace?: boolean} = {}) => {
			progressRef.current = next;
			if (!next.save && !options.force) {
				dispatch({type: 'progress', progress: next});
				return;
			}
			const saved = saver.save(next, {replace: options.replace});
			progressRef.current = saved.progress;
			dispatch({type: 'progress', progress: saved.progress, notice: saved.notice});
		},
		[saver],
	);
	// The learner's updates load once the first frame is drawn; a result before then waits for them.
	useEffect(() => {
		void loadLearnerUpdates();
	}, []);
	/** Commits `next` with the learner model changed by `change`: at once when the updates are loaded (they are, soon after the start), else when they are. */
	const commitLearning = useCallback(
		(next: Progress, change: (updates: LearnerUpdates, learner: LearnerModel) => LearnerModel) => {
			if (learnerUpdatesLoaded !== null) {
				commit(withLearner(next, change(learnerUpdatesLoaded, learnerOf(next))));
				return;
			}
			commit(next);
			void loadLearnerUpdates().then(updates => {
				commit(withLearner(progressRef.current, change(updates, learnerOf(progressRef.current))));
			});
		},
		[commit],
	);

	const canSee = !state.help && !tooSmall;
	const active = canSee && overlay === null;
	const show = useCallback((next: Screen) => {
		dispatch({type: 'show', screen: next});
	}, []);
	const toMenu = useCallback(() => {
		show({name: 'menu'});
	}, [show]);
	const openOverlay = useCallback((next: Overlay | null) => {
		dispatch({type: 'overlay', overlay: next});
	}, []);
	const closeOverlay = useCallback(() => {
		openOverlay(null);
	}, [openOverlay]);

	const onMenu = useCallback(
		(choice: MenuChoice) => {
			if (choice.kind === 'quit') onExit(0);
			else if (choice.kind === 'course') show({name: 'course'});
			else if (choice.kind === 'howto') show({name: 'howto'});
			else if (choice.kind === 'trainer') show({name: 'trainerPick'});
			else if (choice.kind === 'lab') show({name: 'lab'});
			else if (choice.kind === 'stats') show({name: 'stats'});
			else if (choice.kind === 'problems') show({name: 'problems'});
			else if (choice.kind === 'game') show({name: 'setup', id: choice.id});
		},
		[onExit, show],
	);
	// A choice made on the menu before the app was loaded: once, as the app starts.
	const chosenEarly = useRef(menuChoice);
	useEffect(() => {
		const choice = chosenEarly.current;
		chosenEarly.current = undefined;
		if (choice !== undefined) onMenu(choice);
	}, [onMenu]);
	const onHighlight = useCallback((index: number) => {
		dispatch({type: 'menuIndex', index});
	}, []);
	const onStart = useCallback(
		(config: MatchConfig, setup: SetupState) => {
			let next = progressRef.current;
			// The coach is a saved setting: changed on the setup screen, it stays changed.
			if (setup.coach !== next.coach) next = {...next, coach: setup.coach};
			// A new game over one left with q: the one left is abandoned (counted against the computer).
			const kept = savedGameOf(next, config.game.id);
			if (kept !== null) {
				next = withSavedGame(next, config.game.id, null);
				if (kept.opponent !== 'friend') next = recordAbandoned(next, config.game.id);
			}
			if (next !== progressRef.current) commit(next);
			dispatch({type: 'setupDone', setup, config});
		},
		[commit],
	);
	const onResume = useCallback(
		(config: MatchConfig, setup: SetupState) => {
			// Resumed, the game is live again: leaving it with q keeps it anew.
			commit(withSavedGame(progressRef.current, config.game.id, null));
			dispatch({type: 'setupDone', setup, config});
		},
		[commit],
	);
	const onLive = useCallback((id: string, opponent: string, inPlay: boolean) => {
		live.current = {id, opponent, inPlay};
	}, []);
	const onMatchLeave = useCallback(
		(left: SavedGame | null) => {
			if (left && screen.name === 'match') commit(withSavedGame(progressRef.current, screen.config.game.id, left));
			show((screen.name === 'match' ? screen.back : undefined) ?? {name: 'menu'});
		},
		[commit, show, screen],
	);
	const onSetupBack = useCallback((setup: SetupState) => {
		dispatch({type: 'setupDone', setup});
	}, []);
	const onEnd = useCallback(
		(record: MatchRecord) => {
			// Every game against the computer that ends is counted: a resignation at move 1, or after a resume, is a loss.
			if (isCounted(record)) {
				const won = record.winner === 0;
				const next = recordGame(progressRef.current, record.config.game.id, {won, hintsUsed: record.hintsUsed});
				// The concept's rating, against the opponent's nominal rating (levels and the perfect computer).
				const opponent = ratedOpponent(record.config.opponent);
				const concept = conceptOfPosition(record.config.game, record.config.start);
				const now = clock();
				// A loss from a lost start, without a mistake, says nothing of the player's play: it moves no rating.
				if (opponent !== null && concept !== null && !lostWithoutChance(record))
					commitLearning(next, (updates, learner) => updates.recordGame(learner, concept, opponent, won, now));
				else commit(next);
			}
			const back = screen.name === 'match' ? screen.back : undefined;
			show(back === undefined ? {name: 'end', record} : {name: 'end', record, back});
		},
		[show, commit, commitLearning, screen],
	);
	const onReview = useCallback(
		(record: MatchRecord) => {
			openOverlay({kind: 'review', input: record, heading: reviewHeading(record, false)});
		},
		[openOverlay],
	);
	const onTheory = useCallback(
		(game: string) => {
			openOverlay({kind: 'howto', game});
		},
		[openOverlay],
	);
	const onLab = useCallback(
		(game: AnyGame, position: unknown, params?: Readonly<Record<string, string>>) => {
			const json = position === null ? null : game.toJSON(position);
			// The sizes the position holds, where its words are sizes (heaps; not a row of coins or lit cells).
			const heaps = json === null ? undefined : json[game.human.key];
			const marks = (Array.isArray(heaps) ? heaps : heaps === undefined ? [] : [heaps]).flatMap(h =>
				typeof h === 'number' || (typeof h === 'string' && /^\d+$/.test(h)) ? [BigInt(h)] : [],
			);
			openOverlay({kind: 'lab', game: game.id, params: params ?? (json === null ? {} : paramsFromJson(game, json)), marks});
		},
		[openOverlay],
	);
	const onEndChoice = useCallback(
		(choice: EndChoice) => {
			if (screen.name !== 'end') return;
			const {record, back} = screen;
			const {config} = record;
			const match = (next: MatchConfig): Screen => (back === undefined ? {name: 'match', config: next} : {name: 'match', config: next, back});
			if (choice === 'rematch') show(match(restartConfig(config)));
			else if (choice === 'undo') {
				const undone = takenBackConfig(record);
				if (undone === null) return;
				// The game is not over after all: its result comes off the record, and it counts when it ends.
				if (isCounted(record)) {
					commit(unrecordGame(progressRef.current, config.game.id, {won: record.winner === 0, hintsUsed: record.hintsUsed}));
				}
				show(match(undone));
			} else if (choice === 'new') dispatch({type: 'newPosition', id: config.game.id});
			else if (choice === 'review') openOverlay({kind: 'review', input: record, heading: reviewHeading(record, true)});
			else show(back ?? {name: 'menu'});
		},
		[screen, show, openOverlay, commit],
	);

	const trainerEnv = useMemo((): TrainerEnv => ({lookup: lookupGame, board: boardFor, games: games}), []);
	const trainerGames = trainerEnv.games;
	const onTrainerChoose = useCallback(
		(mode: string, index: number) => {
			dispatch({type: 'trainerIndex', index});
			show({name: 'trainer', mode});
		},
		[show],
	);
	const toTrainerPick = useCallback(() => {
		show({name: 'trainerPick'});
	}, [show]);
	// The course map's records change only with the saved progress: the course screen takes a new list only then.
	const courseMap = useMemo(() => courseRecords(learnerOf(state.progress), clock()), [state.progress, clock]);
	// The course's exercises are chosen near the learner's rating as it stands when each is posed.
	const course = useMemo(() => courseEnv(boardFor, () => learnerOf(progressRef.current)), []);
	const onCourseEvent = useCallback(
		(event: CourseEvent) => {
			const now = clock();
			commitLearning(progressRef.current, (updates, learner) => recordCourseEvent(updates, learner, event, now));
		},
		[commitLearning, clock],
	);
	const onTrainerResult = useCallback(
		(result: TrainerResult) => {
			const next = recordAnswer(progressRef.current, result.game, result.verdict, result.mode, result.streak, result.steps);
			// Right without the hint is right; an answer after the hint, a losing move or giving up is not.
			const {concept, difficulty} = result;
			const now = Date.now();
			if (concept !== null) commitLearning(next, (updates, learner) => updates.recordAnswer(learner, concept, difficulty, result.verdict === 'correct', now));
			else commit(next);
		},
		[commit, commitLearning],
	);

	const onToggleCoach = useCallback((): string => {
		const on = !progressRef.current.coach;
		commit({...progressRef.current, coach: on});
		return on ? statsWords('coachTurnedOn') : statsWords('coachTurnedOff');
	}, [commit]);
	const onToggleSave = useCallback((): string => {
		if (saver.location === null) return statsWords('savingNoSave');
		if (!saver.writable) return statsWords('savingBroken');
		const on = !progressRef.current.save;
		commit({...progressRef.current, save: on}, {force: true});
		return on ? statsWords('savingTurnedOn') : statsWords('savingTurnedOff');
	}, [saver, commit]);
	// --theme is a choice like the Stats screen's: saved.
	useEffect(() => {
		if (themeFlag !== undefined) commit({...progressRef.current, theme: themeFlag});
	}, [themeFlag, commit]);
	const theme = effectiveTheme(themeOf(state.progress), noColor);
	// Glyphs as ASCII or not, set before the screens below draw (one value for the process, as the language is).
	setAscii(asciiFlag ?? asciiOf(state.progress));
	const mouseWanted = !noMouse && mouseOf(state.progress);
	useEffect(() => {
		onMouseMode?.(mouseWanted);
	}, [mouseWanted, onMouseMode]);
	const onToggleTheme = useCallback((): string => {
		const next = nextTheme(themeOf(progressRef.current));
		commit({...progressRef.current, theme: next});
		return `${statsWords('themeChanged', {theme: themeLabel(next)})}${noColor ? statsWords('themeNoColor') : ''}`;
	}, [commit, noColor]);
	const onToggleMouse = useCallback((): string => {
		if (noMouse) return statsWords('mouseStartedOff');
		const on = !mouseOf(progressRef.current);
		commit({...progressRef.current, mouse: on});
		return on ? statsWords('mouseTurnedOn') : statsWords('mouseTurnedOff');
	}, [commit, noMouse]);
	// The language at once for the whole arcade: every screen reads it as it draws (saved; --lang chose only the start).
	const [, setShown] = useState(language());
	const onToggleLanguage = useCallback((): string => {
		const next = language() === 'en' ? 'zh-CN' : 'en';
		setLanguage(next);
		setShown(next);
		commit(withLanguage(progressRef.current, next));
		return statsWords('languageChanged');
	}, [commit]);
	const onToggleAscii = useCallback((): string => {
		const on = !asciiOf(progressRef.current);
		commit({...progressRef.current, ascii: on});
		if (asciiFlag !== undefined) return statsWords('asciiStarted', {flag: asciiFlag ? '--ascii' : '--no-ascii'});
		return on ? statsWords('asciiTurnedOn') : statsWords('asciiTurnedOff');
	}, [commit, asciiFlag]);
	const look = statsWords('look', {
		theme: themeLabel(themeOf(state.progress)),
		noColor: noColor ? statsWords('lookNoColor') : '',
		mouse: statsWords(noMouse ? 'mouseNoMouse' : mouseOf(state.progress) ? 'mouseOn' : 'mouseOff'),
	});
	const glyphs =
		asciiFlag === undefined ? statsWords(asciiOf(state.progress) ? 'glyphsAscii' : 'glyphsUnicode') : statsWords(asciiFlag ? 'glyphsFlag' : 'glyphsNoFlag');
	const languageLine = statsWords('language', {glyphs});
	const onReset = useCallback((): string => {
		// The records go; the settings and any game left to resume stay.
		commit({...progressRef.current, games: {}}, {replace: true});
		return statsWords('recordsReset');
	}, [commit]);

	// A fresh setup is built once per visit (it resolves a random position), not on every render.
	const setupId = screen.name === 'setup' ? screen.id : null;
	const saved = setupId === null ? undefined : state.setups[setupId];
	const initialSetup = useMemo(() => {
		if (setupId === null) return null;
		const coach = progressRef.current.coach;
		const game = lookupGame(setupId)!;
		const board = boardFor(setupId);
		// A game left with q is offered first.
		const resume = resumeOf(game, board, savedGameOf(progressRef.current, setupId), coach);
		if (saved) return {...saved, coach, resume, field: resume ? ('resume' as const) : saved.field === 'resume' ? ('source' as const) : saved.field};
		return initSetup({game, board, seed: seed ?? Date.now(), coach, resume});
	}, [setupId, saved, seed, state.serial]);
	// The trainer's puzzles: a new seed for every session (fixed in tests).
	const trainerSeed = useMemo(() => (seed ?? Date.now()) + state.serial, [seed, state.serial]);

	// A failing case of the judge, opened in play with hints (as `game-arcade play ... --hints`).
	// Leaving that game comes back to the Problems screen as it was: the verdict and its failing case.
	const onProblemPlay = useCallback(
		(position: JsonObject, index: number, problems: ProblemsState) => {
			const {game, position: start} = readPosition(position);
			show({
				name: 'match',
				config: {game, board: boardFor(game.id), start, opponent: 'perfect', first: 0, hints: true},
				back: {name: 'problems', index, restore: problems},
			});
		},
		[show],
	);
	const onProblemLesson = useCallback(
		(concept: string) => {
			const lesson = lessons.findIndex(l => l.concept === concept);
			show(lesson < 0 ? {name: 'course'} : {name: 'course', lesson});
		},
		[show],
	);

	let body: React.JSX.Element;
	let helpBoard: AnyBoard | undefined;
	switch (screen.name) {
		case 'menu':
			body = (
				<MenuScreen
					size={bodySize}
					active={active}
					initialIndex={state.menuIndex}
					onHighlight={onHighlight}
					onChoose={onMenu}
					notes={menuNotes(learnerOf(state.progress), clock())}
					banner={reviewsDueText(reviewsDueCount(learnerOf(state.progress), clock()))}
				/>
			);
			break;
		case 'course':
			body = (
				<CourseScreen
					key={`course-${state.serial}`}
					env={course}
					records={courseMap}
					seed={trainerSeed}
					lesson={screen.lesson}
					size={bodySize}
					active={active}
					onEvent={onCourseEvent}
					onLeave={toMenu}
				/>
			);
			break;
		case 'howto':
			body = <HowToScreen size={bodySize} active={active} onBack={toMenu} />;
			break;
		case 'setup':
			helpBoard = boardFor(screen.id);
			body = (
				<SetupScreen
					key={`setup-${screen.id}-${state.serial}`}
					initial={initialSetup!}
					size={bodySize}
					active={active}
					onStart={onStart}
					onBack={onSetupBack}
					onResume={onResume}
					onLab={onLab}
				/>
			);
			break;
		case 'match':
			helpBoard = screen.config.board;
			body = (
				<MatchScreen
					key={`match-${state.serial}`}
					config={screen.config.coach === undefined ? {...screen.config, coach: state.progress.coach} : screen.config}
					size={bodySize}
					active={active}
					delay={delay}
					rng={rng}
					onEnd={onEnd}
					onLive={onLive}
					onLeave={onMatchLeave}
					onReview={onReview}
					onTheory={onTheory}
					onLab={onLab}
				/>
			);
			break;
		case 'lab':
			body = <LabScreen size={bodySize} active={active} onBack={toMenu} />;
			break;
		case 'end':
			body = (
				<EndScreen
					record={screen.record}
					size={bodySize}
					active={active}
					stats={statsOf(state.progress, screen.record.config.game.id)}
					onChoose={onEndChoice}
				/>
			);
			break;
		case 'trainerPick':
			body = (
				<TrainerPickScreen
					games={trainerGames}
					progress={state.progress}
					initialIndex={state.trainerIndex}
					size={bodySize}
					active={active}
					onChoose={onTrainerChoose}
					onBack={toMenu}
				/>
			);
			break;
		case 'trainer':
			body = (
				<TrainerScreen
					key={`trainer-${state.serial}`}
					env={trainerEnv}
					mode={screen.mode}
					seed={trainerSeed}
					progress={state.progress}
					size={bodySize}
					active={active}
					onResult={onTrainerResult}
					onTheory={onTheory}
					onLeave={toTrainerPick}
				/>
			);
			break;
		case 'stats':
			body = (
				<StatsScreen
					progress={state.progress}
					saving={{location: saver.location, writable: saver.writable}}
					notices={state.notices}
					size={bodySize}
					active={active}
					onToggleSave={onToggleSave}
					onToggleCoach={onToggleCoach}
					onToggleTheme={onToggleTheme}
					onToggleMouse={onToggleMouse}
					onToggleLanguage={onToggleLanguage}
					onToggleAscii={onToggleAscii}
					look={look}
					language={languageLine}
					onReset={onReset}
					onBack={toMenu}
				/>
			);
			break;
		case 'problems':
			body = (
				<ProblemsScreen
					size={bodySize}
					active={active}
					initialIndex={screen.index}
					{...(screen.restore === undefined ? {} : {restore: screen.restore})}
					{...(judgeEnv === undefined ? {} : {env: judgeEnv})}
					onPlay={onProblemPlay}
					onLesson={onProblemLesson}
					onBack={toMenu}
				/>
			);
			break;
	}

	let page: React.JSX.Element | null = null;
	if (overlay?.kind === 'howto') page = <HowToScreen key={`howto-${overlay.game}`} size={bodySize} active={canSee} game={overlay.game} onBack={closeOverlay} />;
	else if (overlay?.kind === 'review')
		page = <ReviewScreen input={overlay.input} heading={overlay.heading} size={bodySize} active={canSee} onBack={closeOverlay} />;
	else if (overlay?.kind === 'lab')
		page = (
			<LabScreen
				key={`lab-${overlay.game}`}
				game={overlay.game}
				params={overlay.params}
				marks={overlay.marks}
				size={bodySize}
				active={canSee}
				onBack={closeOverlay}
			/>
		);

	const helpScreen: ScreenName = overlay?.kind === 'howto' ? 'howto' : overlay?.kind === 'review' ? 'review' : overlay?.kind === 'lab' ? 'lab' : screen.name;
	// The screen stays mounted under the pages and notices, so a game in progress keeps its state.
	const cover = tooSmall ? (
		<LinesView lines={tooSmallLines(size)} />
	) : state.help ? (
		<LinesView lines={helpLines({screen: helpScreen, board: helpBoard}, size)} />
	) : null;
	const notice = noticeLines.length > 0 ? <LinesView lines={noticeLines} /> : null;
	return (
		<ThemeContext.Provider value={theme}>
			<MouseContext.Provider value={mouseWanted ? (mouse ?? null) : null}>
				<Box flexDirection="column" display={hidden ? 'none' : 'flex'}>
					{cover}
					{cover ? null : notice}
					{cover || !page ? null : page}
					<Box display={cover || page ? 'none' : 'flex'} flexDirection="column">
						{body}
					</Box>
				</Box>
			</MouseContext.Provider>
		</ThemeContext.Provider>
	);
}
