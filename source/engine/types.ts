/**
 * The narrow interface every game implements (after OpenSpiel's Game/State
 * split, flattened: positions are immutable values, moves return new ones).
 *
 * Solving by search is written once in `solver.ts`; a game file holds its
 * rules and its closed-form theory only.
 */

export type Outcome = 'N' | 'P';

/** A JSON value as read from or written to `analyze`. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface Game<P, M> {
	/** The id used in JSON (`"game": "nim"`) and on the command line. */
	readonly id: string;
	/** A display name, e.g. "Nim". */
	readonly name: string;
	/** One line for menus. */
	readonly summary: string;
	/** The rules in a few sentences. */
	readonly rules: string;
	/** Classic positions (from the notes and the literature): setup presets and test fixtures. */
	readonly examples: readonly Example[];
	/**
	 * The game's theory page ("How to play"): the winning rule, the theorem
	 * behind it and its sources. Its worked example is computed by the engine
	 * from `examples`, never written out here.
	 */
	readonly theory?: Theory;
	/**
	 * A random position of roughly the given size (1 = tiny, 10 = large but
	 * still drawable), keeping the parameters (cap, rule, set...) of `like`.
	 */
	random(rng: Rng, size: number, like?: P): P;

	/**
	 * Reads a position from JSON, validating every field. Throws `InputError`
	 * naming the field (prefixed with `path`) on bad input.
	 */
	parse(json: JsonObject, path: string): P;
	/** The position as JSON, in the same form `parse` reads. */
	toJSON(p: P): JsonObject;
	/** Reads a move and checks it is legal in `p`; throws `InputError` otherwise. */
	parseMove(json: Json, p: P, path: string): M;
	moveToJSON(m: M): Json;
	/** The move in words: "take 3 from heap 2". */
	describeMove(p: P, m: M): string;

	/** Every legal move, in a fixed order (smallest takes first). */
	moves(p: P): Iterable<M>;
	/**
	 * The number of legal moves: exact up to `limits.maxListedMoves`; past it
	 * any number above that bound may be returned (counting primes up to a
	 * huge heap is not needed to refuse listing them).
	 */
	moveCount(p: P): bigint;
	/** The position after a legal move; never mutates `p`. */
	apply(p: P, m: M): P;
	/** A canonical string: equal keys mean equal positions. */
	key(p: P): string;
	/** A rough size of the state space below `p`, for deciding whether search is affordable. */
	searchSize(p: P): bigint;

	/** Misère positions have no Grundy value in the normal-play sense. */
	isMisere?(p: P): boolean;
	/**
	 * The Sprague-Grundy value, or null where it is not known: misère
	 * positions, and games without a closed form beyond their search bound.
	 */
	grundy(p: P): bigint | null;
	/** Who wins with perfect play; always known. */
	outcome(p: P): Outcome;
	/** A winning move in an N-position (the one the theory names), else null. */
	winningMove(p: P): M | null;
	/**
	 * A move to a position of Grundy value `target` (target < grundy(p)), or
	 * null when the game cannot find one by its theory. Sums use this.
	 */
	moveToGrundy(p: P, target: bigint): M | null;
	/** Why the position is won or lost, in the game's own theory; one string per line. */
	explain(p: P): string[];
}

/** A uniform random number in [0, 1); tests and trainers pass a seeded one. */
export type Rng = () => number;

export interface Example {
	readonly label: string;
	readonly position: JsonObject;
}

/** The theory of a game, in words: what decides the game, and why. */
export interface Theory {
	/** The winning rule in one or two sentences: which positions are lost, and the move that wins. */
	readonly rule: string;
	/** The theorem and its reasons, a paragraph per string. */
	readonly theorem: readonly string[];
	/** Where it comes from (books, papers, problem sets). */
	readonly sources: string;
	/** Which of `examples` the page works through. @default 0 */
	readonly example?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any>;

/** Bad input: the message names the field and the problem, in one line. */
export class InputError extends Error {
	override readonly name = 'InputError';
}

/** Input within the rules but beyond a documented limit of the engine. */
export class LimitError extends InputError {}
