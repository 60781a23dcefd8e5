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
	/** The amount of work in all, in `unit`s (an upper bound where the end is not known ahead). */
	readonly total: number;
	/** What is counted: "values". */
	readonly unit: string;
	/** Whether `total` is only a bound: the job may end well before it (a period proven sooner). @default false */
	readonly open?: boolean;
	/** The work done so far, 0 to `total`. */
	done(): number;
	/** Does one slice of the work; true once all of it is done. */
	step(): boolean;
	/** The result, once `step` said all is done; it keeps what it proved (the known values' sink) then, and only then. */
	finish(): R;
}
