/**
 * The lessons in Chinese: every catalog beside a lesson (`*.words.ts`) has
 * the English keys and values, and no English sentence; every lesson's pages,
 * example note and a fixed-seed sample of its questions and explanations read
 * in zh-CN without an English sentence and keep every number of the English.
 * Explanations a game gives itself (not yet worded in Chinese by the game)
 * are left to the game's own tests.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {lessons} from '../../source/learn/course.js';
import {concepts} from '../../source/learn/concepts.js';
import {exerciseOf, gameOf, judgeMove, workedExample, type Lesson} from '../../source/learn/lesson.js';
import {seeded} from '../../source/engine/random.js';
import {setLanguage} from '../../source/i18n/language.js';

const root = join(import.meta.dirname, '../../source/learn');
const catalogs = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter(file => file.endsWith('.words.ts'));

const slots = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map(m => m[1]).sort();
// Words that stay as they are in Chinese text: names, notation, the keys to press.
const kept =
	/\{\{\w+\}\}|\b(?:Nim|SG|mex|XOR|mod|Kayles|Dawson's|Wythoff|Zeckendorf|Grundy|Bouton|Sprague|Lenstra|Conway|Guy|Smith|Golomb|Fibonacci|Ruler|Mock Turtles|Hackenbush|Lab|P-positions?|N-positions?|Previous|Next|POJ|Georgia and Bob|Sibert|Plambeck|Siegel|Fermat|Enter|max)\b/g;
const englishSentence = (text: string) => text.replace(kept, '').match(/[A-Za-z]{2,}(?:[\s,;:']+[A-Za-z]{2,}){2,}/)?.[0];
const numbers = (text: string) => new Set(text.match(/\d+/g) ?? []);

afterEach(() => setLanguage('en'));

it('finds the lessons’ catalogs', () => {
	expect(catalogs.length).toBeGreaterThanOrEqual(translated.size);
});

describe.each(catalogs)('the catalog %s', async file => {
	const {en, zhCN} = (await import(join(root, file))) as {en: Record<string, string>; zhCN: Record<string, string | undefined>};

	it('has every English key in Chinese, and no other, with the same values', () => {
		expect(Object.keys(zhCN).filter(key => !Object.hasOwn(en, key))).toEqual([]);
		expect(Object.keys(en).filter(key => zhCN[key] === undefined)).toEqual([]);
		for (const [key, message] of Object.entries(zhCN)) expect(slots(message!), key).toEqual(slots(en[key]!));
	});

	it('leaves no English sentence', () => {
		for (const [key, message] of Object.entries(zhCN)) expect(englishSentence(message!), `${key}: ${message}`).toBeUndefined();
	});
});

/** What a lesson says, as texts: pages, example note, example steps' reasoning, a fixed-seed sample of exercises (question, why, the why of another winning move) and drawn positions explained. */
function said(lesson: Lesson): string[] {
	const out = [...lesson.pages.flat(), lesson.exampleNote];
	for (const step of workedExample(lesson)) out.push(step.why.join('\n'));
	const rng = seeded(40 + lessons.indexOf(lesson));
	for (let level = 1; level <= 8; level += 2)
		for (const kind of lesson.kinds) {
			const exercise = exerciseOf(lesson, kind, rng, level);
			out.push(exercise.question, exercise.why.join('\n'));
			if (kind !== 'move') continue;
			const game = gameOf(exercise.position);
			const p = game.parse(exercise.position, '');
			let tried = 0;
			for (const move of game.moves(p)) {
				const verdict = judgeMove(exercise, move, lesson);
				// The move's own words are the game's (`describeMove`): the lesson's sentence around them is checked.
				if (verdict.why) out.push(verdict.why.slice(1).join('\n'));
				if (verdict.why || ++tried > 60) break;
			}
		}
	for (let i = 0; i < 8; i++) {
		const position = lesson.draw(rng, 1 + i);
		if (lesson.explain) out.push(lesson.explain(position).join('\n'));
	}
	return out;
}

/** The lines of a game's own explanation, in English: the game words them itself, and may not have Chinese words yet. */
function gamesOwn(lesson: Lesson): Set<string> {
	const own = new Set<string>();
	if (lesson.explain) return own;
	setLanguage('en');
	const rng = seeded(40 + lessons.indexOf(lesson));
	for (let level = 1; level <= 8; level += 2)
		for (const kind of lesson.kinds) {
			const exercise = exerciseOf(lesson, kind, rng, level);
			const game = gameOf(exercise.position);
			for (const l of game.explain(game.parse(exercise.position, ''))) own.add(l);
		}
	for (const step of workedExample(lesson)) for (const l of gameOf(step.position).explain(gameOf(step.position).parse(step.position, ''))) own.add(l);
	return own;
}

// The lessons translated so far, in course order.
const translated = new Set(['multiples', 'nim-sum', 'mex', 'sums', 'periods', 'breaking', 'staircase']);

describe.each(lessons.flatMap((lesson, i) => (translated.has(lesson.concept) ? [[i + 1, lesson] as const] : [])))('lesson %i in Chinese', (_, lesson) => {
	it('has no English sentence and keeps every number of the English', () => {
		const own = gamesOwn(lesson);
		setLanguage('en');
		const english = said(lesson);
		setLanguage('zh-CN');
		const chinese = said(lesson);
		expect(chinese.length).toBe(english.length);
		chinese.forEach((text, i) => {
			const ours = text
				.split('\n')
				.filter(l => !own.has(l))
				.join('\n');
			expect(englishSentence(ours), `${text}\n(English: ${english[i]})`).toBeUndefined();
			for (const n of numbers(english[i]!)) expect(numbers(text).has(n), `${n} of "${english[i]}" in "${text}"`).toBe(true);
		});
	});
});

it('names every concept and its idea in Chinese', () => {
	setLanguage('zh-CN');
	for (const c of concepts) {
		expect(englishSentence(c.title), c.id).toBeUndefined();
		expect(englishSentence(c.idea), c.id).toBeUndefined();
		expect(c.title).toMatch(/[\u4e00-\u9fff]/);
	}
});
