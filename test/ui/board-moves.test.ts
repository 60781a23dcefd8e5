/**
 * Boards take their moves from the game: the coin board's key presses turn
 * the coins the game says they stand for, and every move it lists is reached
 * by keys; the heaps board's amounts are the game's legal takes of the heap;
 * the rows board steps through the amounts the game lists.
 */
import {describe, expect, it} from 'vitest';
import {coinRules, coins, type CoinRule, type CoinsPosition} from '../../source/engine/games/coins.js';
import {seeded} from '../../source/engine/random.js';
import {boardFor} from '../../source/ui/boards/index.js';
import type {BoardKey} from '../../source/ui/boards/types.js';
import type {Json, JsonObject} from '../../source/engine/types.js';

/** Every rule, with K = 1..4 where it takes K. */
const variants: {rule: CoinRule; k: number}[] = coinRules.flatMap(rule =>
	'k' in coins.toJSON({coins: 'H', rule, k: 3}) ? [1, 2, 3, 4].map(k => ({rule, k})) : [{rule, k: 3}],
);

const coinBoard = boardFor('coins');

function press(p: unknown, pointer: unknown, keys: readonly BoardKey[]): {pointer: unknown; move: Json | null} {
	let at = pointer;
	let move: Json | null = null;
	for (const key of keys) {
		const result = coinBoard.key(p, at, key);
		if (result === null) continue;
		at = result.pointer;
		if (result.move !== undefined) move = result.move;
	}
	return {pointer: at, move};
}

/** Keys that walk the cursor from coin `from` to coin `to`. */
function walk(from: number, to: number): BoardKey[] {
	return Array.from({length: Math.abs(to - from)}, () => ({kind: to > from ? 'right' : 'left'}) as BoardKey);
}

/** Picks these coins in turn, then stands on `last`: what a player does for a move. */
function keysFor(cursor: number, picks: readonly number[], last: number): BoardKey[] {
	const keys: BoardKey[] = [];
	let at = cursor;
	for (const y of picks) {
		keys.push(...walk(at, y), {kind: 'select'});
		at = y;
	}
	keys.push(...walk(at, last));
	return keys;
}

const listedFlips = (p: CoinsPosition) => new Set([...coins.moves(p)].map(m => m.flip.join(',')));

function isLegal(p: CoinsPosition, move: Json): boolean {
	try {
		coins.parseMove(move, p, 'move');
		return true;
	} catch {
		return false;
	}
}

describe.each(variants)('the coin board on $rule (k=$k)', ({rule, k}) => {
	const rows = ['HHHHHH', 'THTHHT', 'TTHTTH', 'HTTHTH'].map(text =>
		coins.parse({game: 'coins', coins: text, rule, ...(rule === 'consecutive' ? {k} : {})}, ''),
	);

	it('reaches every move the game lists with the keys a player would press', () => {
		for (const p of rows) {
			const start = coinBoard.init(p) as {cursor: number};
			for (const listed of coins.moves(p)) {
				const flip = [...listed.flip];
				const x = flip[flip.length - 1]!;
				// The coins one by one, or where the rule fixes the shape, an end of the run, or the cursor alone.
				const tries = [keysFor(start.cursor, flip.slice(0, -1), x), keysFor(start.cursor, [flip[0]!], x), keysFor(start.cursor, [], x)];
				const played = tries.map(keys => press(p, start, [...keys, {kind: 'confirm'}]).move);
				expect(
					played.some(move => JSON.stringify(move) === JSON.stringify({flip})),
					`${p.coins}: flip ${flip}`,
				).toBe(true);
			}
		}
	});

	it('plays, for random keys, only moves the game lists or moves the game refuses', () => {
		const rng = seeded(rule.length * 31 + k);
		const kinds: BoardKey[] = [
			{kind: 'left'},
			{kind: 'right'},
			{kind: 'up'},
			{kind: 'down'},
			{kind: 'select'},
			{kind: 'confirm'},
			{kind: 'cancel'},
			{kind: 'backspace'},
		];
		for (const p of rows) {
			const listed = listedFlips(p);
			let pointer = coinBoard.init(p);
			for (let i = 0; i < 300; i++) {
				const key = kinds[Math.floor(rng() * kinds.length)]!;
				const result = coinBoard.key(p, pointer, key);
				if (result === null) continue;
				pointer = result.pointer;
				if (result.move === undefined) continue;
				const flip = (result.move as {flip: number[]}).flip;
				expect(isLegal(p, result.move), `${p.coins}: flip ${flip}`).toBe(listed.has(flip.join(',')));
			}
		}
	});
});

describe('the heaps board steps through the takes the game lists', () => {
	for (const json of [
		{game: 'nim', heaps: [7, 2]},
		{game: 'nim', heaps: [9, 2], max: 3},
		{game: 'subtraction', heaps: [11, 2], set: [2, 3, 7]},
		{game: 'subtraction', heaps: [10, 1], set: [1, 3, 4]},
		{game: 'primes', heaps: [30, 3]},
	] as JsonObject[]) {
		it(JSON.stringify(json), () => {
			const board = boardFor(json['game'] as string);
			const p = board.game.parse(json, '') as {heaps: bigint[]};
			const legal = [...board.game.moves(p)].filter(m => m.heap === 0).map(m => m.take as bigint);
			let pointer = board.init(p) as {heap: number; take: bigint};
			expect(pointer.take).toBe(legal[0]);
			const seen = [pointer.take];
			// ← takes one more.
			for (let i = 0; i < legal.length + 2; i++) {
				pointer = board.key(p, pointer, {kind: 'left'})!.pointer as typeof pointer;
				if (pointer.take !== seen[seen.length - 1]) seen.push(pointer.take);
			}
			expect(seen).toEqual(legal);
			const down = [pointer.take];
			for (let i = 0; i < legal.length + 2; i++) {
				pointer = board.key(p, pointer, {kind: 'right'})!.pointer as typeof pointer;
				if (pointer.take !== down[down.length - 1]) down.push(pointer.take);
			}
			expect(down).toEqual([...legal].reverse());
		});
	}
});

describe('the rows board steps through the amounts the game lists', () => {
	for (const [json, amounts] of [
		[{game: 'kayles', heaps: [9]}, [1n, 2n]],
		[{game: 'dawson', heaps: [9]}, [2n]],
		[{game: 'octal', heaps: [9], code: '0.137'}, [1n, 2n, 3n]],
		[{game: 'octal', heaps: [9], code: '0.4'}, [1n]],
		[{game: 'grundy', heaps: [9]}, [0n]],
	] as [JsonObject, bigint[]][]) {
		it(JSON.stringify(json), () => {
			const board = boardFor(json['game'] as string);
			const p = board.game.parse(json, '');
			let pointer = board.init(p) as {take: bigint};
			const seen = [pointer.take];
			if (amounts.length > 1) {
				for (let i = 1; i < amounts.length; i++) {
					pointer = board.key(p, pointer, {kind: 'select'})!.pointer as typeof pointer;
					seen.push(pointer.take);
				}
			}
			expect(seen).toEqual(amounts);
			// Every move the board plays from the middle of the row is one the game lists.
			const listed = new Set([...board.game.moves(p)].map(m => JSON.stringify(board.game.moveToJSON(m))));
			const move = board.key(p, pointer, {kind: 'confirm'})!.move!;
			expect(listed.has(JSON.stringify(board.game.moveToJSON(board.game.parseMove(move, p, 'move'))))).toBe(true);
		});
	}
});
