/**
 * The games as the menu lists them: id, name and summary, from the catalog.
 * A module of plain data: the build evaluates it and writes its exports as
 * literals (`staticModules` in scripts/build.mjs), so the menu's first frame
 * draws the list without loading the engine. Tests and the type checker read
 * this file as it is.
 */
import {games} from '../engine/catalog.js';

export interface MenuGame {
	readonly id: string;
	readonly name: string;
	readonly summary: string;
}

export const menuGames: readonly MenuGame[] = games.map(game => ({id: game.id, name: game.name, summary: game.summary}));
