/**
 * What the course, the coach and the sum know of a game lives with the game:
 * outside its own file, no game id is written as a string in `source/learn`
 * or in the sum (`engine/games/sum.ts`). They name a game through its
 * object (`nim.id`) or ask it (`game.concept`, `game.coach`,
 * `game.partCount`, `game.sumParts`), so renaming a game's id is a change
 * in one place.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {gameIds, sum} from '../source/engine/catalog.js';
import {conceptIds} from '../source/engine/types.js';

function filesUnder(dir: string): string[] {
	return readdirSync(dir).flatMap(name => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
	});
}

const sumFile = join('source', 'engine', 'games', 'sum.ts');

/** A game's own file may name its own id. */
const ownIds: Readonly<Record<string, readonly string[]>> = {[sumFile]: [sum.id]};

/**
 * A concept spelt like a game (the concept `wythoff` of the game `wythoff`)
 * is a concept's id where a concept is declared or named: `concept: '…'`,
 * or the course's list `{id: '…', title: …}`.
 */
const conceptPlace = /\bconcept: '([a-z-]+)'|\{id: '([a-z-]+)', title:/g;

function withoutConcepts(line: string): string {
	return line.replace(conceptPlace, (whole, a?: string, b?: string) => ((conceptIds as readonly string[]).includes((a ?? b)!) ? '' : whole));
}

/** The quoted game ids in a source text, as "file:line: text". */
function quotedIds(file: string, text: string): string[] {
	const allowed = ownIds[file] ?? [];
	return text.split('\n').flatMap((line, i) => {
		const hits = [...withoutConcepts(line).matchAll(/(['"`])([a-z-]+)\1/g)].map(m => m[2]!).filter(s => gameIds.includes(s) && !allowed.includes(s));
		return hits.length > 0 ? [`${file}:${i + 1}: ${line.trim()}`] : [];
	});
}

describe('game ids', () => {
	const files = [...filesUnder(join('source', 'learn')), sumFile];

	it('are named as strings nowhere in the course, the coach, the learner model or the sum', () => {
		expect(files.length).toBeGreaterThan(15);
		expect(gameIds.length).toBeGreaterThan(15);
		expect(files.flatMap(file => quotedIds(file, readFileSync(file, 'utf8')))).toEqual([]);
	});

	it('would be caught (what the code used to say)', () => {
		const said = [
			"\tif (game.id === 'nim' && hasHeaps(after)) return misereNim(after, v);",
			"\t\tcase 'wythoff': {",
			"\tfor (const part of p.parts) count += part.game.id === 'sum' ? countParts(part.position as SumPosition) : 1;",
			"\tif (typeof j['coins'] === 'string') return 1;",
			"\texample: {game: 'kayles', heaps: [3, 5]},",
			'\tgame: "fibonacci",',
			"\t{id: 'zeckendorf', title: 'Fibonacci and Zeckendorf', idea: '…', games: ['fibonacci', 'ktimes']},",
			"\tconcept: 'wythoff', game: 'wythoff',",
		];
		for (const line of said) expect(quotedIds(join('source', 'learn', 'x.ts'), line), line).toHaveLength(1);
		expect(quotedIds(sumFile, "\t\tid: 'sum',")).toEqual([]);
		expect(quotedIds(join('source', 'learn', 'x.ts'), "\t\tid: 'sum',")).toHaveLength(1);
	});

	it('leave concepts that are spelt like a game alone where a concept is named', () => {
		expect(quotedIds(join('source', 'learn', 'x.ts'), "\tconcept: 'wythoff',")).toEqual([]);
		expect(quotedIds(join('source', 'learn', 'x.ts'), "\t{id: 'coins', title: 'Coin turning', idea: 'each head is a game of its own'},")).toEqual([]);
	});
});
