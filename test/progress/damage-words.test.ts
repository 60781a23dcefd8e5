/**
 * The notice a damaged progress file brings, for each kind of damage: in
 * English word for word as before, in Chinese with no English sentence and
 * the field named; a control character from the file never reaches it in
 * either language.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, test} from 'vitest';
import {setLanguage, type Language} from '../../source/i18n/language.js';
import {fileStore} from '../../source/progress/store.js';
import {hasUnsafe} from '../../source/text/safe.js';

const root = mkdtempSync(join(tmpdir(), 'game-arcade-damage-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));
afterEach(() => setLanguage('en'));

let made = 0;
/** The notice on loading a progress file holding `text`, in `lang`. */
function noticeOf(text: string, lang: Language): string | null {
	const dir = join(root, String(made++));
	mkdirSync(dir);
	writeFileSync(join(dir, 'progress.json'), text);
	setLanguage(lang);
	return fileStore({dir, now: () => new Date(Date.UTC(2026, 0, 2, 3, 4, 5))}).load().notice;
}

const aside = (why: string) => `Saved progress was damaged; starting afresh. The old file is now progress.corrupt-20260102-030405.json (${why}).`;
const v5 = (extra: Record<string, unknown>) => JSON.stringify({format: 'game-arcade progress', version: 5, ...extra});
const left = {position: {game: 'nim', heaps: [1, 2]}, opponent: 'perfect', toMove: 0, hints: false, moves: 2};
const nim = {played: 2, won: 1};

/** Two Latin words in a row, once names and notation are left out: English. (Lists of names are written with commas.) */
const english = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;
const kept = /game-arcade progress|game-arcade|JSON/g;

/** Words from elsewhere, as they are on every screen: the opponents' names as typed (`casual` is another name for one). */
const elsewhere = ['friend (or casual)'];

/** A kind of damage: the file's text, the field the notice names, and the English notice. */
const damages: ReadonlyArray<readonly [string, string, string | null, string]> = [
	['empty', '  \n', null, aside('the file is empty')],
	['not JSON', 'hello', 'JSON', aside('the file is not JSON')],
	['cut short', '{"format": "game-arcade progress", "vers', 'JSON', aside('the file is not valid JSON (cut short or damaged)')],
	['not an object', '[1, 2, 3]', 'JSON', aside('the file must hold a JSON object, got [1,2,3]')],
	['format missing', '{}', 'format', aside('format is missing: not a game-arcade progress file')],
	['format wrong', JSON.stringify({format: 'other'}), 'format', aside('format must be "game-arcade progress", got "other"')],
	['version wrong', JSON.stringify({format: 'game-arcade progress', version: 'two'}), 'version', aside('version must be a positive integer, got "two"')],
	['version missing', JSON.stringify({format: 'game-arcade progress'}), 'version', aside('version must be a positive integer, got nothing')],
	[
		'newer',
		JSON.stringify({format: 'game-arcade progress', version: 9}),
		'9',
		'Saved progress is from a newer game-arcade: left untouched, and this session is not saved (version 9 is newer than this game-arcade understands (5)).',
	],
	['unknown field', v5({extra: 1}), 'extra', aside('extra is not a known field (expected format, version, settings, games, saved, learner)')],
	[
		'unknown field, a control character',
		v5({'x\u001b[31m': 1}),
		'x\\x1b[31m',
		aside('x\\x1b[31m is not a known field (expected format, version, settings, games, saved, learner)'),
	],
	['settings not an object', v5({settings: 3}), 'settings', aside('settings must be an object, got 3')],
	[
		'unknown setting',
		v5({settings: {colour: 'red'}}),
		'settings.colour',
		aside('settings.colour is not a known setting (expected save, coach, theme, mouse, language, ascii)'),
	],
	[
		'unknown setting, a control character',
		v5({settings: {'\u001b]0;owned\u0007': 1}}),
		'settings.\\x1b]0;owned\\x07',
		aside('settings.\\x1b]0;owned\\x07 is not a known setting (expected save, coach, theme, mouse, language, ascii)'),
	],
	['bad setting', v5({settings: {mouse: 'yes'}}), 'settings.mouse', aside('settings.mouse must be true or false, got "yes"')],
	['bad theme', v5({settings: {theme: 'neon'}}), 'settings.theme', aside('settings.theme must be one of default, high-contrast, none, got "neon"')],
	['bad language', v5({settings: {language: 'fr'}}), 'settings.language', aside('settings.language must be one of en, zh-CN, got "fr"')],
	['games not an object', v5({games: []}), 'games', aside('games must be an object, got []')],
	['bad game id', v5({games: {'Nim!': nim}}), '"Nim!"', aside('games has an entry named "Nim!", which is not a game id')],
	['bad game id, a control character', v5({games: {'\u009b2J': nim}}), '"\\x9b2J"', aside('games has an entry named "\\x9b2J", which is not a game id')],
	['a game not an object', v5({games: {nim: 4}}), 'games.nim', aside('games.nim must be an object, got 4')],
	[
		'unknown stat',
		v5({games: {nim: {...nim, score: 1}}}),
		'games.nim.score',
		aside('games.nim.score is not a known field (expected played, won, abandoned, hintsUsed, answered, correct, assisted, afterValue, afterIdea, bestStreak)'),
	],
	[
		'unknown stat, a control character',
		v5({games: {nim: {...nim, 'a\u0007b': 1}}}),
		'games.nim.a\\x07b',
		aside(
			'games.nim.a\\x07b is not a known field (expected played, won, abandoned, hintsUsed, answered, correct, assisted, afterValue, afterIdea, bestStreak)',
		),
	],
	['negative count', v5({games: {nim: {played: -1}}}), 'games.nim.played', aside('games.nim.played must be a non-negative integer, got -1')],
	['count not a number', v5({games: {nim: {played: 'two'}}}), 'games.nim.played', aside('games.nim.played must be a non-negative integer, got "two"')],
	['count missing', v5({games: {nim: {played: null}}}), 'games.nim.played', aside('games.nim.played must be a non-negative integer, got null')],
	['won > played', v5({games: {nim: {played: 2, won: 3}}}), 'games.nim.won', aside('games.nim.won (3) is more than games.nim.played (2)')],
	[
		'hintsUsed > played',
		v5({games: {nim: {played: 2, hintsUsed: 3}}}),
		'games.nim.hintsUsed',
		aside('games.nim.hintsUsed (3) is more than games.nim.played (2)'),
	],
	[
		'correct + assisted > answered',
		v5({games: {nim: {answered: 2, correct: 2, assisted: 1}}}),
		'games.nim.correct + assisted',
		aside('games.nim.correct + assisted (3) is more than games.nim.answered (2)'),
	],
	[
		'afterValue + afterIdea > assisted',
		v5({games: {nim: {answered: 3, assisted: 1, afterValue: 1, afterIdea: 1}}}),
		'games.nim.afterValue + afterIdea',
		aside('games.nim.afterValue + afterIdea (2) is more than games.nim.assisted (1)'),
	],
	[
		'too many games',
		v5({games: Object.fromEntries(Array.from({length: 1001}, (_, i) => [`g${i}`, {}]))}),
		'games',
		aside('games has 1001 entries; a progress file has at most 1000'),
	],
	['too large', ' '.repeat(1_000_001), '1000001', aside('1000001 bytes, far more than a progress file')],
	[
		'saved not an object',
		v5({games: {nim}, saved: [left]}),
		'saved',
		'The games left to resume could not be read and were dropped (saved must be an object, got [{"position":{...},"opponent":"perfec...).',
	],
	[
		'saved: too many',
		v5({saved: Object.fromEntries(Array.from({length: 1001}, (_, i) => [`g${i}`, left]))}),
		'saved',
		'The games left to resume could not be read and were dropped (saved has 1001 entries; a progress file has at most 1000).',
	],
	[
		'saved: bad id',
		v5({saved: {'a b': left}}),
		'"a b"',
		'The "a b" game left to resume could not be read and was dropped (saved has an entry named "a b", which is not a game id).',
	],
	[
		'saved: bad id, a control character',
		v5({saved: {'\u001b[2J': left}}),
		'"\\u001b[2J"',
		'The "\\u001b[2J" game left to resume could not be read and was dropped (saved has an entry named "\\u001b[2J", which is not a game id).',
	],
	[
		'saved: not an object',
		v5({saved: {nim: 1}}),
		'saved.nim',
		'The nim game left to resume could not be read and was dropped (saved.nim must be an object, got 1).',
	],
	[
		'saved: unknown field',
		v5({saved: {nim: {...left, 'z\u001b': 1}}}),
		'saved.nim.z\\x1b',
		'The nim game left to resume could not be read and was dropped (saved.nim.z\\x1b is not a known field (expected position, opponent, toMove, hints, moves, start, history)).',
	],
	[
		'saved: too deep',
		v5({saved: {nim: {...left, position: {game: 'nim', heaps: 'deep'}}}}).replace('"deep"', `${'['.repeat(100)}${']'.repeat(100)}`),
		'saved.nim.position',
		'The nim game left to resume could not be read and was dropped (saved.nim.position nests deeper than 64 levels).',
	],
	[
		'saved: not its position',
		v5({saved: {nim: {...left, position: {game: 'bash'}}}}),
		'saved.nim.position',
		'The nim game left to resume could not be read and was dropped (saved.nim.position must be a position of nim, got {"game":"bash"}).',
	],
	[
		'saved: no such game',
		v5({saved: {chess: {...left, position: {game: 'chess'}}}}),
		'chess',
		'The chess game left to resume could not be read and was dropped (chess is not a game of this game-arcade).',
	],
	[
		"saved: the game's reading",
		v5({saved: {nim: {...left, position: {game: 'nim', heaps: [3, -1]}}}}),
		'saved.nim.position.heaps[1]',
		'The nim game left to resume could not be read and was dropped (saved.nim.position.heaps[1] must be a non-negative integer, got -1).',
	],
	[
		"saved: the game's reading, a field",
		v5({saved: {nim: {...left, position: {game: 'nim', heaps: [3], extra: 1}}}}),
		'saved.nim.position.extra',
		'The nim game left to resume could not be read and was dropped (saved.nim.position.extra is not a field of this game (expected "game", "heaps", "max", "misere")).',
	],
	[
		'saved: opponent',
		v5({saved: {nim: {...left, opponent: 'god'}}}),
		'saved.nim.opponent',
		'The nim game left to resume could not be read and was dropped (saved.nim.opponent must be one of perfect, level:1..8, teacher:0..9, random, loser, friend (or casual), got "god").',
	],
	[
		'saved: toMove',
		v5({saved: {nim: {...left, toMove: 2}}}),
		'saved.nim.toMove',
		'The nim game left to resume could not be read and was dropped (saved.nim.toMove must be 0 or 1, got 2).',
	],
	[
		'saved: hints',
		v5({saved: {nim: {...left, hints: 'yes'}}}),
		'saved.nim.hints',
		'The nim game left to resume could not be read and was dropped (saved.nim.hints must be true or false, got "yes").',
	],
	[
		'saved: moves',
		v5({saved: {nim: {...left, moves: -1}}}),
		'saved.nim.moves',
		'The nim game left to resume could not be read and was dropped (saved.nim.moves must be a whole number from 0 to 1000000000, got -1).',
	],
	[
		'saved: history without start',
		v5({saved: {nim: {...left, history: []}}}),
		'saved.nim',
		'The nim game left to resume could not be read and was dropped (saved.nim has history without start).',
	],
	[
		'saved: start without history',
		v5({saved: {nim: {...left, start: left.position}}}),
		'saved.nim',
		'The nim game left to resume could not be read and was dropped (saved.nim has start without history).',
	],
	[
		'saved: history not a list',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: 3}}}),
		'saved.nim.history',
		'The nim game left to resume could not be read and was dropped (saved.nim.history must be an array of moves, got 3).',
	],
	[
		'saved: history longer than made',
		v5({saved: {nim: {...left, moves: 0, start: {game: 'nim', heaps: [1, 3]}, history: [{move: {heap: 1, take: 1}, by: 1}]}}}),
		'saved.nim.history',
		'The nim game left to resume could not be read and was dropped (saved.nim.history has 1 moves, more than the 0 made).',
	],
	[
		'saved: a move not an object',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [4]}}}),
		'saved.nim.history[0]',
		'The nim game left to resume could not be read and was dropped (saved.nim.history[0] must be an object, got 4).',
	],
	[
		'saved: a move with a field',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [{move: {heap: 1, take: 1}, by: 1, why: 1}]}}}),
		'saved.nim.history[0].why',
		'The nim game left to resume could not be read and was dropped (saved.nim.history[0].why is not a known field (expected move, by, hinted)).',
	],
	[
		'saved: by',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [{move: {heap: 1, take: 1}, by: 3}]}}}),
		'saved.nim.history[0].by',
		'The nim game left to resume could not be read and was dropped (saved.nim.history[0].by must be 0 or 1, got 3).',
	],
	[
		'saved: by again',
		v5({
			saved: {
				nim: {
					...left,
					start: {game: 'nim', heaps: [2, 3]},
					history: [
						{move: {heap: 0, take: 1}, by: 1},
						{move: {heap: 1, take: 1}, by: 1},
					],
				},
			},
		}),
		'saved.nim.history[1].by',
		'The nim game left to resume could not be read and was dropped (saved.nim.history[1].by is 1 again: the sides take turns).',
	],
	[
		'saved: move missing',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [{by: 1}]}}}),
		'saved.nim.history[0].move',
		'The nim game left to resume could not be read and was dropped (saved.nim.history[0].move is missing).',
	],
	[
		'saved: an illegal move',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [{move: {heap: 1, take: 9}, by: 1}]}}}),
		'saved.nim.history[0].move',
		'The nim game left to resume could not be read and was dropped (saved.nim.history[0].move is not a legal move: heap 2 has only 3).',
	],
	[
		'saved: ends with the side to move',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [{move: {heap: 1, take: 1}, by: 0}]}}}),
		'saved.nim.history',
		'The nim game left to resume could not be read and was dropped (saved.nim.history ends with a move by 0, who is also to move).',
	],
	[
		'saved: does not lead',
		v5({saved: {nim: {...left, start: {game: 'nim', heaps: [1, 3]}, history: [{move: {heap: 0, take: 1}, by: 1}]}}}),
		'saved.nim.history',
		'The nim game left to resume could not be read and was dropped (saved.nim.history does not lead from start to position).',
	],
	[
		'learner not an object',
		v5({learner: 5}),
		'learner',
		'Saved progress: part of the learner model could not be read and was dropped (learner is not an object (5): started afresh); the rest is kept.',
	],
	[
		'learner: concepts',
		v5({learner: {concepts: 1}}),
		'learner.concepts',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts is not an object (1): dropped); the rest is kept.',
	],
	[
		'learner: a concept',
		v5({learner: {concepts: {mex: 1}}}),
		'learner.concepts.mex',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex is not an object (1): started afresh); the rest is kept.',
	],
	[
		'learner: unknown concept',
		v5({learner: {concepts: {chess: {}}}}),
		'learner.concepts',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts had 1 concept this version does not know: dropped); the rest is kept.',
	],
	[
		'learner: unknown concepts',
		v5({learner: {concepts: {chess: {}, go: {}}}}),
		'learner.concepts',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts had 2 concepts this version does not know: dropped); the rest is kept.',
	],
	[
		'learner: rating',
		v5({learner: {concepts: {mex: {rating: 1e9, rd: 50, volatility: 0.06}}}}),
		'learner.concepts.mex',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex has a rating out of range (1000000000 ± 50): the rating starts afresh); the rest is kept.',
	],
	[
		'learner: counts',
		v5({learner: {concepts: {mex: {answered: 1, right: 5}}}}),
		'learner.concepts.mex',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex has counts out of range (5 right of 1): they start afresh); the rest is kept.',
	],
	[
		'learner: history',
		v5({learner: {concepts: {mex: {history: 2}}}}),
		'learner.concepts.mex.history',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.history is not a list (2): dropped); the rest is kept.',
	],
	[
		'learner: one point',
		v5({learner: {concepts: {mex: {history: [[0, 1e9]]}}}}),
		'learner.concepts.mex.history',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.history: its one point is not a [time, rating] pair in range: dropped); the rest is kept.',
	],
	[
		'learner: points',
		v5({learner: {concepts: {mex: {history: [1, 2]}}}}),
		'learner.concepts.mex.history',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.history: none of its 2 points is a [time, rating] pair in range: dropped); the rest is kept.',
	],
	[
		'learner: one of the points',
		v5({learner: {concepts: {mex: {history: [1, [1_700_000_000_000, 1500]]}}}}),
		'learner.concepts.mex.history',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.history: 1 of its 2 points is not a [time, rating] pair in range: dropped); the rest is kept.',
	],
	[
		'learner: some of the points',
		v5({learner: {concepts: {mex: {history: [1, 2, [1_700_000_000_000, 1500]]}}}}),
		'learner.concepts.mex.history',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.history: 2 of its 3 points are not [time, rating] pairs in range: dropped); the rest is kept.',
	],
	[
		'learner: card',
		v5({learner: {concepts: {mex: {card: 3}}}}),
		'learner.concepts.mex.card',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.card is not a review card (3): dropped); the rest is kept.',
	],
	[
		'learner: card range',
		v5({learner: {concepts: {mex: {card: {due: -1}}}}}),
		'learner.concepts.mex.card',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.card has a field out of range: the review card was dropped); the rest is kept.',
	],
	[
		'learner: lesson',
		v5({learner: {concepts: {mex: {lesson: 'ok'}}}}),
		'learner.concepts.mex.lesson',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.lesson is not a lesson state ("ok"): dropped); the rest is kept.',
	],
	[
		'learner: step',
		v5({learner: {concepts: {mex: {step: -2}}}}),
		'learner.concepts.mex.step',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex.step is out of range (-2): dropped); the rest is kept.',
	],
	[
		'learner: levels',
		v5({learner: {levels: 'x'}}),
		'learner.levels',
		'Saved progress: part of the learner model could not be read and was dropped (learner.levels is not a list ("x"): dropped); the rest is kept.',
	],
	[
		'learner: too many levels',
		v5({learner: {levels: Array.from({length: 12}, () => ({played: 0, won: 0}))}}),
		'learner.levels',
		'Saved progress: part of the learner model could not be read and was dropped (learner.levels has 12 levels, more than 8: the rest dropped); the rest is kept.',
	],
	[
		'learner: a level',
		v5({learner: {levels: [{played: 1, won: 2}]}}),
		'learner.levels[0]',
		'Saved progress: part of the learner model could not be read and was dropped (learner.levels[0] is not a count of games ({"played":1,"won":2}): dropped); the rest is kept.',
	],
	[
		'learner: perfect',
		v5({learner: {perfect: 'x'}}),
		'learner.perfect',
		'Saved progress: part of the learner model could not be read and was dropped (learner.perfect is not a count of games ("x"): dropped); the rest is kept.',
	],
	[
		'learner: placement',
		v5({learner: {placement: 99}}),
		'learner.placement',
		'Saved progress: part of the learner model could not be read and was dropped (learner.placement is out of range (99): dropped); the rest is kept.',
	],
	[
		'learner: several',
		v5({learner: {placement: 99, perfect: 'x', concepts: {mex: 1}}}),
		'learner.concepts.mex',
		'Saved progress: part of the learner model could not be read and was dropped (learner.concepts.mex is not an object (1): started afresh; 2 more like it); the rest is kept.',
	],
	[
		'saved and learner',
		v5({saved: {nim: 1}, learner: {placement: 99}}),
		'learner.placement',
		'The nim game left to resume could not be read and was dropped (saved.nim must be an object, got 1). Saved progress: part of the learner model could not be read and was dropped (learner.placement is out of range (99): dropped); the rest is kept.',
	],
];

describe.each(damages)('%s', (_name, text, field, englishNotice) => {
	test('the English notice is as before', () => {
		expect(noticeOf(text, 'en')).toBe(englishNotice);
	});

	test('the Chinese notice has no English sentence and names the field', () => {
		const notice = noticeOf(text, 'zh-CN');
		expect(notice).not.toBeNull();
		let rest = notice!.replace(kept, '');
		for (const words of elsewhere) rest = rest.replace(words, '');
		if (field !== null) rest = rest.replace(field, '');
		expect(rest.match(english)?.[0]).toBeUndefined();
		expect(notice).toMatch(/[\u4e00-\u9fff]/);
		// Two notices of one reading run on as Chinese sentences do, with no space between.
		expect(notice).not.toMatch(/。 /);
		if (field !== null) expect(notice).toContain(field);
	});

	test('no control character of the file reaches it', () => {
		for (const lang of ['en', 'zh-CN'] as const) expect(hasUnsafe(noticeOf(text, lang)!)).toBe(false);
	});
});

test('a list of names is joined as each language lists things', () => {
	const text = v5({settings: {colour: 'red'}});
	expect(noticeOf(text, 'en')).toContain('(expected save, coach, theme, mouse, language, ascii)');
	expect(noticeOf(text, 'zh-CN')).toContain('（应为 save、coach、theme、mouse、language、ascii 之一）');
});
