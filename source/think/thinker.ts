/**
 * The computer's think, off the UI thread: a worker thread (source/think/
 * worker.ts, its own bundled chunk) chooses the move, with a memory limit, so
 * the arcade keeps drawing and answering keys meanwhile (Ctrl+C quits at
 * once, esc stops a long think), and an engine that runs out of memory ends
 * the worker, not the arcade. Tests use the in-process thinker.
 */
import {Worker} from 'node:worker_threads';
import {chooseComputerMove, type Opponent, type TeacherState} from '../engine/computer.js';
import type {AnyGame, JsonObject} from '../engine/types.js';
import type {ThinkReply, ThinkRequestMessage} from './protocol.js';

export interface ThinkRequest {
	readonly game: AnyGame;
	readonly position: unknown;
	readonly opponent: Opponent;
	/** The teacher's givebacks left and whether the learner has just erred (other players ignore it). */
	readonly teacher?: TeacherState;
	/** Random numbers in [0, 1), drawn by the caller (the levels' and the random players' choices). */
	readonly roll: number;
	readonly pick: number;
}

/** The move (null when there is none), or why there is none: stopped (cancel), or the think failed. */
export type ThinkOutcome = {readonly move: unknown} | {readonly failed: string};

export interface Think {
	readonly result: Promise<ThinkOutcome>;
	/** Stops the think (its result is then `{failed: 'stopped'}`). */
	cancel(): void;
}

export interface Thinker {
	think(request: ThinkRequest): Think;
	/** Ends the worker, if any. */
	dispose(): void;
	/** How many workers were started so far (0 for the in-process thinker). */
	workersStarted?(): number;
}

/** Chooses the move on this thread (tests, and where no worker can run). */
export function inProcessThinker(): Thinker {
	return {
		think(request) {
			let cancelled = false;
			const result = Promise.resolve().then((): ThinkOutcome => {
				if (cancelled) return {failed: 'stopped'};
				try {
					return {move: chooseComputerMove(request.game, request.position, request.opponent, request.roll, request.pick, request.teacher)};
				} catch (error) {
					return {failed: error instanceof Error ? error.message : String(error)};
				}
			});
			return {
				result,
				cancel() {
					cancelled = true;
				},
			};
		},
		dispose: () => undefined,
	};
}

/** The worker's heap limit: with the arcade's own, well under the 1 GB budget. */
export const workerHeapMb = 768;

/** Words for a worker that ended without an answer. */
function failure(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (code === 'ERR_WORKER_OUT_OF_MEMORY') return 'out of memory';
	return `the engine stopped (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
}

/**
 * A position small enough, and decided by a closed form, to answer on this
 * thread: its JSON is at most this long. Such a think takes well under a
 * millisecond (a defence search in a lost position is bounded too), and a
 * worker costs about 10 MB of memory, so small games never start one.
 */
export const smallPosition = 2000;

/**
 * One worker, started at the first think that is not small and kept for the
 * next ones; a cancelled think ends it (it may be deep in a search), and the
 * next think starts a fresh one. A worker that cannot run at all (its file
 * missing, an error other than running out of memory) leaves the thinking to
 * this thread.
 */
export function workerThinker(entry: URL, heapMb = workerHeapMb): Thinker {
	const here = inProcessThinker();
	let broken = false;
	let worker: Worker | null = null;
	let started = 0;
	let next = 0;
	/** The think under way, and the worker it runs on (a worker ended earlier must not settle a later think). */
	let pending: {readonly id: number; readonly request: ThinkRequest; readonly resolve: (outcome: ThinkOutcome) => void; on: Worker | null} | null = null;

	const settle = (outcome: ThinkOutcome) => {
		const current = pending;
		pending = null;
		current?.resolve(outcome);
	};
	const stop = () => {
		const current = worker;
		worker = null;
		void current?.terminate();
	};
	const start = (): Worker => {
		started++;
		const fresh = new Worker(entry, {resourceLimits: {maxOldGenerationSizeMb: heapMb}});
		// The arcade's input keeps the process alive; a worker must never be the reason it stays.
		fresh.unref();
		fresh.on('message', (reply: ThinkReply) => {
			if (pending === null || reply.id !== pending.id) return;
			if ('error' in reply) {
				settle({failed: reply.error});
				return;
			}
			const {game, position} = pending.request;
			try {
				settle({move: reply.move === null ? null : game.parseMove(reply.move, position, 'move')});
			} catch (error) {
				settle({failed: error instanceof Error ? error.message : String(error)});
			}
		});
		fresh.on('error', error => {
			if (worker === fresh) worker = null;
			if (pending?.on !== fresh) return;
			if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
				settle({failed: failure(error)});
				return;
			}
			broken = true;
			const {request, resolve} = pending;
			pending = null;
			void here.think(request).result.then(resolve);
		});
		fresh.on('exit', code => {
			if (worker === fresh) worker = null;
			if (pending?.on === fresh) settle({failed: `the engine stopped (exit code ${code})`});
		});
		return fresh;
	};

	return {
		think(request) {
			if (broken) return here.think(request);
			if (pending !== null) {
				settle({failed: 'stopped'});
				stop();
			}
			const position = request.game.toJSON(request.position) as JsonObject;
			if ((request.game.method?.(request.position) ?? 'theory') === 'theory' && JSON.stringify(position).length <= smallPosition) return here.think(request);
			const id = ++next;
			const result = new Promise<ThinkOutcome>(resolve => {
				pending = {id, request, resolve, on: null};
			});
			const message: ThinkRequestMessage = {
				id,
				position,
				opponent: request.opponent,
				...(request.teacher ? {teacher: request.teacher} : {}),
				roll: request.roll,
				pick: request.pick,
			};
			try {
				worker ??= start();
				if (pending !== null) pending.on = worker;
				worker.postMessage(message);
			} catch (error) {
				settle({failed: failure(error)});
			}
			return {
				result,
				cancel() {
					if (pending?.id !== id) return;
					settle({failed: 'stopped'});
					stop();
				},
			};
		},
		dispose() {
			settle({failed: 'stopped'});
			stop();
		},
		workersStarted: () => started,
	};
}
