/**
 * Which screen is shown, as a pure reducer; screens report through callbacks
 * that dispatch here. Also the pages opened over a screen (a game's theory
 * page, the move review), the saved progress in memory, and its notices.
 */
import type {MatchConfig, MatchRecord} from './match/state.js';
import {nextRandom, type SetupState} from './setup/state.js';
import type {ReviewHeading} from './review/layout.js';
import type {ReviewInput} from './review/review.js';
import {emptyProgress, type Progress} from '../progress/progress.js';
import type {ProblemsState} from './problems/index.js';

export type Screen =
	| {readonly name: 'menu'}
	| {readonly name: 'setup'; readonly id: string}
	/** A match; `back` is where leaving it (or its end screen's menu choice) goes. @default the menu */
	| {readonly name: 'match'; readonly config: MatchConfig; readonly back?: Screen}
	| {readonly name: 'end'; readonly record: MatchRecord; readonly back?: Screen}
	| {readonly name: 'howto'}
	/** The trainer's game list. */
	| {readonly name: 'trainerPick'}
	/** Trainer puzzles: a game id, or "mixed". */
	| {readonly name: 'trainer'; readonly mode: string}
	/** The course: its map, or a lesson opened at once (course order, from 0). */
	| {readonly name: 'course'; readonly lesson?: number}
	/** The analysis lab, opened from the menu. */
	| {readonly name: 'lab'}
	| {readonly name: 'stats'}
	/** The judge's problems; the one highlighted (an index into the list), or the screen as it was left (a verdict and its failing case). */
	| {readonly name: 'problems'; readonly index?: number; readonly restore?: ProblemsState};

/** A page over the current screen, which stays mounted underneath (a game keeps its state). */
export type Overlay =
	| {readonly kind: 'howto'; readonly game: string}
	| {readonly kind: 'review'; readonly input: ReviewInput; readonly heading: ReviewHeading}
	/** The lab of the game being played: its parameters (by flag) and its heaps marked. */
	| {readonly kind: 'lab'; readonly game: string; readonly params: Readonly<Record<string, string>>; readonly marks: readonly bigint[]};

export interface AppState {
	readonly screen: Screen;
	/** The help overlay is open. */
	readonly help: boolean;
	readonly overlay: Overlay | null;
	/** Each game's last setup, so "new position" and coming back keep the choices. */
	readonly setups: Readonly<Record<string, SetupState>>;
	readonly menuIndex: number;
	readonly trainerIndex: number;
	/** Bumped for every new match or trainer session, so each starts from a fresh state. */
	readonly serial: number;
	/** The saved progress, with this session's results in it. */
	readonly progress: Progress;
	/**
	 * A notice (saving trouble), shown above every screen until it is
	 * dismissed: by a key on the menu, or by opening the Stats screen, which
	 * lists it. Going from screen to screen keeps it (a save fails as a game
	 * ends: the end screen and the menu both show it).
	 */
	readonly notice: string | null;
	/** Every notice of the session, for the Stats screen. */
	readonly notices: readonly string[];
}

export type AppAction =
	| {readonly type: 'show'; readonly screen: Screen}
	| {readonly type: 'help'; readonly open: boolean}
	| {readonly type: 'overlay'; readonly overlay: Overlay | null}
	| {readonly type: 'setupDone'; readonly setup: SetupState; readonly config?: MatchConfig}
	/** "New position" after a game: the game's setup again, with a random start it has not shown yet. */
	| {readonly type: 'newPosition'; readonly id: string}
	| {readonly type: 'menuIndex'; readonly index: number}
	| {readonly type: 'trainerIndex'; readonly index: number}
	| {readonly type: 'progress'; readonly progress: Progress; readonly notice?: string | null}
	| {readonly type: 'dismissNotice'};

export interface AppStart {
	readonly screen: Screen;
	readonly progress?: Progress;
	readonly notice?: string | null;
	/** The menu's entry to start on. @default 0 */
	readonly menuIndex?: number;
}

export function initApp({screen, progress = emptyProgress(), notice = null, menuIndex = 0}: AppStart): AppState {
	return {
		screen,
		help: false,
		overlay: null,
		setups: {},
		menuIndex,
		trainerIndex: 0,
		serial: 0,
		progress,
		notice,
		notices: notice === null ? [] : [notice],
	};
}

const fresh = (screen: Screen) => screen.name === 'match' || screen.name === 'trainer';

export function appReducer(state: AppState, action: AppAction): AppState {
	switch (action.type) {
		case 'show':
			return {
				...state,
				screen: action.screen,
				overlay: null,
				notice: action.screen.name === 'stats' ? null : state.notice,
				serial: fresh(action.screen) ? state.serial + 1 : state.serial,
			};
		case 'help':
			return {...state, help: action.open};
		case 'overlay':
			return {...state, overlay: action.overlay};
		case 'setupDone': {
			const setups = {...state.setups, [action.setup.game.id]: action.setup};
			if (action.config) return {...state, setups, screen: {name: 'match', config: action.config}, serial: state.serial + 1};
			return {...state, setups, screen: {name: 'menu'}};
		}
		case 'newPosition': {
			const saved = state.setups[action.id];
			const setups = saved ? {...state.setups, [action.id]: nextRandom(saved)} : state.setups;
			return {...state, setups, screen: {name: 'setup', id: action.id}, overlay: null};
		}
		case 'menuIndex':
			return {...state, menuIndex: action.index};
		case 'trainerIndex':
			return {...state, trainerIndex: action.index};
		case 'progress': {
			const notice = action.notice ?? null;
			if (notice === null) return {...state, progress: action.progress};
			// The same trouble at every save (a lock left in the way) is listed once.
			const notices = state.notices[state.notices.length - 1] === notice ? state.notices : [...state.notices, notice];
			return {...state, progress: action.progress, notice, notices};
		}
		case 'dismissNotice':
			return state.notice === null ? state : {...state, notice: null};
	}
}
