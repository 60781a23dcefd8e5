/**
 * The computer's think, off the UI thread: a worker thread (source/think/
 * worker.ts, its own bundled chunk) chooses the move, and answers the hint
 * and the coach's check where they need a search or a large position, with
 * a memory limit, so the arcade keeps drawing and answering keys meanwhile
 * (Ctrl+C quits at once, esc stops a long think), and an engine that runs
 * out of memory ends the worker, not the arcade. Tests use the in-process
 * thinker.
 */
import {Worker} from 'node:worker_threads';
import {chooseComputerMove, type Opponent, type TeacherState} from '../engine/computer.js';
import type {AnyGame, JsonObject} from '../engine/types.js';
import {answersAtOnce, checkMove, computeHint, smallPosition, type Hint, type Mistake} from './answers.js';
import type {ThinkReply, ThinkRequestMessage} from './protocol.js';
import {language} from '../i18n/language.js';

export {smallPosition};

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

/** A question besides the move: the hint of a position, or the coach's check of the move from `before` to `after`. */
export type Question =
	| {readonly kind: 'hint'; readonly game: AnyGame; readonly position: unknown}
	| {readonly kind: 'coach'; readonly game: AnyGame; readonly before: unknown; readonly after: unknown};

/** The hint, the coach's check (null: not a mistake), or why there is no answer (stopped, or failed). */
export type Answer = {readonly hint: Hint} | {readonly mistake: Mistake | null} | {readonly failed: string};

export interface Asked {
	readonly result: Promise<Answer>;
	/** Stops the question (its result is then `{failed: 'stopped'}`). */
	cancel(): void;
}

export interface Thinker {
	think(request: ThinkRequest): Think;
	/** Answers a question off the arcade's thread where it needs a search. Without it, questions are answered in-process. */
	ask?(question: Question): Asked;
	/** Ends the worker, if any. */
	dispose(): void;
	/** How many workers were started so far (0 for the in-process thinker). */
	workersStarted?(): number;
}

/** The answer to a question, on this thread. */
export function answerHere(question: Question): Answer {
	if (question.kind === 'hint') return {hint: computeHint(question.game, question.position)};
	return {mistake: checkMove(question.game, question.before, question.after)};
}

/** Whether a question is answered at once on this thread (every position in it small and decided by a closed form). */
export function answeredAtOnce(question: Question): boolean {
	if (question.kind === 'hint') return answersAtOnce(question.game, question.position);
	return answersAtOnce(question.game, question.before) && answersAtOnce(question.game, question.after);
}

/** A computation on this thread, after the current one (so a frame is drawn first), that a cancel before it starts stops. */
function later<T>(compute: () => T, stopped: T): {readonly result: Promise<T>; cancel(): void} {
	let cancelled = false;
	const result = Promise.resolve().then((): T => (cancelled ? stopped : compute()));
	return {
		result,
		cancel() {
			cancelled = true;
		},
	};
}

/** Chooses the move on this thread (tests, and where no worker can run). */
export function inProcessThinker(): Thinker {
	return {
		think: request =>
			later(
				(): ThinkOutcome => {
					try {
						return {move: chooseComputerMove(request.game, request.position, request.opponent, request.roll, request.pick, request.teacher)};
					} catch (error) {
						return {failed: error instanceof Error ? error.message : String(error)};
					}
				},
				{failed: 'stopped'},
			),
		ask: question => later((): Answer => answerHere(question), {failed: 'stopped'}),
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

/** A job on the worker: how its reply reads, how it fails, and how it is done on this thread if the worker cannot run. */
interface Job {
	readonly id: number;
	readonly reply: (reply: ThinkReply) => void;
	readonly fail: (why: string) => void;
	readonly here: () => void;
	on: Worker | null;
}

/**
 * One worker, started at the first think or question that is not small and
 * kept for the next ones; one job at a time: a new one stops the one under
 * way, and a cancelled job ends the worker (it may be deep in a search), so
 * the next starts a fresh one. A worker that cannot run at all (its file
 * missing, an error other than running out of memory) leaves the thinking
 * to this thread.
 */
export function workerThinker(entry: URL, heapMb = workerHeapMb): Thinker {
	const here = inProcessThinker();
	let broken = false;
	let worker: Worker | null = null;
	let started = 0;
	let next = 0;
	/** The job under way, and the worker it runs on (a worker ended earlier must not settle a later job). */
	let pending: Job | null = null;

	const fail = (why: string) => {
		const current = pending;
		pending = null;
		current?.fail(why);
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
			const current = pending;
			pending = null;
			if ('error' in reply) current.fail(reply.error);
			else current.reply(reply);
		});
		fresh.on('error', error => {
			if (worker === fresh) worker = null;
			if (pending?.on !== fresh) return;
			if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
				fail(failure(error));
				return;
			}
			broken = true;
			const current = pending;
			pending = null;
			current.here();
		});
		fresh.on('exit', code => {
			if (worker === fresh) worker = null;
			if (pending?.on === fresh) fail(`the engine stopped (exit code ${code})`);
		});
		return fresh;
	};

	/** Posts a job to the worker: `reply` reads its answer, `failed` words a failure, `local` does it on this thread. */
	function submit<T>(
		position: JsonObject,
		question: ThinkRequestMessage['question'],
		read: (reply: ThinkReply) => T,
		failed: (why: string) => T,
		local: () => Promise<T>,
	): {readonly result: Promise<T>; cancel(): void} {
		if (pending !== null) {
			fail('stopped');
			stop();
		}
		const id = ++next;
		const result = new Promise<T>(resolve => {
			pending = {
				id,
				reply: reply => {
					try {
						resolve(read(reply));
					} catch (error) {
						resolve(failed(error instanceof Error ? error.message : String(error)));
					}
				},
				fail: why => resolve(failed(why)),
				here: () => void local().then(resolve),
				on: null,
			};
		});
		const message: ThinkRequestMessage = {id, position, question, language: language()};
		try {
			worker ??= start();
			if (pending !== null) (pending as Job).on = worker;
			worker.postMessage(message);
		} catch (error) {
			fail(failure(error));
		}
		return {
			result,
			cancel() {
				if (pending?.id !== id) return;
				fail('stopped');
				stop();
			},
		};
	}

	return {
		think(request) {
			if (broken) return here.think(request);
			const position = request.game.toJSON(request.position) as JsonObject;
			if ((request.game.method?.(request.position) ?? 'theory') === 'theory' && JSON.stringify(position).length <= smallPosition) return here.think(request);
			const {game} = request;
			return submit<ThinkOutcome>(
				position,
				{kind: 'move', opponent: request.opponent, ...(request.teacher ? {teacher: request.teacher} : {}), roll: request.roll, pick: request.pick},
				reply => {
					if (!('move' in reply)) throw new Error('the engine answered another question');
					return {move: reply.move === null ? null : game.parseMove(reply.move, request.position, 'move')};
				},
				why => ({failed: why}),
				() => here.think(request).result,
			);
		},
		ask(question) {
			if (broken || answeredAtOnce(question)) return here.ask!(question);
			const {game} = question;
			const position = game.toJSON(question.kind === 'hint' ? question.position : question.before) as JsonObject;
			return submit<Answer>(
				position,
				question.kind === 'hint' ? {kind: 'hint'} : {kind: 'coach', after: game.toJSON(question.after) as JsonObject},
				reply => {
					if ('hint' in reply) return {hint: reply.hint};
					if ('mistake' in reply) return {mistake: reply.mistake};
					throw new Error('the engine answered another question');
				},
				why => ({failed: why}),
				() => here.ask!(question).result,
			);
		},
		dispose() {
			fail('stopped');
			stop();
		},
		workersStarted: () => started,
	};
}
