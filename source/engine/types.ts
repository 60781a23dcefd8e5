/**
 * The narrow interface every game implements (after OpenSpiel's Game/State
 * split, flattened: positions are immutable values, moves return new ones).
 *
 * Solving by search is written once in `solver.ts`; a game file holds its
 * rules and its closed-form theory only.
 */
import type {ClosedForm, PeriodProof} from './values.js';
import type {Reason, ReasonLine} from './reason-words.js';
import type {CoachNote} from './coach-english.js';
import {fillTemplate, ruleEnglish, type Phrase, type RuleKey, type RuleValues} from './rule-words.js';
export type {CoachNote} from './coach-english.js';

export type Outcome = 'N' | 'P';

/** A JSON value as read from or written to `analyze`. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface Game<P, M> {
	/** The id used in JSON (the `game` field) and on the command line. */
	readonly id: string;
	/**
	 * The game's parameters besides the position itself (a cap, a rule, a
	 * set...): everything that lists them (command-line flags and their
	 * checks, `--help`, the setup screen's fields, the README) reads this.
	 */
	readonly params: readonly Param[];
	/** How the command line, the setup screen and the arena write a position in words. */
	readonly human: HumanForm;
	/** The verb of a move, in both tenses ("take"/"took"): `describeMove` begins with it. */
	readonly verb: Verb;
	/** Whether a position can be a part of a sum (every game but the sum itself). @default true */
	readonly summable?: boolean;
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
	 * The family of single positions the game tabulates (a heap of n, a lone
	 * head at n, heaps a and b): how a member is built, what its values are,
	 * and its period or closed form. The `table` command, the Lab and its `g`
	 * key read it; a game without one has no table.
	 */
	readonly family?: Family<P>;
	/**
	 * A random position of roughly the given size (1 = tiny, 10 = large but
	 * still drawable), keeping the parameters (cap, rule, set...) of `like`.
	 */
	random(rng: Rng, size: number, like?: P): P;

	/**
	 * Reads a position from JSON, validating every field. Throws `InputError`
	 * naming the field (prefixed with `path`) on bad input. It checks shape
	 * and size only: it never runs the search or builds the table that
	 * decides the position (that is `work`, paid when a question is asked).
	 */
	parse(json: JsonObject, path: string, options?: ParseOptions): P;
	/** The position as JSON, in the same form `parse` reads. */
	toJSON(p: P): JsonObject;
	/** Reads a move and checks it is legal in `p`; throws `InputError` otherwise. */
	parseMove(json: Json, p: P, path: string): M;
	moveToJSON(m: M): Json;
	/** The move in words, beginning with the verb: "take 3 from heap 2" (past: "took 3 from heap 2"). */
	describeMove(p: P, m: M, tense?: Tense): string;
	/**
	 * The same words as data (reasons.ts), for each surface to word in its
	 * user's language; `describeMove` is its English.
	 */
	moveReason?(p: P, m: M, tense?: Tense): Reason;

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
	/**
	 * At most how many moves a full search from `p` makes (the moves of every
	 * position below, each once), where the game can count them; without it
	 * a search is judged by `searchSize` times the moves from `p`.
	 */
	searchMoves?(p: P): bigint;
	/**
	 * The table work the position's values need that is not done yet (a
	 * subtraction set's Grundy sequence, an octal code's table, a k-times
	 * sequence), said before any of it is done: a sum adds its parts' work
	 * and refuses past `limits.sumWork`. Omitted: none beyond reading it.
	 */
	work?(p: P): readonly Work[];

	/** Misère positions have no Grundy value in the normal-play sense. */
	isMisere?(p: P): boolean;
	/**
	 * The closed theory of the game's misère play, where one is known. Without
	 * it, misère positions are decided by exhaustive search within a bound
	 * (`misere.ts`).
	 */
	readonly misereTheory?: MisereTheory<P, M>;
	/** Its own search of misère play, used in place of the generic one where there is no theory. */
	readonly misereSearch?: MisereSearch<P>;
	/** How the outcome and move of `p` were decided: a closed form ("theory"), a misère quotient, or exhaustive search. @default "theory" */
	method?(p: P): Method;
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
	/**
	 * The same explanation as data (reasons.ts), for each surface to word in
	 * its user's language; `explain` is its English. Null where the game
	 * gives its explanation only in words (then `explain` is shown as it is).
	 */
	reasons?(p: P): readonly ReasonLine[] | null;
	/**
	 * The Grundy value after a legal move, without playing it where the theory
	 * allows (games of components: one XOR). Lists of moves and the computer's
	 * defences use it, so they stay linear in the number of moves.
	 */
	grundyAfter?(p: P, m: M): bigint | null;
	/**
	 * The position without its components that have no move (empty heaps,
	 * tokens on sinks, finished parts), and how to lift a move in it back: a
	 * search then works on the part that matters. Null when nothing is dropped.
	 */
	compact?(p: P): Compact<P, M> | null;
	/**
	 * Why listing every move with its outcome would take too long even within
	 * `limits.maxListedMoves` (the limit, named), or null when it is affordable.
	 */
	whyNotListable?(p: P): Phrase | null;

	// What the course, the coach and the trainer's puzzles know of the game (read by `source/learn`).
	/** The concept of the course that playing the game exercises (the lesson the coach and the trainer name). */
	readonly concept?: ConceptId;
	/** The coach's words for a losing move, in the game's theory; without them the coach values the heaps or rows one by one. */
	readonly coach?: CoachWords<P>;
	/**
	 * The independent parts of `p` that have a move (non-empty heaps, heads,
	 * lit lamps, tokens, chips), for a puzzle's difficulty. @default 1
	 */
	partCount?(p: P): number;
	/** The positions `p` is a sum of, where it is a sum of other games' positions (the mixed arena); nested sums are walked through it. */
	sumParts?(p: P): readonly GamePart[];
}

/**
 * A family of single positions of a game, as CGSuite's value sequences and
 * Winning Ways' tables have them: one dimension (a heap of n, a lone head at
 * position n) or two (Wythoff's heaps a and b, a lamp at (x, y)). Every value
 * of a table comes from the game itself (its `grundy` or `outcome`), or from
 * `tabulate`/`value`, which give the same values faster.
 */
export type Family<P> = Family1<P> | Family2<P>;

interface FamilyBase<P> {
	/** What one member is, in words: "a heap of n", "a lone head at position n", "heaps (a, b)". */
	readonly unit: string;
	/** Nimbers (Grundy values), or only outcomes (P or N) where a game's theory is about who wins (take-away games). */
	readonly values: 'nimbers' | 'outcomes';
	/** The least n (the least a and b) a member has. @default 0 */
	readonly from?: bigint;
	/** Where the default range ends. @default 100 in one dimension, 31 in two */
	readonly to?: bigint;
	/** Whether a table of misère play (its outcomes) is offered. @default true */
	readonly misere?: boolean;
	/** The Lab opens on this game from the menu (one game says so; else the first with a family). */
	readonly featured?: boolean;
	/** Why a range up to `to` is refused (past a bound of the game, in words that name it), or null. */
	beyond?(to: bigint, misere: boolean): Phrase | null;
	/**
	 * What is known of the values as a whole in normal play: a period with its
	 * proof, a closed form, or why neither. `like` is a member with the table's
	 * parameters; `to` the end of the range (a period is looked for that far).
	 */
	form(like: P, to: bigint): FamilyForm;
	/** The same in misère play, where a closed form is known. @default a note: outcomes by the misère theory or by search */
	readonly misereForm?: FamilyForm;
}

/** A one-parameter family: a member of each size n. */
export interface Family1<P> extends FamilyBase<P> {
	readonly dimensions: 1;
	/** The member of size n: the fields of its JSON position besides the game's id and parameters, e.g. `{heaps: ["7"]}`. */
	member(n: bigint): JsonObject;
	/** The member of size n with the parameters of `like`, without reading JSON (a table of 10^6 rows reads one position). */
	resize?(like: P, n: bigint): P;
	/**
	 * The values of the members from `from` to `to` at once (normal play),
	 * where the game knows them without a position for each n: a small number
	 * for a small value. Null: each member is valued by the game.
	 */
	tabulate?(like: P, from: bigint, to: bigint): ((n: bigint) => bigint | number | Outcome) | null;
	/**
	 * What of the members' values was read from results proven before (the
	 * cache), not computed in this run: the values of members 0 to
	 * `values` − 1, and whether the period was; null when nothing was.
	 */
	known?(like: P): KnownPart | null;
}

/** What a table read from results proven before (the cache). */
export interface KnownPart {
	/** The values of members below this were read. */
	readonly values: bigint;
	/** The period was read (and proven again as it was read). */
	readonly period: boolean;
}

/** A two-parameter family: a member for each pair (a, b). */
export interface Family2<P> extends FamilyBase<P> {
	readonly dimensions: 2;
	/** The member (a, b), as `Family1.member`. */
	member(a: bigint, b: bigint): JsonObject;
	/** The normal-play value of (a, b) without a position (a nim product, Wythoff's small values). */
	value?(a: bigint, b: bigint): bigint;
	/** The value of (a, b) written as a ⊗ b, where it is an operation rather than G(a, b). */
	readonly operator?: string;
	/** What a value is, where "G(a, b), the Grundy value of <unit>" does not say it. */
	readonly what?: string;
}

/** What is known of a family's values as a whole; at most one of the three. */
export interface FamilyForm {
	/** g(n + period) = g(n) for every n ≥ start: the least period, from its least start, and how it is known. */
	readonly period?: {readonly start: bigint; readonly period: bigint; readonly proof: PeriodProof};
	/** A closed form where no period is claimed ("G(n) = n", "the odious numbers"). */
	readonly closedForm?: ClosedForm;
	/** Why neither ("no period found up to 100"). */
	readonly note?: FamilyNote;
}

/** Why a family's values have neither a period nor a closed form, as data (family.ts words it in English). */
export type FamilyNote =
	/** No period was found among the values up to `upTo`; `grundy`: Grundy's game, of which none is known. */
	| {readonly kind: 'no-period'; readonly upTo: bigint; readonly grundy: boolean}
	/** Misère play: outcomes from the closed misère theory or an exhaustive search. */
	| {readonly kind: 'misere'};

/** A game parameter, as the JSON position, the command line and the setup screen know it. */
export interface Param {
	/** The JSON key, e.g. "max". */
	readonly key: string;
	/** The command-line flag without its dashes (`--max`); the key unless said otherwise. */
	readonly flag: string;
	/**
	 * integer: a whole number (decimal digits, any size); boolean: a switch;
	 * choice: one of `choices`; integers: a comma-separated list of whole
	 * numbers; edges: a graph's edges written `v:w1,w2 w:...`; word: one word
	 * the game reads itself (an octal code such as 0.77).
	 */
	readonly type: 'integer' | 'boolean' | 'choice' | 'integers' | 'edges' | 'word';
	/** One line for `--help` and the README, e.g. "the most one move may take". */
	readonly description: string;
	/** The setup screen's label, e.g. "Cap K (most per move)". */
	readonly label: string;
	/** Whether a position must give it. @default false */
	readonly required?: boolean;
	/** What an absent value means, in words ("none", "3"), or a typical value of a required one. */
	readonly placeholder: string;
	/** The allowed values of a choice. */
	readonly choices?: readonly string[];
	/** Integers: the least allowed value. */
	readonly min?: bigint;
	/** Whether the setup screen offers it (a parameter such as the last take is part of a position, not of a game). @default true */
	readonly setup?: boolean;
	/** The setup screen shows it only when this holds for the current values (by flag). */
	readonly when?: (values: Readonly<Record<string, string>>) => boolean;
}

/**
 * The human form of a position: the words after the game's id on the command
 * line (`nim 3 4 5`), in the setup screen's typed field and in the arena's part
 * list. The words fill one JSON key; the parameters come as flags.
 */
export interface HumanForm {
	/** The JSON key the words fill (heaps, heap...). */
	readonly key: string;
	/**
	 * integer: exactly one whole number; integers: one or more (`count`: exactly
	 * that many); word: exactly one word; words: one or more words; cells: one
	 * or more cells `x,y`; parts: one or more quoted positions of other games.
	 */
	readonly kind: 'integer' | 'integers' | 'word' | 'words' | 'cells' | 'parts';
	/** With `integers`: exactly this many. */
	readonly count?: number;
	/** What one word is, for people: "heap", "node"... (heap 1 is the first). @default the key without its plural s */
	readonly noun?: string;
	/** What the words are, e.g. "heap sizes", "the parent of each node 1..n (0 is the ground)". */
	readonly what: string;
	/** The words of an example position, e.g. "3 4 5" (with its required flags in `params`' placeholders). */
	readonly example: string;
}

export type Tense = 'present' | 'past';

/** How a result was obtained: a closed form or theorem, a misère quotient computed from the rules, or exhaustive search of the positions below. */
export type Method = 'theory' | 'quotient' | 'search';

/** A closed theory of misère play (whoever makes the last move loses). */
/**
 * A search of misère play faster than the generic one, where a game has one
 * (take-and-break: heaps as sorted multisets): the most positions it can
 * meet, counted before it starts, and its answer within a bound.
 */
export interface MisereSearch<P> {
	size(p: P): bigint;
	/** The answer when the search has already met the position, else null. */
	known(p: P): {readonly outcome: Outcome; readonly remoteness: number} | null;
	/** Throws LimitError past `bound` positions. */
	solve(p: P, bound: number): {readonly outcome: Outcome; readonly remoteness: number};
	/** The position read through the game's misère quotient, where its heaps lie within the quotient's bound; else null. */
	quotient?(p: P): QuotientReading | null;
}

/** A misère position read through a misère quotient (misere-quotient.ts). */
export interface QuotientReading {
	readonly outcome: Outcome;
	/** The position's image in the quotient, named ("q5"). */
	readonly image: string;
	/** Why, in plain words: what the quotient is, each heap's image, and whether their product is in the P-portion. */
	explain(): string[];
	/** The same as data (reasons.ts). */
	reasons(): ReasonLine[];
}

export interface MisereTheory<P, M> {
	outcome(p: P): Outcome;
	/** A winning move in a misère N-position, else null. */
	winningMove(p: P): M | null;
	/** Why, one string per line. */
	explain(p: P): string[];
	/** The same as data (reasons.ts), where the theory gives it so. */
	reasons?(p: P): readonly ReasonLine[];
}

/** A verb in both tenses. */
export interface Verb {
	readonly present: string;
	readonly past: string;
}

export interface Compact<P, M> {
	readonly position: P;
	/** The move in the original position. */
	lift(m: M): M;
}

/** How a position is read. */
export interface ParseOptions {
	/**
	 * Read the shape alone: leave the checks that need a table (whether a
	 * heap past it has a proven period) to the first question asked. A sum
	 * reads its parts so, to weigh their work before doing any.
	 */
	readonly shapeOnly?: boolean;
	/** How deep in sums within sums the position is read. @default 0 */
	readonly depth?: number;
	/** The position is played misère: a refusal names no table job (none would settle it). */
	readonly misere?: boolean;
}

/**
 * Work a position's values need: `steps` of building the table named by
 * `key` (parts with the same key share it, so it is built once, to the
 * largest of their needs). Steps are about a nanosecond or two each.
 */
export interface Work {
	readonly key: string;
	readonly steps: number;
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

// biome-ignore lint/suspicious/noExplicitAny: a game of any position and move type (the catalog's list); each game file keeps its own types.
export type AnyGame = Game<any, any>;

/** A usage error: an unknown game, command or flag, or a flag a game does not take (exit code 2). */
export class UsageError extends Error {
	override readonly name = 'UsageError';
	/**
	 * The message as data, for a surface to word in its user's language: a key
	 * of the command line's catalog and its values (the English `message` is
	 * the engine's own wording, and the fallback).
	 */
	readonly words: UsageWords | undefined;
	constructor(message: string, words?: UsageWords) {
		super(message);
		this.words = words;
	}
}

export interface UsageWords {
	readonly key: string;
	readonly values: Readonly<Record<string, string | number>>;
}

/**
 * One step of the place in the input an error is at: a field by its JSON key
 * (a position's `heaps`, a parameter's own key such as `max`), an entry of a
 * list by its index (0-based, as in the JSON), or a part of a sum with the id
 * of its game (so the words inside it are that game's).
 */
export type PathSegment = {readonly key: string} | {readonly index: number} | {readonly part: number; readonly game: string};

/**
 * What is wrong with a piece of input, and the limit or rule it breaks.
 * Each surface words it itself (`engine/error-words.ts`); `expected` is the
 * JSON form's own noun phrase where a check gives one ("a heap index from 0 to 2").
 */
export type Problem =
	/** Absent, where `expected` was needed; a game's required parameter names itself (`param`, by its flag) and a command that gives it (`example`), for a surface to word. */
	| {readonly kind: 'missing'; readonly expected: string; readonly expects?: Expects; readonly param?: string; readonly example?: string}
	/** Of the wrong JSON type (not an object, a list, a string, true or false). */
	| {readonly kind: 'wrong-type'; readonly expected: string; readonly expects?: Expects}
	/** Not a whole number (a fraction, a word), where one of at least `min` was needed. */
	| {readonly kind: 'not-an-integer'; readonly min: bigint; readonly expected?: string; readonly expects?: Expects}
	/** A whole number below `min`. */
	| {readonly kind: 'below-min'; readonly min: bigint; readonly expected?: string; readonly expects?: Expects}
	/** A whole number above `max`. */
	| {readonly kind: 'above-max'; readonly min: bigint; readonly max: bigint; readonly expected?: string}
	/** More `unit`s than the engine's documented `limit` (digits, entries, coins...). */
	| {readonly kind: 'too-many'; readonly limit: bigint; readonly count: bigint; readonly unit: string}
	/** An empty list, where at least one `unit` was needed. */
	| {readonly kind: 'empty'; readonly unit: string}
	/** An index (0-based, as JSON counts) past the last of `count` `noun`s. */
	| {readonly kind: 'no-such'; readonly noun: string; readonly count: number}
	/** Not one of `choices`. */
	| {readonly kind: 'not-in-choices'; readonly choices: readonly string[]}
	/** A field the game does not read. */
	| {readonly kind: 'unknown-field'; readonly allowed: readonly string[]}
	/** A name of nothing known: `what` it should have named ("game", "vertex"). */
	| {readonly kind: 'unknown-name'; readonly what: string}
	/** A part of a sum in misère play: misère games do not add up. */
	| {readonly kind: 'misere-part'}
	/**
	 * A move the rules forbid, as a phrase (move-words.ts): `reason` in the
	 * move's own words, counting from 1; `jsonReason`, where it names a place,
	 * in the JSON move's terms, counting from 0 (for programs speaking JSON).
	 */
	| {readonly kind: 'illegal-move'; readonly reason: Phrase; readonly jsonReason?: Phrase}
	/** Any other rule of the game, in words that name no place of their own (the path names it). */
	| {readonly kind: 'rule'; readonly rule: string}
	/**
	 * A game's own rule, as data: the key of its words (rule-words.ts) and
	 * their values. `whole`: the words are a sentence naming their own subject
	 * (a refusal at no place), said after a place with a colon.
	 */
	| {readonly kind: 'game-rule'; readonly key: RuleKey; readonly values: RuleValues; readonly whole?: true};

/**
 * What a field should hold, as data, where the engine's readers (input.ts)
 * know it: `expected` is its English, and a surface in another language
 * words this. `list`'s `of` is the English of one entry, in the plural.
 */
export type Expects =
	| {readonly kind: 'object'}
	| {readonly kind: 'boolean'}
	| {readonly kind: 'integer'; readonly min: bigint}
	| {readonly kind: 'index'; readonly noun: string; readonly count: number}
	| {readonly kind: 'list'; readonly of: string};

/** What an input error carries: what is wrong, where, and what was got (shown short). */
export interface Fault {
	readonly problem: Problem;
	readonly path: readonly PathSegment[];
	/** The value given, shown short and safe (`show`), where there was one. */
	readonly got?: string;
	/** The default rendering, where the problem's own words would not say it as well (else made from the data). */
	readonly message?: string;
}

/**
 * Bad input, as data: `problem`, `path` and `got` say what is wrong and
 * where, for each surface to render in its own words (error-words.ts).
 * `message` is the default rendering, the JSON form's: field paths with
 * 0-based indices, as `analyze --json` reports them. Built from a bare
 * sentence, it is a rule broken at no particular place.
 */
export class InputError extends Error {
	override readonly name = 'InputError';
	readonly problem: Problem;
	readonly path: readonly PathSegment[];
	readonly got: string | undefined;

	constructor(fault: Fault | string) {
		const data: Fault = typeof fault === 'string' ? {problem: {kind: 'rule', rule: fault}, path: [], message: fault} : fault;
		super(data.message ?? defaultMessage(data));
		this.problem = data.problem;
		this.path = data.path;
		this.got = data.got;
	}

	/** The same error, its place given as `path` (the same place, said more closely: a sum's part with its game). */
	at(path: readonly PathSegment[]): InputError {
		const Kind = this.constructor as new (fault: Fault) => InputError;
		return new Kind({problem: this.problem, path, ...(this.got === undefined ? {} : {got: this.got}), message: this.message});
	}

	/** The same error inside `prefix` (a part of a sum, say): the path grows, and so does the message. */
	within(prefix: readonly PathSegment[]): InputError {
		const fault: Fault = {problem: this.problem, path: this.path, ...(this.got === undefined ? {} : {got: this.got})};
		const path = [...prefix, ...this.path];
		const own = this.message === defaultMessage(fault);
		const Kind = this.constructor as new (fault: Fault) => InputError;
		return new Kind({...fault, path, ...(own ? {} : {message: `${pathText(prefix)}: ${this.message}`})});
	}
}

/** Input within the rules but beyond a documented limit of the engine. */
export class LimitError extends InputError {}

/** The course's concepts, one lesson each, in the order they build (titles and ideas: `source/learn/concepts.ts`). */
export const conceptIds = [
	'multiples',
	'nim-sum',
	'mex',
	'sums',
	'periods',
	'breaking',
	'staircase',
	'wythoff',
	'zeckendorf',
	'coins',
	'nim-product',
	'colon',
	'misere',
] as const;

export type ConceptId = (typeof conceptIds)[number];

/** Who made a move, as the coach names them: "you" / "your", "the computer" / "the computer's". */
/**
 * Why a move lost the win, as data in the terms and numbers of the game's
 * theory (`CoachNote`: a kind and its numbers, worded at the surface: "the
 * nim-sum after your move was 3, not 0"); null where the theory has no
 * number to give. Each describes what the move left (`after`).
 */
export interface CoachWords<P> {
	/** In normal play. */
	lost?(before: P, after: P): CoachNote | null;
	/** In misère play; without it nothing is said (misère play decided by search). */
	lostMisere?(after: P): CoachNote | null;
}

/** A position of some game, as a part of a sum. */
export interface GamePart {
	readonly game: AnyGame;
	// biome-ignore lint/suspicious/noExplicitAny: a part's position has its own game's type, known only through `game`.
	readonly position: any;
}

/** A path as the JSON form writes it: `parts[1].heaps[0]`, `edges["a b"]`. */
export function pathText(path: readonly PathSegment[]): string {
	let text = '';
	for (const segment of path) {
		if ('index' in segment) text += `[${segment.index}]`;
		else if ('part' in segment) text += `${text === '' ? '' : '.'}parts[${segment.part}]`;
		else if (/^[A-Za-z_$][\w$-]*$/.test(segment.key)) text += text === '' ? segment.key : `.${segment.key}`;
		else text += `[${JSON.stringify(segment.key)}]`;
	}
	return text;
}

/** The problem in the JSON form's words: "must be a non-negative integer, got -4". */
export function problemText({problem, got}: Pick<Fault, 'problem' | 'got'>): string {
	const gotText = got === undefined ? '' : `, got ${got}`;
	const integer = (min: bigint) => (min === 0n ? 'a non-negative integer' : min === 1n ? 'a positive integer' : `an integer ≥ ${min}`);
	switch (problem.kind) {
		case 'missing':
			return `is missing (expected ${problem.expected})`;
		case 'wrong-type':
			return `must be ${problem.expected}${gotText}`;
		case 'not-an-integer':
		case 'below-min':
			return `must be ${problem.expected ?? integer(problem.min)}${gotText}`;
		case 'above-max':
			return `must be ${problem.expected ?? `at most ${problem.max}`}${gotText}`;
		case 'too-many':
			return `has ${problem.count} ${problem.unit}; the limit is ${problem.limit}`;
		case 'empty':
			return `must hold at least one ${problem.unit}`;
		case 'no-such':
			return `must be a ${problem.noun} index from 0 to ${problem.count - 1}${gotText}`;
		case 'not-in-choices':
			return `must be one of ${problem.choices.map(c => JSON.stringify(c)).join(', ')}${gotText}`;
		case 'unknown-field':
			return `is not a field of this game (expected ${problem.allowed.map(k => `"${k}"`).join(', ')})`;
		case 'unknown-name':
			return `is not a known ${problem.what}${got === undefined ? '' : `: ${got}`}`;
		case 'misere-part':
			return 'is a misère position; misère games cannot be summed';
		case 'illegal-move':
			return fillTemplate(ruleEnglish.move_notLegal, {reason: problem.reason});
		case 'rule':
			return problem.rule;
		case 'game-rule':
			return fillTemplate(ruleEnglish[problem.key], problem.values);
	}
}

function defaultMessage(fault: Fault): string {
	const place = pathText(fault.path);
	const words = problemText(fault);
	if (place === '') return words;
	return fault.problem.kind === 'game-rule' && fault.problem.whole ? `${place}: ${words}` : `${place} ${words}`;
}
