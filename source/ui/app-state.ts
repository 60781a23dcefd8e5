/** Which screen is shown, as a pure reducer; screens report through callbacks that dispatch here. */
import type {MatchConfig, MatchRecord} from './match/state.js';
import type {SetupState} from './setup/state.js';

export type Screen =
	| {readonly name: 'menu'}
	| {readonly name: 'setup'; readonly id: string}
	| {readonly name: 'match'; readonly config: MatchConfig}
	| {readonly name: 'end'; readonly record: MatchRecord}
	| {readonly name: 'howto'};

export interface AppState {
	readonly screen: Screen;
	/** The help overlay is open. */
	readonly help: boolean;
	/** Each game's last setup, so "new position" and coming back keep the choices. */
	readonly setups: Readonly<Record<string, SetupState>>;
	readonly menuIndex: number;
	/** Bumped for every new match, so a rematch starts from a fresh state. */
	readonly serial: number;
}

export type AppAction =
	| {readonly type: 'show'; readonly screen: Screen}
	| {readonly type: 'help'; readonly open: boolean}
	| {readonly type: 'setupDone'; readonly setup: SetupState; readonly config?: MatchConfig}
	| {readonly type: 'menuIndex'; readonly index: number};

export function initApp(screen: Screen): AppState {
	return {screen, help: false, setups: {}, menuIndex: 0, serial: 0};
}

export function appReducer(state: AppState, action: AppAction): AppState {
	switch (action.type) {
		case 'show':
			return {...state, screen: action.screen, serial: action.screen.name === 'match' ? state.serial + 1 : state.serial};
		case 'help':
			return {...state, help: action.open};
		case 'setupDone': {
			const setups = {...state.setups, [action.setup.game.id]: action.setup};
			if (action.config) return {...state, setups, screen: {name: 'match', config: action.config}, serial: state.serial + 1};
			return {...state, setups, screen: {name: 'menu'}};
		}
		case 'menuIndex':
			return {...state, menuIndex: action.index};
	}
}
