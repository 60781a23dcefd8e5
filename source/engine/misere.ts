/**
 * Misère play for every game: whoever makes the last move loses.
 *
 * Misère positions do not add up like Nim heaps, so there is no Grundy value
 * to lean on. A game whose misère theory is known (Nim, Bash, Wythoff) states
 * it (`Game.misere`); every other game is decided by exhaustive search, within
 * `limits.misereSearchStates`, and a position beyond that is refused when it
 * is read, with the bound named.
 *
 * The flag rides on the position (`misere: true`), so every board, key and
 * move of the game is unchanged; the wrapper adds the `misere` parameter to the
 * game's schema, and with it to the command line, `--help` and the setup screen.
 */
import {bruteSolve, type Solved} from './solver.js';
import {limits} from './limits.js';
import {join, readBool} from './input.js';
import {LimitError, type Game, type JsonObject, type Method, type MisereTheory, type Param, type ParseOptions} from './types.js';

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
	let memo = new Map<string, Solved>();

	const self: Game<MaybeMisere<P>, M> = {
		...game,
		params: [...game.params, misereParam],
		random(rng, size, like) {
			const misere = like !== undefined && isMisere(like);
			if (!misere || theory) return marked(game.random(rng, size, like), misere);
			// Smaller and smaller until the search can decide it.
			for (let s = size; ; s = Math.max(1, s - 1)) {
				const p = marked(game.random(rng, s, like), true);
				if (searchCost(p) <= BigInt(limits.misereSearchStates) || s === 1) return p;
			}
		},
		parse(json: JsonObject, path: string, options?: ParseOptions) {
			const misere = readBool(json['misere'], join(path, 'misere'));
			const {misere: _dropped, ...rest} = json;
			const p = marked(game.parse(rest, path, options), misere);
			// Its size is checked now, so a position beyond the search is refused when it is read; the search itself waits for a question.
			if (misere && !theory && searchCost(p) > BigInt(limits.misereSearchStates)) throw tooLarge();
			return p;
		},
		toJSON: p => (isMisere(p) ? {...game.toJSON(p), misere: true} : game.toJSON(p)),
		apply: (p, m) => marked(game.apply(p, m), isMisere(p)),
		key: p => (isMisere(p) ? `misère|${game.key(p)}` : game.key(p)),
		isMisere,
		method: p => (isMisere(p) && !theory ? 'search' : (game.method?.(p) ?? 'theory')),
		grundy: p => (isMisere(p) ? null : game.grundy(p)),
		outcome(p) {
			if (!isMisere(p)) return game.outcome(p);
			return theory ? theory.outcome(p) : solve(p).outcome;
		},
		winningMove(p) {
			if (!isMisere(p)) return game.winningMove(p);
			if (theory) return theory.winningMove(p);
			return searchWin(p);
		},
		moveToGrundy: (p, target) => (isMisere(p) ? null : game.moveToGrundy(p, target)),
		explain(p) {
			if (!isMisere(p)) return game.explain(p);
			if (theory) return theory.explain(p);
			return searchExplain(p);
		},
		grundyAfter: game.grundyAfter && ((p, m) => (isMisere(p) ? null : game.grundyAfter!(p, m))),
		compact:
			game.compact &&
			(p => {
				const compact = game.compact!(p);
				return compact === null ? null : {position: marked(compact.position, isMisere(p)), lift: compact.lift};
			}),
		whyNotListable: p => game.whyNotListable?.(p) ?? null,
	};
	function tooLarge(): LimitError {
		return new LimitError(
			`misère ${game.name} is decided by exhaustive search, limited to ${limits.misereSearchStates} positions and ${limits.maxSearchWork} characters of position keys; this position needs more`,
		);
	}

	/** The search's estimate of the positions below `p`, without the components that cannot move. */
	function searchCost(p: MaybeMisere<P>): bigint {
		const compact = self.compact?.(p) ?? null;
		return game.searchSize(compact === null ? p : compact.position);
	}

	function solve(p: MaybeMisere<P>): Solved {
		const compact = self.compact?.(p) ?? null;
		const q = compact === null ? p : compact.position;
		const key = self.key(q);
		const known = memo.get(key);
		if (known) return known;
		const bound = limits.misereSearchStates;
		const refuse = tooLarge;
		if (game.searchSize(q) > BigInt(bound)) throw refuse();
		if (memo.size > memoLimit) memo = new Map();
		try {
			return bruteSolve(self, q, bound, memo);
		} catch (error) {
			if (error instanceof LimitError) throw refuse();
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

	function searchExplain(p: MaybeMisere<P>): string[] {
		const solved = solve(p);
		const lines = [
			`Misère ${game.name}: whoever makes the last move loses.`,
			'Misère play has no Grundy values to add up, and no closed theory of this game is known here: an exhaustive search of every position below this one decided it.',
		];
		if (game.moveCount(p) === 0n) {
			lines.push('No move is left: the opponent made the last move, so the player to move has won.');
			return lines;
		}
		const move = searchWin(p);
		if (move === null) {
			lines.push(`Every move leaves a position the opponent wins: the player to move loses${lost(solved)}.`);
		} else {
			lines.push(
				`${capital(game.describeMove(p, move))}: it leaves a position the opponent loses, and the game ends in ${solved.remoteness} more move${solved.remoteness === 1 ? '' : 's'} with the opponent making the last one.`,
			);
		}
		return lines;
	}

	return self;
}

function lost(solved: Solved): string {
	return solved.remoteness > 1 ? ` (the longest defence lasts ${solved.remoteness} moves)` : '';
}

function capital(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "theory" / "search", in words for hints and the human output. */
export function methodWords(method: Method): string {
	return method === 'theory' ? "decided by the game's theory" : 'decided by exhaustive search';
}
