/**
 * The computer's think on a worker thread, through the built worker chunk
 * (`npm test` builds first): the move it finds, a think stopped midway, a
 * worker that runs out of memory (its end, not the arcade's), and a worker
 * that cannot start (the move is then chosen on this thread).
 */
import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {join} from 'node:path';
import {lookupGame} from '../../source/engine/catalog.js';
import type {JsonObject} from '../../source/engine/types.js';
import {inProcessThinker, workerThinker, type ThinkRequest} from '../../source/think/thinker.js';
import {root} from '../e2e/terminal.js';

const entry = pathToFileURL(join(root, 'dist', 'chunks', 'think.js'));

function request(json: JsonObject): ThinkRequest {
	const game = lookupGame(String(json['game']))!;
	return {game, position: game.parse(json, ''), opponent: 'perfect', roll: 0.5, pick: 0};
}

describe('the think worker', () => {
	it("carries the teacher's state to the worker: after the learner's mistake it hands the win back", async () => {
		const thinker = workerThinker(entry);
		try {
			// 700 heaps: past the size answered on this thread. Heaps 1..700 have a non-zero nim-sum: won for the teacher.
			const large = request({game: 'nim', heaps: Array.from({length: 700}, (_, i) => i + 1)});
			const {game, position} = large;
			expect(game.outcome(position)).toBe('N');
			const teaching = await thinker.think({...large, opponent: 'teacher:1', teacher: {givebacks: 1, erred: true}}).result;
			expect(game.outcome(game.apply(position, (teaching as {move: unknown}).move))).toBe('N');
			const perfect = await thinker.think({...large, opponent: 'teacher:1', teacher: {givebacks: 1, erred: false}}).result;
			expect(game.outcome(game.apply(position, (perfect as {move: unknown}).move))).toBe('P');
			expect(thinker.workersStarted?.()).toBe(1);
		} finally {
			thinker.dispose();
		}
	});

	it('is built beside the arcade chunk', () => {
		expect(existsSync(entry)).toBe(true);
	});

	it('answers small positions decided by a closed form on this thread, without a worker', async () => {
		const thinker = workerThinker(entry);
		try {
			expect(await thinker.think(request({game: 'nim', heaps: [7, 9, 12, 15]})).result).toEqual({move: {heap: 1, take: 5n}});
			expect(thinker.workersStarted?.()).toBe(0);
		} finally {
			thinker.dispose();
		}
	});

	it("finds the move in a worker for searches and large positions, in the game's own terms, and keeps the worker for the next think", async () => {
		const thinker = workerThinker(entry);
		try {
			const large = request({game: 'nim', heaps: Array.from({length: 700}, (_, i) => i + 1)});
			expect(await thinker.think(large).result).toEqual(await inProcessThinker().think(large).result);
			const misere = request({game: 'staircase', chips: [1, 3, 5, 7], misere: true});
			const outcome = await thinker.think(misere).result;
			expect(outcome).toHaveProperty('move');
			// The same move as on this thread.
			expect(outcome).toEqual(await inProcessThinker().think(misere).result);
			expect(thinker.workersStarted?.()).toBe(1);
		} finally {
			thinker.dispose();
		}
	});

	it('stops a think at once when asked, and thinks again afterwards', async () => {
		const thinker = workerThinker(entry);
		try {
			// A misère search of about 0.7 s, stopped while it runs: the worker is ended (a second one thinks next).
			const long = thinker.think(request({game: 'primes', heaps: [30, 30, 30], misere: true}));
			setTimeout(() => long.cancel(), 50);
			expect(await long.result).toEqual({failed: 'stopped'});
			const misere = request({game: 'staircase', chips: [1, 3, 5, 7], misere: true});
			expect(await thinker.think(misere).result).toEqual(await inProcessThinker().think(misere).result);
			expect(thinker.workersStarted?.()).toBe(2);
		} finally {
			thinker.dispose();
		}
	});

	it('a worker out of memory ends with a reason; the arcade (this thread) goes on', async () => {
		// A worker that fills its 16 MB heap with small objects on its first question.
		const thinker = workerThinker(pathToFileURL(join(root, 'test', 'think', 'fixtures', 'oom-worker.mjs')), 16);
		try {
			const outcome = await thinker.think(request({game: 'primes', heaps: [30, 30, 30], misere: true})).result;
			expect(outcome).toEqual({failed: 'out of memory'});
			// This thread goes on: the next question, on a new worker, is answered.
			const next = workerThinker(entry);
			try {
				expect(await next.think(request({game: 'nim', heaps: Array.from({length: 700}, (_, i) => i + 1)})).result).toHaveProperty('move');
			} finally {
				next.dispose();
			}
		} finally {
			thinker.dispose();
		}
	});

	it('a worker that cannot start leaves the think to this thread', async () => {
		const thinker = workerThinker(pathToFileURL(join(root, 'dist', 'chunks', 'no-such-worker.js')));
		try {
			const misere = request({game: 'staircase', chips: [1, 3, 5, 7], misere: true});
			expect(await thinker.think(misere).result).toEqual(await inProcessThinker().think(misere).result);
			expect(await thinker.think(request({game: 'primes', heaps: [5, 6, 7], misere: true})).result).toHaveProperty('move');
			expect(thinker.workersStarted?.()).toBe(1);
		} finally {
			thinker.dispose();
		}
	});
});

describe("the think worker's other questions: the hint and the coach", () => {
	it('answers them on the worker where a search decides them, as this thread would, and small closed-form ones here', async () => {
		const thinker = workerThinker(entry);
		try {
			const {game, position} = request({game: 'staircase', chips: [1, 3, 5, 7], misere: true});
			const hint = await thinker.ask!({kind: 'hint', game, position}).result;
			expect(hint).toEqual(await inProcessThinker().ask!({kind: 'hint', game, position}).result);
			expect(hint).toMatchObject({hint: {misere: true, method: 'search'}});
			const move = game.moves(position)[Symbol.iterator]().next().value;
			const after = game.apply(position, move);
			const check = await thinker.ask!({kind: 'coach', game, before: position, after}).result;
			expect(check).toEqual(await inProcessThinker().ask!({kind: 'coach', game, before: position, after}).result);
			expect(check).toHaveProperty('mistake');
			expect(thinker.workersStarted?.()).toBe(1);
			const nim = request({game: 'nim', heaps: [7, 9, 12, 15]});
			expect(await thinker.ask!({kind: 'hint', game: nim.game, position: nim.position}).result).toMatchObject({hint: {outcome: 'N', move: {heap: 1, take: 5}}});
			expect(thinker.workersStarted?.()).toBe(1);
		} finally {
			thinker.dispose();
		}
	});

	it('stops a question at once when asked', async () => {
		const thinker = workerThinker(entry);
		try {
			const {game, position} = request({game: 'primes', heaps: [30, 30, 30], misere: true});
			const long = thinker.ask!({kind: 'hint', game, position});
			setTimeout(() => long.cancel(), 50);
			expect(await long.result).toEqual({failed: 'stopped'});
		} finally {
			thinker.dispose();
		}
	});
});
