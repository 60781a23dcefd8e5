/**
 * Documented limits of the engine (the README lists them). Inputs beyond
 * them are refused up front with the limit named, so nothing hangs and
 * nothing runs out of memory.
 */
export const limits = {
	/** Decimal digits in any one integer. */
	maxDigits: 2000,
	/** Heaps in nim, subtraction and primes positions; chips in staircase; tokens in graph. */
	maxHeaps: 100_000,
	/** Coins in a coin-turning row. */
	maxCoins: 1_000_000,
	/** Nodes in a Hackenbush tree (forest). */
	maxTreeNodes: 2_000_000,
	/** Vertices plus edges of a graph game. */
	maxGraphSize: 1_000_000,
	/** Lit cells of a corners position. */
	maxLamps: 100_000,
	/** Parts of a sum, counted through nested sums. */
	maxParts: 10_000,
	/** Nesting depth of sums within sums. */
	maxSumDepth: 16,
	/**
	 * Steps of table work (`Game.work`: subtraction sequences, octal and
	 * Grundy's game tables) one sum may need, all its parts together, each
	 * table counted once: about a second of work.
	 */
	sumWork: 500_000_000,
	/** Largest element of a subtraction set (the period search tabulates a few multiples of it). */
	maxSubtractionElement: 10_000,
	/** Elements in a subtraction set. */
	maxSubtractionSetSize: 1_000,
	/** Values of a subtraction game's Grundy sequence tabulated at most (to answer a heap, or to find the period). */
	subtractionTable: 4_000_000,
	/** Steps (values × |S|) spent on one set's Grundy sequence at most. */
	subtractionWork: 40_000_000,
	/** Values of an octal game's table at most (to answer a heap, or to prove the period). */
	octalTable: 1_000_000,
	/** Steps spent on one octal code's table at most (a split digit costs about n / 2 steps for a heap of n). */
	octalWork: 100_000_000,
	/**
	 * Heaps of Grundy's game answered at once, once their values are computed
	 * (by `game-arcade table grundy`, kept in the cache), or further where the
	 * cache holds more. No period is known: other heaps are refused.
	 */
	grundyTable: 1_000_000,
	/** Values of Grundy's game an analysis computes itself, within its budget (beyond: a job, named in the refusal). */
	grundyDirect: 100_000,
	/** The largest heap a job of `game-arcade table` tabulates to (Grundy's game; an octal code's values, its period looked for with --prove). */
	tableJob: 10_000_000,
	/** Wythoff Grundy values are computed by search while both heaps are at most this. */
	wythoffGrundyBound: 1_000,
	/** Fibonacci / k-times Grundy values are computed by search while the heap is at most this. */
	takeawayGrundyBound: 300,
	/** Terms of the k-times sequence the k-times game may build (a term longer than 64 bits counts once per 64-bit word, so memory stays bounded). */
	ktimesMaxTerms: 4_000_000,
	/** States the defence search may visit to find the longest-delaying move in a lost position. */
	maxDefenceStates: 5_000,
	/** `--moves` lists at most this many moves. */
	maxListedMoves: 100_000,
	/**
	 * `--moves` on a tree: each cut's value is recomputed on the way down to
	 * the ground, so the sum of the nodes' depths is bounded (a path of
	 * 14,000 nodes, or any bushier forest of 10^5 nodes).
	 */
	maxTreeListDepthSum: 100_000_000,
	/**
	 * Positions an exhaustive search of a misère position (in a game with no
	 * closed misère theory) may visit, by the game's estimate made before it
	 * starts (with `maxSearchWork` for its keys: a heap of 4,590 in Prime Nim,
	 * a row of 33 in Kayles); a position past either is refused at once.
	 */
	misereSearchStates: 100_000,
	/**
	 * Positions the take-and-break games' own misère search may meet (heaps as
	 * sorted multisets, heaps with no move dropped), counted before it starts.
	 */
	misereHeapStates: 250_000,
	/** States a brute-force search may visit (remoteness, defences, fallbacks). */
	maxSearchStates: 200_000,
	/**
	 * The real cost of a search: characters of the position keys it builds
	 * (each state's key is as long as its position). A search past it stops
	 * and the caller falls back to its cheap answer.
	 */
	maxSearchWork: 20_000_000,
	/** Characters in one `--jsonl` input line. */
	maxLineLength: 10_000_000,
} as const;
