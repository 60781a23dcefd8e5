/**
 * Misère play in every game: the closed theories (Nim with and without a cap,
 * Bash, Wythoff) and the search of every other game, each checked against a
 * plain recursive solver written here, on all small positions.
 */
import {describe, expect, it} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {analyzePosition, bestMove, listMoves} from '../../source/engine/analysis.js';
import {limits} from '../../source/engine/limits.js';
import {misereSearchEstimate, withinBound} from '../../source/engine/misere.js';
import {bruteSolve} from '../../source/engine/solver.js';
import {seeded} from '../../source/engine/random.js';
import {InputError, LimitError, type AnyGame, type JsonObject} from '../../source/engine/types.js';

/** Whether the player to move wins in misère play: no move means the opponent moved last. */
function naiveWins(game: AnyGame, p: unknown, memo = new Map<string, boolean>()): boolean {
	const key = game.key(p);
	const known = memo.get(key);
	if (known !== undefined) return known;
	let wins = true;
	let any = false;
	for (const m of game.moves(p)) {
		if (!any) wins = false;
		any = true;
		if (!naiveWins(game, game.apply(p, m), memo)) {
			wins = true;
			break;
		}
	}
	memo.set(key, wins);
	return wins;
}

function misere(game: AnyGame, json: JsonObject): unknown {
	return game.parse({...json, misere: true}, '');
}

/** Outcome, winning move and every move's outcome agree with the naive solver. */
function checkPosition(game: AnyGame, p: unknown, memo: Map<string, boolean>): void {
	const wins = naiveWins(game, p, memo);
	expect(game.outcome(p), JSON.stringify(game.toJSON(p))).toBe(wins ? 'N' : 'P');
	expect(game.grundy(p)).toBeNull();
	const move = game.winningMove(p);
	if (wins && game.moveCount(p) > 0n) {
		expect(move, JSON.stringify(game.toJSON(p))).not.toBeNull();
		const legal = game.parseMove(JSON.parse(JSON.stringify(game.moveToJSON(move))), p, 'move');
		expect(naiveWins(game, game.apply(p, legal), memo)).toBe(false);
	} else {
		expect(move).toBeNull();
	}
}

const nim = lookupGame('nim')!;
const bash = lookupGame('bash')!;
const wythoff = lookupGame('wythoff')!;

describe('misère play with a closed theory', () => {
	it('Nim, with and without a cap: the rule on the heaps taken mod K + 1 holds on every position of up to 3 heaps of at most 9', () => {
		for (const max of [undefined, 1, 2, 3, 4, 6]) {
			const memo = new Map<string, boolean>();
			for (let a = 0; a <= 9; a++)
				for (let b = 0; b <= a; b++)
					for (let c = 0; c <= b; c++) {
						const p = misere(nim, {game: 'nim', heaps: [a, b, c], ...(max === undefined ? {} : {max})});
						checkPosition(nim, p, memo);
						expect(nim.method?.(p) ?? 'theory').toBe('theory');
					}
		}
	});

	it('Bash: the player to move loses iff n mod (m + 1) = 1', () => {
		for (let m = 1; m <= 5; m++) {
			const memo = new Map<string, boolean>();
			for (let n = 0; n <= 40; n++) {
				const p = misere(bash, {game: 'bash', heap: n, max: m});
				checkPosition(bash, p, memo);
				expect(bash.outcome(p)).toBe(n % (m + 1) === 1 ? 'P' : 'N');
			}
		}
	});

	it('Wythoff: P-positions (0, 1), (2, 2), then the normal pairs from (3, 5), on every pair of heaps up to 30', () => {
		const memo = new Map<string, boolean>();
		const lost: string[] = [];
		for (let x = 0; x <= 30; x++)
			for (let y = 0; y <= 30; y++) {
				const p = misere(wythoff, {game: 'wythoff', heaps: [x, y]});
				checkPosition(wythoff, p, memo);
				expect(wythoff.method!(p)).toBe('theory');
				if (x <= y && wythoff.outcome(p) === 'P') lost.push(`${x},${y}`);
			}
		expect(lost).toEqual(['0,1', '2,2', '3,5', '4,7', '6,10', '8,13', '9,15', '11,18', '12,20', '14,23', '16,26', '17,28']);
	});

	it('answers at any size', () => {
		const big = '123456789012345678901234567890';
		const p = misere(wythoff, {game: 'wythoff', heaps: [big, '987654321098765432109876543210']});
		const move = wythoff.winningMove(p);
		if (move !== null) expect(wythoff.outcome(wythoff.apply(p, move))).toBe('P');
		const q = misere(nim, {game: 'nim', heaps: [big, big, 1], max: 7});
		expect(nim.outcome(nim.apply(q, nim.winningMove(q)))).toBe('P');
	});
});

describe('misère play decided by search', () => {
	const searched = games.filter(game => game.params.some(param => param.key === 'misere') && !['nim', 'bash', 'wythoff', 'kayles'].includes(game.id));

	it('is offered by every game but the sum', () => {
		expect(games.filter(game => !game.params.some(param => param.key === 'misere')).map(game => game.id)).toEqual(['sum']);
		expect(searched.length).toBeGreaterThanOrEqual(9);
	});

	it.each(searched.map(game => [game.id, game] as const))('%s: agrees with a plain recursive solver on small positions, and says it searched', (_id, game) => {
		const rng = seeded(7);
		const memo = new Map<string, boolean>();
		const positions: unknown[] = [];
		for (const example of game.examples) {
			try {
				positions.push(misere(game, example.position));
			} catch (error) {
				// Some examples are bigger than the search: refused, with the bound named.
				expect(error).toBeInstanceOf(LimitError);
				expect((error as Error).message).toContain(String(game.misereSearch ? limits.misereHeapStates : limits.misereSearchStates));
			}
		}
		const like = positions[0] ?? misere(game, game.toJSON(game.random(rng, 1)));
		for (let size = 1; size <= 3; size++) for (let i = 0; i < 4; i++) positions.push(game.random(rng, size, like));
		let checked = 0;
		for (const p of positions) {
			expect(game.isMisere?.(p)).toBe(true);
			// Take-and-break games read positions within their misère quotient's bound through it.
			const method = game.method!(p);
			expect(game.misereSearch?.quotient ? ['quotient', 'search'] : ['search']).toContain(method);
			expect(game.toJSON(p)['misere']).toBe(true);
			if (game.searchSize(p) > 3000n) continue;
			checkPosition(game, p, memo);
			// Every move's outcome, as --moves lists it.
			for (const listed of listMoves(game, p)) {
				expect(listed.outcome).toBe(naiveWins(game, game.apply(p, listed.move), memo) ? 'N' : 'P');
			}
			const analysis = analyzePosition(game, p);
			expect(analysis.method).toBe(method);
			expect(analysis.explanation.join(' ')).toMatch(method === 'quotient' ? /misère quotient/ : /exhaustive search/);
			checked++;
		}
		expect(checked).toBeGreaterThan(3);
	});

	it('keeps normal play apart: the same position played normally has its Grundy value and the theory', () => {
		const coins = lookupGame('coins')!;
		const normal = coins.parse({game: 'coins', rule: 'single', coins: 'HTHH'}, '');
		const mis = misere(coins, {game: 'coins', rule: 'single', coins: 'HTHH'});
		expect(coins.key(normal)).not.toBe(coins.key(mis));
		expect(coins.grundy(normal)).not.toBeNull();
		expect(coins.method?.(normal) ?? 'theory').toBe('theory');
		// Turning single heads over: misère 3 heads is misère Nim with three heaps of 1, a loss.
		expect(coins.outcome(mis)).toBe('P');
		expect(bestMove(coins, mis)).not.toBeNull();
	});

	// Timed by bench/worst-cases.ts, where these positions are cases.
	it('refuses at once, with the bound named, a position beyond the search: judged by the estimate, before any search', () => {
		const cases: JsonObject[] = [
			{game: 'coins', rule: 'single', coins: 'H'.repeat(60)},
			{game: 'subtraction', heaps: [1000, 1000, 1000], set: [1, 2, 5]},
			{game: 'tree', parents: Array.from({length: 400}, (_, i) => (i < 1 ? 0 : Math.floor(i / 2)))},
		];
		for (const json of cases) {
			const game = lookupGame(json['game'] as string)!;
			expect(withinBound(misereSearchEstimate(game, game.parse(json, '')))).toBe(false);
			expect(() => misere(game, json)).toThrow(new RegExp(`exhaustive search, limited to ${limits.misereSearchStates} positions`));
			expect(() => misere(game, json)).toThrow(/by the game's estimate/);
		}
	});

	it.each(searched.map(game => [game.id, game] as const))('%s: the search stays within the estimate made before it starts', (_id, game) => {
		const rng = seeded(3);
		let checked = 0;
		for (const example of game.examples) {
			let like: unknown;
			try {
				like = misere(game, example.position);
			} catch {
				continue;
			}
			for (let size = 1; size <= 4; size++) {
				for (let i = 0; i < 5; i++) {
					const drawn = game.random(rng, size, like);
					const p = game.compact?.(drawn)?.position ?? drawn;
					const estimate = misereSearchEstimate(game, p);
					if (estimate.states > 5_000n) continue;
					// The search's own count of positions and key characters, through a game that counts its keys.
					let work = -game.key(p).length;
					const counting: AnyGame = {
						...game,
						key: q => {
							const key = game.key(q);
							work += key.length;
							return key;
						},
					};
					const memo = new Map();
					bruteSolve(counting, p, 1e7, memo);
					expect(BigInt(memo.size), JSON.stringify(game.toJSON(p))).toBeLessThanOrEqual(estimate.states);
					expect(BigInt(work), JSON.stringify(game.toJSON(p))).toBeLessThanOrEqual(estimate.work);
					checked++;
				}
			}
		}
		expect(checked).toBeGreaterThan(10);
	});

	const refusals: [string, JsonObject, string][] = [
		['primes 4591', {game: 'primes', heaps: [4591]}, 'about \\d+ characters of position keys'],
		['primes 40 40 40', {game: 'primes', heaps: [40, 40, 40]}, 'about \\d+ characters of position keys'],
	];
	it.each(refusals)('refuses %s before any search, with the bounds and the estimate named', (_name, json, needs) => {
		const game = lookupGame(json['game'] as string)!;
		expect(() => misere(game, json)).toThrow(LimitError);
		expect(() => misere(game, json)).toThrow(
			new RegExp(
				`limited to ${limits.misereSearchStates} positions and ${limits.maxSearchWork} characters of position keys; this position needs ${needs} by the game's estimate$`,
			),
		);
	});

	it.each([
		['dawson 52', {game: 'dawson', heaps: [52]}, 'up to 281,589 positions'],
		['dawson 53', {game: 'dawson', heaps: [53]}, 'up to 329,931 positions'],
		['grundy 60', {game: 'grundy', heaps: [60]}, 'up to 2\\d\\d,\\d{3} positions'],
		['dawson 401', {game: 'dawson', heaps: [401]}, 'up to more than 2\\^40 positions'],
		['dawson 10^18', {game: 'dawson', heaps: ['1000000000000000000']}, 'up to more than 2\\^40 positions'],
	] as [string, JsonObject, string][])('refuses take-and-break %s before any search, with its bound and the positions counted', (_name, json, needs) => {
		const game = lookupGame(json['game'] as string)!;
		expect(() => misere(game, json)).toThrow(
			new RegExp(
				`^misère .+ is decided by a search of its positions \\(heaps as sorted multisets\\), limited to ${limits.misereHeapStates} positions; this position needs ${needs}, counted$`,
			),
		);
	});

	it.each([
		['kayles', 40],
		['dawson', 51],
		['grundy', 59],
		['primes', 4590],
	] as const)('answers the largest %s heap within the estimate, %d', (id, heap) => {
		const game = lookupGame(id)!;
		expect(game.outcome(misere(game, {game: id, heaps: [heap]}))).toMatch(/^[NP]$/);
	});

	it('reads misere only as a switch, and sums refuse misère parts and misère play', () => {
		expect(() => lookupGame('coins')!.parse({game: 'coins', rule: 'single', coins: 'HT', misere: 'yes'}, '')).toThrow(InputError);
		const sum = lookupGame('sum')!;
		expect(() => sum.parse({game: 'sum', parts: [{game: 'coins', rule: 'single', coins: 'HT', misere: true}]}, '')).toThrow(/misère/);
		expect(() => sum.parse({game: 'sum', parts: [{game: 'nim', heaps: [1]}], misere: true}, '')).toThrow(/misere/);
	});
});
