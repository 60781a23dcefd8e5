/**
 * The positions the benchmarks use, generated from fixed seeds: the heaviest
 * boards the arcade draws, as `game-arcade play` arguments, and a mixed
 * batch of JSON positions of every game for `analyze --jsonl`.
 */
import {games} from '../source/engine/catalog.js';
import {randInt, seeded} from '../source/engine/random.js';

export interface Board {
	readonly name: string;
	/** The arguments after `game-arcade play`. */
	readonly args: readonly string[];
	/** Keys that move the board's cursor (each press changes the frame). */
	readonly keys: readonly string[];
	/** Text on the board once it is drawn. */
	readonly ready: string;
	/** Whether enter plays a move from the starting cursor (then u undoes it and the computer's answer). */
	readonly enterPlays?: boolean;
}

/** Forward then back again, so every press moves the cursor. */
function shuttle(forward: string, back: string, steps: number): string[] {
	return [...Array.from({length: steps}, () => forward), ...Array.from({length: steps}, () => back)];
}

export function heavyBoards(): Board[] {
	const rng = seeded(2026);
	const heaps = Array.from({length: 20}, () => String(randInt(rng, 1, 60)));
	const parents = Array.from({length: 200}, (_, i) => String(randInt(rng, 0, i)));
	const coins = Array.from({length: 60}, () => (rng() < 0.5 ? 'H' : 'T')).join('');
	const cells = new Set<string>(['15,15', '0,0']);
	while (cells.size < 48) cells.add(`${randInt(rng, 0, 15)},${randInt(rng, 0, 15)}`);
	return [
		{name: 'nim, 20 heaps', args: ['nim', ...heaps], keys: shuttle('down', 'up', 10), ready: 'heap 1', enterPlays: true},
		{name: 'tree, 200 nodes', args: ['tree', ...parents], keys: shuttle('up', 'down', 10), ready: 'your move', enterPlays: true},
		{name: 'coins, a row of 60', args: ['coins', coins, '--rule', 'mock-turtles'], keys: shuttle('left', 'right', 10), ready: 'your move', enterPlays: true},
		{name: 'corners, 16×16', args: ['corners', ...cells], keys: shuttle('right', 'left', 10), ready: 'your move'},
		{
			name: 'mixed arena, 5 parts',
			args: ['sum', 'nim 3 5 7 9', 'wythoff 4 7', 'coins THHTTHHTHT --rule ruler', 'tree 0 1 1 0 3 3 4 4', 'corners 1,2 3,4 5,5 6,1'],
			keys: shuttle('down', 'up', 4),
			ready: 'your move',
		},
	];
}

/** `count` JSON lines, the games of the catalog in turn (or only `only`), random positions of size 1..10. */
export function jsonlBatch(count: number, only?: string): string {
	const rng = seeded(1977);
	const chosen = games.filter(game => only === undefined || game.id === only);
	const lines: string[] = [];
	for (let i = 0; i < count; i++) {
		const game = chosen[i % chosen.length]!;
		const position = game.random(rng, 1 + (i % 10));
		lines.push(JSON.stringify({game: game.id, ...game.toJSON(position)}));
	}
	return `${lines.join('\n')}\n`;
}
