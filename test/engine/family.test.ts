/**
 * Families of positions, over the whole catalog: every game that declares
 * one has a table whose values are the game's own, and nothing outside a
 * game's files (its engine file, its board, tests) names a game by its id.
 */
import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {games} from '../../source/engine/catalog.js';
import {defaultRange, featuredTableGame, tableGames, tableOf} from '../../source/engine/table.js';
import {closedPeriod, formula, proofWords} from '../../source/engine/family.js';
import {UsageError, type AnyGame, type JsonObject} from '../../source/engine/types.js';
import {initialParams} from '../../source/ui/setup/state.js';
import {paramsFromFlags} from '../../source/engine/human.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {smallestPart} from '../../source/engine/takeaway.js';
import type {Table1} from '../../source/engine/table.js';

const withFamily = games.filter(game => game.family !== undefined);

/** The parameters of the game's first setup preset (a required one's typical value where the preset has none). */
function firstParams(game: AnyGame): JsonObject {
	const setup = initialParams(game);
	const flags: Record<string, string> = {};
	for (const p of game.params) {
		if (p.type === 'boolean' || p.setup === false) continue;
		const value = setup[p.flag] || (p.required ? p.placeholder : '');
		if (value !== '' && (p.when?.(setup) ?? true)) flags[p.flag] = value;
	}
	return paramsFromFlags(game, flags);
}

describe('every game with a family', () => {
	it('is a game with a table, in menu order, and the Lab opens on one of them', () => {
		expect(tableGames).toEqual(withFamily.map(game => game.id));
		expect(tableGames.length).toBeGreaterThanOrEqual(13);
		expect(tableGames).toContain(featuredTableGame);
		expect(withFamily.filter(game => game.family!.featured === true)).toHaveLength(1);
	});

	it.each(withFamily.map(game => [game.id, game] as const))('%s: its table holds the values the game gives its members', (_id, game) => {
		const family = game.family!;
		const params = firstParams(game);
		const {from} = defaultRange(game);
		const to = from + 12n;
		const table = tableOf(game, params, from, to);
		expect(table.dimensions).toBe(family.dimensions);
		expect(table.what).toContain(family.dimensions === 2 && family.what !== undefined ? family.what : family.unit);
		expect(table.period !== null || table.closedForm !== null || table.note !== null).toBe(true);
		const side = Number(to - from) + 1;
		expect(table.values).toHaveLength(side);
		// Each value against the game's own answer for the member (the fast paths give the same values).
		const value = (member: JsonObject) => {
			const p = game.parse({...params, game: game.id, ...member}, '');
			return family.values === 'outcomes' ? game.outcome(p) : (game.grundy(p) ?? game.outcome(p));
		};
		if (table.dimensions === 1 && family.dimensions === 1) {
			for (const [i, v] of table.values.entries()) expect(v, `n = ${from + BigInt(i)}`).toBe(value(family.member(from + BigInt(i))));
		} else if (table.dimensions === 2 && family.dimensions === 2) {
			for (const [a, row] of table.values.entries()) {
				for (const [b, v] of row.entries()) expect(v, `(${a}, ${b})`).toBe(value(family.member(from + BigInt(a), from + BigInt(b))));
			}
		} else {
			expect.unreachable('the table has the dimensions of its family');
		}
	});

	it('and a game without one is refused with the games that have one named', () => {
		const without = games.find(game => game.family === undefined)!;
		expect(() => tableOf(without, {}, 0n, 10n)).toThrow(UsageError);
		expect(() => tableOf(without, {}, 0n, 10n)).toThrow(tableGames.join(', '));
	});
});

describe('what a family says of its values', () => {
	it.each([
		['fibonacci', {last: 3}, 2n, 3n],
		['ktimes', {k: 3, last: 2}, 3n, 2n],
		['ktimes', {k: 1, last: 5}, 1n, 5n],
	] as const)('%s %o: after a take, the closed form it states is the P-positions of the table', (id, params, k, last) => {
		const table = tableOf(lookupGame(id)!, params, 0n, 200n) as Table1;
		expect(table.closedForm).toContain(`after a take of ${last}, the P-positions are 0 and the heaps whose smallest`);
		expect(table.closedForm).toContain(`is more than ${k * last}`);
		const stated = Array.from({length: 201}, (_, n) => BigInt(n)).filter(n => n === 0n || smallestPart(n, k) > k * last);
		expect(table.pPositions).toEqual(stated);
	});

	it('a period read off a closed form is stated in words with its form', () => {
		const form = closedPeriod(0n, 4n, formula('G(n) = n mod 4'));
		expect(form.period).toMatchObject({start: 0n, period: 4n});
		expect(proofWords(form.period!.proof)).toBe('closed form: G(n) = n mod 4');
		expect(proofWords({kind: 'golomb', memory: 7, window: {from: 0, to: 6}})).toBe('a repeated window of max(S) = 7 values (Golomb)');
		expect(proofWords({kind: 'octal', take: 2, window: {from: 71, to: 156}})).toBe('the octal periodicity theorem');
	});
});

/** Every source file under `dir`, as paths relative to the project. */
function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap(name => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [relative(process.cwd(), path)] : [];
	});
}

describe('a game is named by its id only in its own files', () => {
	// Each id's own files: the engine file that declares it and its board.
	const own = new Map<string, string[]>();
	for (const file of sourceFiles('source/engine/games')) {
		for (const [, id] of readFileSync(file, 'utf8').matchAll(/^\s*id: '([a-z]+)',$/gm)) own.set(id!, [file, `source/ui/boards/${id}.ts`]);
	}
	// Not a game's id in code: the octal periodicity theorem's kind of proof, the Game's own method `grundy`, and
	// the examples of `--help`, written out as the README writes them.
	const notIds: Readonly<Record<string, RegExp>> = {
		'source/engine/values.ts': /kind: 'octal'/g,
		'source/engine/breaking-values.ts': /kind: '(?:octal|grundy)'|'table', '(?:octal|grundy)'/g,
		// The rules a cached value is checked by: a kind of rule, named like the games that use it.
		'source/engine/value-checks.ts': /kind: '(?:octal|grundy)'|kind === '(?:octal|grundy)'/g,
		// Message keys and nouns, not games.
		'source/analyze/run.ts': /w\('grundy'/g,
		'source/i18n/errors/en.ts': /noun_coins: 'coins'/g,
		'source/engine/family.ts': /case 'octal':/g,
		// A period's kind of proof, worded: the octal periodicity theorem.
		'source/engine/breaking.ts': /case 'octal':/g,
		'source/i18n/lab/index.ts': /case 'octal':/g,
		// The ASCII stand-in of the sign Σ.
		'source/ui/glyphs.ts': /sum: \['Σ', 'sum'\]/g,
		'source/engine/components.ts': /'grundy' \| 'outcome'/g,
		'source/commands.ts': /\$ echo '\{"game":"wythoff","heaps":\[3,5\]\}' \| game-arcade analyze --jsonl/g,
		// The course's concepts: three are spelt like the games they teach.
		'source/engine/types.ts': /export const conceptIds = \[[^\]]*\]/g,
	};
	// The course and the sum of games: test/game-ids.test.ts, which tells a concept spelt like a game from the game.
	// A judge problem declares the catalog game it reduces to, as a lesson does (source/judge/).
	// A catalog's words for each game are keyed and spelt by its id (a game without them falls back to English) (source/i18n/).
	const elsewhere = (file: string) =>
		file.startsWith('source/learn/') || file.startsWith('source/judge/') || file.startsWith('source/i18n/') || file === 'source/engine/games/sum.ts';

	it('in source/', () => {
		expect(own.size).toBe(games.length);
		const found: string[] = [];
		for (const file of sourceFiles('source')) {
			if (elsewhere(file)) continue;
			const text = readFileSync(file, 'utf8').replace(notIds[file] ?? /^$/, '');
			for (const [id, files] of own) {
				if (files.includes(file)) continue;
				if (text.includes(`'${id}'`) || text.includes(`"${id}"`)) found.push(`${file}: ${id}`);
			}
		}
		expect(found).toEqual([]);
	});
});
