/** The app's screen switch: overlays over a screen, progress and its notices. */
import {describe, expect, it} from 'vitest';
import {appReducer, initApp} from '../../source/ui/app-state.js';
import {emptyProgress, recordGame} from '../../source/progress/progress.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {initSetup} from '../../source/ui/setup/state.js';

describe('the app state', () => {
	it('starts with the saved progress and a notice, kept for the Stats screen', () => {
		const s = initApp({
			screen: {name: 'menu'},
			progress: recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: false}),
			notice: 'Saved progress was damaged',
		});
		expect(s.notice).toBe('Saved progress was damaged');
		expect(s.notices).toEqual(['Saved progress was damaged']);
		const dismissed = appReducer(s, {type: 'dismissNotice'});
		expect(dismissed.notice).toBeNull();
		expect(dismissed.notices).toEqual(['Saved progress was damaged']);
		expect(appReducer(dismissed, {type: 'dismissNotice'})).toBe(dismissed);
	});

	it('collects later notices, and a progress update without one keeps the screen quiet', () => {
		let s = initApp({screen: {name: 'menu'}});
		s = appReducer(s, {type: 'progress', progress: emptyProgress()});
		expect(s.notice).toBeNull();
		s = appReducer(s, {type: 'progress', progress: emptyProgress(), notice: 'Could not save progress'});
		expect(s.notice).toBe('Could not save progress');
		expect(s.notices).toEqual(['Could not save progress']);
	});

	it('keeps a notice from screen to screen (a save that failed as a game ended shows on the end screen, then the menu) until dismissed', () => {
		const notice =
			'Could not save progress (ENOSPC: no space left on the disk): the saved file is unchanged; playing on without saving. File: /x/progress.json';
		let s = initApp({screen: {name: 'match', config: {} as never}});
		// The order of the app's end of a game: the save's result, then the end screen.
		s = appReducer(s, {type: 'progress', progress: emptyProgress(), notice});
		s = appReducer(s, {type: 'show', screen: {name: 'end', record: {} as never}});
		expect(s.notice).toBe(notice);
		s = appReducer(s, {type: 'overlay', overlay: {kind: 'howto', game: 'nim'}});
		s = appReducer(s, {type: 'overlay', overlay: null});
		s = appReducer(s, {type: 'show', screen: {name: 'menu'}});
		expect(s.notice).toBe(notice);
		s = appReducer(s, {type: 'newPosition', id: 'nim'});
		expect(s.notice).toBe(notice);
		s = appReducer(s, {type: 'dismissNotice'});
		expect(s.notice).toBeNull();
		expect(s.notices).toEqual([notice]);
	});

	it('the Stats screen, which lists every notice, dismisses the one shown; the same notice twice in a row is listed once', () => {
		let s = initApp({screen: {name: 'menu'}});
		s = appReducer(s, {type: 'progress', progress: emptyProgress(), notice: 'Progress not saved: lock'});
		s = appReducer(s, {type: 'progress', progress: emptyProgress(), notice: 'Progress not saved: lock'});
		expect(s.notices).toEqual(['Progress not saved: lock']);
		s = appReducer(s, {type: 'show', screen: {name: 'stats'}});
		expect(s.notice).toBeNull();
		expect(s.notices).toEqual(['Progress not saved: lock']);
	});

	it('opens pages over a screen and closes them; showing another screen closes them too', () => {
		let s = initApp({screen: {name: 'trainer', mode: 'nim'}});
		s = appReducer(s, {type: 'overlay', overlay: {kind: 'howto', game: 'nim'}});
		expect(s.overlay).toEqual({kind: 'howto', game: 'nim'});
		expect(s.screen).toEqual({name: 'trainer', mode: 'nim'});
		s = appReducer(s, {type: 'overlay', overlay: null});
		expect(s.overlay).toBeNull();
		s = appReducer(s, {type: 'overlay', overlay: {kind: 'howto', game: 'nim'}});
		s = appReducer(s, {type: 'show', screen: {name: 'menu'}});
		expect(s.overlay).toBeNull();
	});

	it('gives every trainer session and match a fresh serial', () => {
		let s = initApp({screen: {name: 'menu'}});
		s = appReducer(s, {type: 'show', screen: {name: 'trainer', mode: 'mixed'}});
		expect(s.serial).toBe(1);
		s = appReducer(s, {type: 'show', screen: {name: 'trainerPick'}});
		s = appReducer(s, {type: 'show', screen: {name: 'stats'}});
		expect(s.serial).toBe(1);
		s = appReducer(s, {type: 'trainerIndex', index: 3});
		expect(s.trainerIndex).toBe(3);
	});
});

describe('new position after a game', () => {
	it('opens the setup with the next random start, not the one just played', () => {
		const game = lookupGame('nim')!;
		const setup = initSetup({game, board: boardFor('nim'), seed: 11});
		let state = appReducer(initApp({screen: {name: 'menu'}}), {type: 'setupDone', setup});
		state = appReducer(state, {type: 'newPosition', id: 'nim'});
		expect(state.screen).toEqual({name: 'setup', id: 'nim'});
		const next = state.setups['nim']!;
		expect(next.seed).toBe(12);
		expect(next.resolved.position).not.toEqual(setup.resolved.position);
		expect(next.resolved.position).toEqual(initSetup({game, board: boardFor('nim'), seed: 12}).resolved.position);
	});
});
