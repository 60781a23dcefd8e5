/**
 * Misère play for every game: whoever makes the last move loses.
 *
 * Misère positions do not add up like Nim heaps, so there is no Grundy value
 * to lean on. A game whose misère theory is known (Nim, Bash, Wythoff) states
 * it (`Game.misere`); a take-and-break game reads a position whose heaps lie
 * within its misère quotient's bound through the quotient (misere-quotient.ts:
 * computed from the rules once a session); every other position is decided
 * by exhaustive search, within `limits.misereSearchStates` positions and
 * `limits.maxSearchWork` characters of position keys. The search's cost is
 * estimated before it starts, and a position beyond either bound is refused
 * at once when it is read, with the bound named.
 *
 * The flag rides on the position (`misere: true`), so every board, key and
 * move of the game is unchanged; the wrapper adds the `misere` parameter to the
 * game's schema, and with it to the command line, `--help` and the setup screen.
 */
import {bruteSolve, type Solved} from './solver.js';
import {limits} from './limits.js';
import {join, limitRefusal, readBool} from './input.js';
import {phrase, type Phrase} from './rule-words.js';
import {englishLines, gameNameReason, type Reason, type ReasonLine} from './reasons.js';
import {LimitError, type Game, type JsonObject, type MisereTheory, type Param, type ParseOptions, type QuotientReading} from './types.js';

/** A position that may be played misère. */
export type MaybeMisere<P> = P & {readonly misere?: true};

export const misereParam: Param = {
	key: 'misere',
	flag: 'misere',
	type: 'boolean',
	description: 'misère play: whoever makes the last move loses',
	label: 'Misère (last move loses)',
	placeholder: 'off',
};

function isMisere(p: object): boolean {
	return (p as {misere?: unknown}).misere === true;
}

/** The position marked as misère (or left as it is). */
function marked<P extends object>(p: P, misere: boolean): MaybeMisere<P> {
	return misere && !isMisere(p) ? {...p, misere: true} : p;
}

/** Positions searched so far, per game (sub-positions of the last searches answer the next moves at once). */
const memoLimit = 2_000_000;

/**
 * The game with misère play added: the `misere` parameter in its schema, and
 * outcome, winning move and explanation by its misère theory or by search.
 * A game that reads `misere` itself (Nim, Bash) is returned as it is, and so
 * is the sum.
 */
export function withMisere<P extends object, M>(game: Game<P, M>): Game<MaybeMisere<P>, M> {
	// Sums refuse misère parts and are never misère themselves: misère play does not add up.
	if (game.summable === false || game.params.some(param => param.key === 'misere')) return game;
	const theory: MisereTheory<P, M> | undefined = game.misereTheory;
	// The game's own search where it has one (take-and-break: heaps as sorted multisets), else the generic one.
	const ownSearch = theory ? undefined : game.misereSearch;
	let memo = new Map<string, Solved>();
	// The search walks the game's own positions, every one of them played misère: no position below is copied to mark it, and the memo's keys are the game's.
	const misereGame: Game<P, M> = {...game, isMisere: () => true};

	const self: Game<MaybeMisere<P>, M> = {
		...game,
		params: [...game.params, misereParam],
		random(rng, size, like) {
			const misere = like !== undefined && isMisere(like);
			if (!misere || theory) return marked(game.random(rng, size, like), misere);
			// Smaller and smaller until the search can decide it.
			for (let s = size; ; s = Math.max(1, s - 1)) {
				const p = marked(game.random(rng, s, like), true);
				if (refusal(searchCost(p)) === null || byQuotient(p) !== null || s === 1) return p;
			}
		},
		parse(json: JsonObject, path: string, options?: ParseOptions) {
			const misere = readBool(json['misere'], join(path, 'misere'));
			const {misere: _dropped, ...rest} = json;
			const p = marked(game.parse(rest, path, misere ? {...options, misere} : options), misere);
			// Its size is checked now, so a position beyond the search is refused when it is read; the search itself waits for a question.
			if (misere && !theory) {
				// The quotient is consulted (and computed, once a session) only for a position the search refuses.
				const error = refusal(searchCost(p));
				if (error !== null && byQuotient(p) === null) throw error;
			}
			return p;
		},
		toJSON: p => (isMisere(p) ? {...game.toJSON(p), misere: true} : game.toJSON(p)),
		apply: (p, m) => marked(game.apply(p, m), isMisere(p)),
		key: p => (isMisere(p) ? `misère|${game.key(p)}` : game.key(p)),
		isMisere,
		method: p => (isMisere(p) && !theory ? (byQuotient(p) === null ? 'search' : 'quotient') : (game.method?.(p) ?? 'theory')),
		grundy: p => (isMisere(p) ? null : game.grundy(p)),
		outcome(p) {
			if (!isMisere(p)) return game.outcome(p);
			if (theory) return theory.outcome(p);
			return (byQuotient(p) ?? solve(p)).outcome;
		},
		winningMove(p) {
			if (!isMisere(p)) return game.winningMove(p);
			if (theory) return theory.winningMove(p);
			const reading = byQuotient(p);
			return reading === null ? searchWin(p) : quotientWin(p, reading);
		},
		moveToGrundy: (p, target) => (isMisere(p) ? null : game.moveToGrundy(p, target)),
		explain(p) {
			if (!isMisere(p)) return game.explain(p);
			if (theory) return theory.explain(p);
			return englishLines(misereReasons(p));
		},
		grundyAfter: game.grundyAfter && ((p, m) => (isMisere(p) ? null : game.grundyAfter!(p, m))),
		reasons(p) {
			if (!isMisere(p)) return game.reasons?.(p) ?? null;
			if (theory) return theory.reasons?.(p) ?? null;
			return misereReasons(p);
		},
		compact:
			game.compact &&
			(p => {
				const compact = game.compact!(p);
				return compact === null ? null : {position: marked(compact.position, isMisere(p)), lift: compact.lift};
			}),
		whyNotListable: p => game.whyNotListable?.(p) ?? null,
	};
	/** The position read through the game's misère quotient, or null where the quotient does not reach (or the game has none). */
	function byQuotient(p: MaybeMisere<P>): QuotientReading | null {
		if (!ownSearch?.quotient) return null;
		const compact = self.compact?.(p) ?? null;
		return ownSearch.quotient(compact === null ? p : compact.position);
	}

	/** A move to a position whose image is in the P-portion, or null in a P-position. */
	function quotientWin(p: MaybeMisere<P>, reading: QuotientReading): M | null {
		if (reading.outcome === 'P') return null;
		for (const m of game.moves(p)) if (byQuotient(self.apply(p, m))?.outcome === 'P') return m;
		return null;
	}

	/** Why a misère position without a theory is won or lost: by the quotient, else by the search. */
	function misereReasons(p: MaybeMisere<P>): ReasonLine[] {
		const reading = byQuotient(p);
		return reading === null ? searchReasons(p) : quotientReasons(p, reading);
	}

	/** The move in words, beginning a sentence. */
	function moveAtStart(p: MaybeMisere<P>, move: M): Reason {
		const words: Reason = game.moveReason?.(p, move) ?? {key: 'words', values: {text: game.describeMove(p, move)}};
		return {key: 'capital', values: {text: words}};
	}

	function quotientReasons(p: MaybeMisere<P>, reading: QuotientReading): ReasonLine[] {
		const lines: ReasonLine[] = [{key: 'misereRule', values: {game: gameNameReason(game)}}, ...reading.reasons()];
		if (game.moveCount(p) === 0n) {
			lines.push({key: 'misereNoMove'});
			return lines;
		}
		const move = quotientWin(p, reading);
		if (move !== null) {
			const after = byQuotient(self.apply(p, move));
			lines.push({key: 'misereQuotientWin', values: {move: moveAtStart(p, move), image: after?.image ?? '?'}});
		}
		return lines;
	}

	/** The refusal of a search past its bounds, naming them and what the position needs. */
	function refuse(needs: Phrase): LimitError {
		const values = {gameName: game.name, gameId: game.id, states: limits.misereSearchStates, work: limits.maxSearchWork, needs};
		return limitRefusal(phrase('rule_misereSearch', values));
	}

	/** The refusal of the game's own search past its bound. */
	function refuseOwn(needs: Phrase): LimitError {
		return limitRefusal(phrase('rule_misereOwnSearch', {gameName: game.name, gameId: game.id, states: limits.misereHeapStates, needs}));
	}

	/** Why a search of this estimate would pass its bounds, or null when it is within them: judged before the search starts. */
	function refusal(estimate: SearchEstimate): LimitError | null {
		if (ownSearch) return estimate.states > BigInt(limits.misereHeapStates) ? refuseOwn(countWords(estimate.states)) : null;
		if (estimate.states > BigInt(limits.misereSearchStates)) return refuse(phrase('rule_needStates', {n: estimate.states}));
		if (estimate.work > BigInt(limits.maxSearchWork)) return refuse(phrase('rule_needKeys', {n: estimate.work}));
		return null;
	}

	/** The search's estimate of its cost from `p`, without the components that cannot move. */
	function searchCost(p: MaybeMisere<P>): SearchEstimate {
		const compact = self.compact?.(p) ?? null;
		const q = compact === null ? p : compact.position;
		if (ownSearch) return {states: ownSearch.size(q), work: 0n};
		return misereSearchEstimate(game, q);
	}

	function solve(p: MaybeMisere<P>): Solved {
		const compact = self.compact?.(p) ?? null;
		const q = compact === null ? p : compact.position;
		if (ownSearch) {
			const known = ownSearch.known(q);
			if (known !== null) return known;
			const error = refusal(searchCost(q));
			if (error !== null) throw error;
			try {
				return ownSearch.solve(q, limits.misereHeapStates);
			} catch (error) {
				// Its own count is the last guard, should the bound counted fall short.
				if (error instanceof LimitError) throw refuseOwn(phrase('rule_more'));
				throw error;
			}
		}
		const key = game.key(q);
		const known = memo.get(key);
		if (known) return known;
		const bound = limits.misereSearchStates;
		// Estimated before the search starts: a position past the bound is refused at once, not after the work.
		const error = refusal(misereSearchEstimate(game, q));
		if (error !== null) throw error;
		if (memo.size > memoLimit) memo = new Map();
		try {
			return bruteSolve(misereGame, q, bound, memo);
		} catch (error) {
			// The search's own count is the last guard, should the estimate fall short.
			if (error instanceof LimitError) throw refuse(phrase('rule_more'));
			throw error;
		}
	}

	function searchWin(p: MaybeMisere<P>): M | null {
		if (solve(p).outcome === 'P') return null;
		let best: M | null = null;
		let fastest = Number.POSITIVE_INFINITY;
		for (const m of game.moves(p)) {
			const after = solve(self.apply(p, m));
			// The quickest win: the winner hurries.
			if (after.outcome === 'P' && after.remoteness < fastest) {
				fastest = after.remoteness;
				best = m;
			}
		}
		return best;
	}

	function searchReasons(p: MaybeMisere<P>): ReasonLine[] {
		const solved = solve(p);
		const lines: ReasonLine[] = [{key: 'misereRule', values: {game: gameNameReason(game)}}, {key: 'misereSearched'}];
		if (game.moveCount(p) === 0n) {
			lines.push({key: 'misereNoMove'});
			return lines;
		}
		const move = searchWin(p);
		if (move === null) {
			lines.push(solved.remoteness > 1 ? {key: 'misereSearchLostLong', values: {moves: solved.remoteness}} : {key: 'misereSearchLost'});
		} else {
			lines.push({
				key: solved.remoteness === 1 ? 'misereSearchWinOne' : 'misereSearchWin',
				values: {move: moveAtStart(p, move), moves: solved.remoteness},
			});
		}
		return lines;
	}

	return self;
}

export interface SearchEstimate {
	/** The positions the search may visit (the game's `searchSize`). */
	readonly states: bigint;
	/** The characters of position keys it may build: a key for every move from every position. */
	readonly work: bigint;
}

/**
 * What an exhaustive search from `p` costs, estimated before it starts: the
 * game's count of the positions below `p`; and the moves they make (the
 * game's count, or the positions times the moves from `p`: a position below
 * has no more moves than `p` in the heap and take-and-break games), times the
 * length of `p`'s key (a key for every move).
 */
export function misereSearchEstimate<P, M>(game: Game<P, M>, p: P): SearchEstimate {
	const states = game.searchSize(p);
	// Counting the moves costs about a step a position: only for a search that may fit.
	if (states > BigInt(limits.misereSearchStates)) return {states, work: states * BigInt(game.key(p).length)};
	const moves = game.searchMoves?.(p) ?? states * game.moveCount(p);
	return {states, work: (moves > 0n ? moves : 1n) * BigInt(game.key(p).length)};
}

/** Whether a search of that estimate is within the misère bounds. */
export function withinBound(estimate: SearchEstimate): boolean {
	return estimate.states <= BigInt(limits.misereSearchStates) && estimate.work <= BigInt(limits.maxSearchWork);
}

/** A count in words: exact below a million, "more than 2^40" at the cap. */
/** A count of positions, counted up to 2^41. */
function countWords(n: bigint): Phrase {
	return phrase('rule_upToCounted', {n: n >= 1n << 41n ? phrase('rule_moreThan', {n: '2^40'}) : n.toLocaleString('en-US')});
}
