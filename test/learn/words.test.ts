/**
 * Every sentence true on the board: the words every lesson generates (the
 * worked example's reasoning, each exercise's why, the explanation of
 * positions its lesson draws) are read against the position they describe.
 * A move the words name is applied, and what they claim of the result is
 * checked: the heap it leaves, the coins it turns, the values and sums they
 * state.
 */
import {describe, expect, it} from 'vitest';
import {lessons} from '../../source/learn/course.js';
import {exerciseOf, gameOf, workedExample, type Lesson} from '../../source/learn/lesson.js';
import {seeded} from '../../source/engine/random.js';
import {coinValue, type CoinsPosition} from '../../source/engine/games/coins.js';
import {subtractionGrundy} from '../../source/engine/games/subtraction.js';
import type {AnyGame, JsonObject} from '../../source/engine/types.js';

/** A text and the position it speaks of. */
interface Said {
	readonly position: JsonObject;
	readonly text: string;
	readonly where: string;
}

/** The words of a lesson: its worked example, a fixed-seed sample of its exercises, and positions it draws explained. */
function wordsOf(lesson: Lesson, index: number): Said[] {
	const out: Said[] = [];
	workedExample(lesson).forEach((step, i) => {
		out.push({position: step.position, text: step.why.join('\n'), where: `example step ${i + 1}`});
	});
	const rng = seeded(1000 + index);
	for (let level = 1; level <= 8; level++)
		for (const kind of lesson.kinds) {
			const e = exerciseOf(lesson, kind, rng, level);
			out.push({position: e.position, text: [e.question, ...e.why].join('\n'), where: `${kind} exercise at level ${level}`});
		}
	for (let i = 0; i < 24; i++) {
		const position = lesson.draw(rng, 1 + (i % 8));
		const game = gameOf(position);
		// As the lesson shows it: in its own words where it has them.
		const text = (lesson.explain?.(position) ?? game.explain(game.parse(position, ''))).join('\n');
		out.push({position, text, where: `a drawn position ${i + 1}`});
	}
	return out;
}

const numbers = (text: string): bigint[] => text.split(/\s*(?:XOR|⊕)\s*/).map(t => BigInt(t));

/** Every chain of whole numbers joined by XOR or ⊕ and equated to a number is true: "5 XOR 3 = 6", "3 ⊕ 3 ⊕ 2 = 2". */
function checkNimSums(said: Said): void {
	for (const m of said.text.matchAll(/(?<![\w⊗(+−])(\d+(?:\s*(?:XOR|⊕)\s*\d+)+)\s*=\s*(\d+)(?![\d⊗])/g)) {
		const total = numbers(m[1]!).reduce((a, b) => a ^ b, 0n);
		expect(total, `${said.where}: "${m[0]}" in\n${said.text}`).toBe(BigInt(m[2]!));
	}
}

/** "take t from heap k (a → b)": heap k holds a now (in a heap game), and a − t = b. */
function checkTakes(said: Said, game: AnyGame): void {
	const heaps = said.position['heaps'];
	for (const m of said.text.matchAll(/take (\d+) from heap (\d+) \((\d+) → (\d+)(?:,|\))(.{0,12})/g)) {
		const [t, k, a, b] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
		expect(a - t, `${said.where}: "${m[0]}"`).toBe(b);
		if (Array.isArray(heaps) && game.id !== 'sum' && !m[5]!.startsWith(' in part')) expect(heaps[k - 1], `${said.where}: "${m[0]}"`).toBe(a);
	}
}

/** The value the words give the whole position ("The nim-sum is 6", "The XOR is 3", "→ XOR 1") is the engine's. */
function checkTotals(said: Said, game: AnyGame): void {
	const g = game.grundy(game.parse(said.position, ''));
	if (g === null) return;
	for (const m of said.text.matchAll(/(?:The nim-sum is|The XOR is|→ XOR) (\d+)/g)) expect(BigInt(m[1]!), `${said.where}: "${m[0]}"`).toBe(g);
}

/** Coin turning: a coin said to go to tails is a head; one said to become a head, or that a head moves to, is a tail; every value named is the rule's. */
function checkCoins(said: Said): void {
	if (said.position['game'] !== 'coins') return;
	const game = gameOf(said.position);
	const p = game.parse(said.position, '') as CoinsPosition;
	const head = (y: number) => p.coins[y - 1] === 'H';
	const at = (m: RegExpMatchArray) => `${said.where}: "${m[0]}" on ${p.coins}`;
	for (const m of said.text.matchAll(/[Cc]oin (\d+) \(worth (\d+)/g)) expect(coinValue(p.rule, p.k, Number(m[1])), at(m)).toBe(Number(m[2]));
	for (const m of said.text.matchAll(/[Hh]ead (\d+) \(worth (\d+)\) goes to tails/g)) expect(head(Number(m[1])), at(m)).toBe(true);
	for (const m of said.text.matchAll(/[Cc]oin (\d+) \(worth \d+\) goes to tails/g)) expect(head(Number(m[1])), at(m)).toBe(true);
	for (const m of said.text.matchAll(/coin (\d+) \(worth \d+\) becomes a head/g)) expect(head(Number(m[1])), at(m)).toBe(false);
	for (const m of said.text.matchAll(/Coin (\d+) \(worth \d+\) becomes coin (\d+)/g)) {
		expect(head(Number(m[1])), at(m)).toBe(true);
		expect(head(Number(m[2])), at(m)).toBe(false);
	}
	for (const m of said.text.matchAll(/Coin (\d+) \(worth \d+\) and coin (\d+) \(worth \d+, a head too\) both go to tails/g)) {
		expect(head(Number(m[1])), at(m)).toBe(true);
		expect(head(Number(m[2])), at(m)).toBe(true);
	}
	for (const m of said.text.matchAll(/Heads? at ([\d ]+) (?:is|are) worth ([\d ]+)/g)) {
		const heads = [...p.coins].flatMap((c, i) => (c === 'H' ? [i + 1] : []));
		expect(m[1]!.trim().split(' ').map(Number), at(m)).toEqual(heads);
		expect(m[2]!.trim().split(' ').map(Number), at(m)).toEqual(heads.map(h => coinValue(p.rule, p.k, h)));
	}
}

/** Misère Nim: the heap said to be the only one of 2 or more is, the count of heaps of 1 beside it is right, and the heap taken down leaves an odd number of 1s. */
function checkMisere(said: Said): void {
	if (said.position['misere'] !== true || said.position['game'] !== 'nim') return;
	const heaps = said.position['heaps'] as number[];
	const only = /Only heap (\d+) has 2 or more/.exec(said.text);
	// Where the exception applies, the words say so.
	expect(only !== null, `${said.where}: ${heaps.join()}\n${said.text}`).toBe(heaps.filter(h => h >= 2).length === 1);
	if (only === null) return;
	const k = Number(only[1]) - 1;
	expect(
		heaps.filter(h => h >= 2),
		said.where,
	).toEqual([heaps[k]]);
	const others = /The others are (\d+) heaps? of 1/.exec(said.text);
	expect(Number(others?.[1]), said.where).toBe(heaps.filter(h => h === 1).length);
	const down = /take heap (\d+) down to (\d+)/.exec(said.text)!;
	const after = heaps.map((h, i) => (i === Number(down[1]) - 1 ? Number(down[2]) : h));
	expect(after.every(h => h <= 1) && after.filter(h => h === 1).length % 2 === 1, `${said.where}: ${heaps.join()} → ${after.join()}`).toBe(true);
}

/** A winning move the words name ("Winning move: …", "so take …") leaves the opponent lost. */
function checkNamedMoves(said: Said, game: AnyGame): void {
	// A move is named once: never "(4 → 1) (4 → 1)".
	expect(said.text, said.where).not.toMatch(/(\([^()]+\)) \1/);

	const p = game.parse(said.position, '');
	let seen = 0;
	for (const m of game.moves(p)) {
		const words = game.describeMove(p, m);
		if (said.text.includes(`Winning move: ${words}`) || said.text.includes(`so ${words}`))
			expect(game.outcome(game.apply(p, m)), `${said.where}: "${words}" in\n${said.text}`).toBe('P');
		if (++seen >= 500) break;
	}
}

/** A subtraction heap: every "G(m) = v" the words state is the engine's value, and every "mex{…} = v" is the least number missing. */
function checkSubtraction(said: Said): void {
	if (said.position['game'] !== 'subtraction') return;
	const set = (said.position['set'] as number[]).map(BigInt);
	for (const m of said.text.matchAll(/G\((\d+)\) = (\d+)(?![\d(]| \d)/g))
		expect(subtractionGrundy(BigInt(m[1]!), set), `${said.where}: "${m[0]}"`).toBe(BigInt(m[2]!));
	for (const m of said.text.matchAll(/mex\{([\d, ]*)\} = (\d+)/g)) {
		const values = new Set(
			m[1]!
				.split(',')
				.filter(t => t.trim() !== '')
				.map(Number),
		);
		let mex = 0;
		while (values.has(mex)) mex++;
		expect(mex, `${said.where}: "${m[0]}"`).toBe(Number(m[2]));
	}
}

describe("feedback speaks the lesson's language", () => {
	it.each([
		[1, 'multiples'],
		[3, 'mex'],
		[5, 'periods'],
	] as const)('lesson %i (%s), one heap: by the values of the options and the mex (or multiples), never nim-sums, XOR or a lower-case g', (number, _) => {
		for (const said of wordsOf(lessons[number - 1]!, number - 1)) {
			expect(said.text, said.where).not.toMatch(/nim-sum|XOR|top bit|\bg\(/);
			if (number === 1) expect(said.text, said.where).not.toContain('G(');
			else if (!said.where.startsWith('value')) expect(said.text, said.where).toMatch(/mex\{/);
		}
	});
});

describe('every sentence a lesson generates is true on its board', () => {
	it.each(lessons.map((l, i) => [i + 1, l.concept, l, i] as const))('lesson %i (%s)', (_, __, lesson, index) => {
		for (const said of wordsOf(lesson, index)) {
			const game = gameOf(said.position);
			checkNimSums(said);
			checkTakes(said, game);
			checkTotals(said, game);
			checkCoins(said);
			checkMisere(said);
			checkSubtraction(said);
			// The nim-sum's top column, as lesson 2 teaches it: never "has 2's top bit".
			expect(said.text, said.where).not.toMatch(/top bit/);
			checkNamedMoves(said, game);
		}
	});
});
