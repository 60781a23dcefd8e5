/**
 * The surfaces that show a move or an explanation (the match's move list,
 * the trainer's puzzle, the theory page's worked example) word it in the
 * language in force, through the explain catalog, and in English as before.
 */
import {afterEach, expect, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {nim} from '../../source/engine/games/nim.js';
import {setLanguage} from '../../source/i18n/language.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {matchReducer} from '../../source/ui/match/state.js';
import {workedExample} from '../../source/ui/theory/pages.js';
import {puzzleOf} from '../../source/ui/trainer/state.js';
import {newMatch} from './helpers.js';

afterEach(() => setLanguage('en'));

const position = nim.parse({game: 'nim', heaps: [7, 9, 12, 15]}, '');

test("the match's move list words a move in Chinese under zh-CN, in English otherwise", () => {
	for (const [language, words, past] of [
		['zh-CN', '从第 2 堆取 5 个（9 → 4）', /^[^A-Za-z]*$/],
		['en', 'take 5 from heap 2 (9 → 4)', /took 5 from heap 2/],
	] as const) {
		setLanguage(language);
		const state = newMatch({game: 'nim', heaps: [7, 9, 12, 15]});
		const after = matchReducer(state, {type: 'play', move: {heap: 1, take: 5}});
		const turn = after.history.at(-1)!;
		expect(turn.words).toBe(words);
		expect(turn.past).toMatch(past);
	}
});

test("the trainer's puzzle words its winning move in Chinese under zh-CN", () => {
	const env = {lookup: lookupGame, board: boardFor, games};
	setLanguage('zh-CN');
	const puzzle = puzzleOf(env, nim, position, 2);
	expect(puzzle.engineWords).toBe('从第 2 堆取 5 个（9 → 4）');
	for (const words of puzzle.winning) expect(words).not.toMatch(/[A-Za-z]{2,}/);
	setLanguage('en');
	expect(puzzleOf(env, nim, position, 2).engineWords).toBe('take 5 from heap 2 (9 → 4)');
});

test("the theory page's worked example explains in Chinese under zh-CN, and as the engine does in English", () => {
	setLanguage('zh-CN');
	const zh = workedExample(nim)!;
	expect(zh.explanation.join('\n')).toContain('Nim 和');
	expect(zh.explanation.join('\n')).not.toMatch(/[a-z]{3,} [a-z]{3,}/);
	setLanguage('en');
	const en = workedExample(nim)!;
	expect(en.explanation).toEqual(nim.explain(en.position as typeof position));
});
