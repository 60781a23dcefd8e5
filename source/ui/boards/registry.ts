/**
 * The loaded boards, by game id. Boards are imported lazily through the
 * catalog (so `analyze` never loads the UI); the arcade loads them all once at
 * start, after which lookups are synchronous (the mixed arena needs its parts'
 * boards while drawing).
 */
import {catalog} from '../../catalog.js';
import type {AnyBoard} from './types.js';

const boards = new Map<string, AnyBoard>();

export async function loadBoards(): Promise<void> {
	const loaded = await Promise.all(catalog.map(async entry => [entry.game.id, (await entry.board()).default] as const));
	for (const [id, board] of loaded) boards.set(id, board);
}

export function boardFor(id: string): AnyBoard {
	const board = boards.get(id);
	if (!board) throw new Error(`no board loaded for game "${id}"`);
	return board;
}

export function hasBoard(id: string): boolean {
	return boards.has(id);
}
