/**
 * Long work in slices: the engine's computations that take past the 2 s
 * budget of `analyze` (value tables of Grundy's game to 10^7, the period of an
 * octal code proven far past its bound) are offered as jobs. A job does a
 * slice of a few milliseconds per `step`, says how far it is, and gives its
 * result once done; it never waits, prints or reads anything itself, so the
 * caller (source/jobs/run.ts) decides when to go on, shows the progress, and
 * may stop between two slices with nothing lost but the work.
 */
export interface Job<R> {
	/** What it computes, in words: "Grundy's game: the values of heaps 0 to 1000000". */
	readonly title: string;
	/** The same as data, for the surfaces to word in their language. */
	readonly subject: JobSubject;
	/** The amount of work in all, in `unit`s (an upper bound where the end is not known ahead). */
	readonly total: number;
	/** What is counted, as a kind (the surfaces word it): a table's values. */
	readonly unit: 'values';
	/** Whether `total` is only a bound: the job may end well before it (a period proven sooner). @default false */
	readonly open?: boolean;
	/** The work done so far, 0 to `total`. */
	done(): number;
	/** Does one slice of the work; true once all of it is done. */
	step(): boolean;
	/** The result, once `step` said all is done; it keeps what it proved (the known values' sink) then, and only then. */
	finish(): R;
}

/** A table of values a job extends: Grundy's game's, or an octal code's (its code as written, "0.137"). */
export type ValuesName = {readonly kind: 'grundys-game'} | {readonly kind: 'octal-code'; readonly code: string};

/** What a job computes: the values of heaps 0 to `last`, or the values until the period is proven (`bound` values at most). */
export type JobSubject =
	| {readonly kind: 'values'; readonly table: ValuesName; readonly last: number}
	| {readonly kind: 'prove'; readonly table: ValuesName; readonly bound: number};
