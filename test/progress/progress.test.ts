/**
 * Saved progress, the pure part: recording games and trainer answers, the
 * merge that keeps two arcades' counts, and the validation of the file with
 * one-line messages naming the field.
 */
import {describe, expect, it, test} from 'vitest';
import {InputError} from '../../source/engine/types.js';
import {droppedText, english, faultText, type Dropped, type FileFault} from '../../source/progress/faults.js';
import {
	accuracy,
	emptyProgress,
	emptyStats,
	learnerOf,
	maxCount,
	maxSavedChars,
	mergeProgress,
	NewerVersionError,
	parseProgress,
	progressVersion,
	recordAnswer,
	recordAbandoned,
	recordGame,
	savedGameOf,
	maxSavedHistory,
	unrecordGame,
	serializeProgress,
	statsOf,
	withLearner,
	withSavedGame,
	themeOf,
	mouseOf,
	type Progress,
	type SavedGame,
} from '../../source/progress/progress.js';
import {conceptRecord, dueReviews, emptyLearner, lessonStatus, ratingOf, recordAnswer as answerConcept, withLesson} from '../../source/learn/learner.js';

/** The games left with q that were dropped, as the English notice says it. */
const said = (dropped: readonly Dropped[]) => dropped.map(d => droppedText(d, english));

function file(games: unknown, extra: Record<string, unknown> = {}): string {
	return JSON.stringify({format: 'game-arcade progress', version: 1, games, ...extra});
}

describe('recording', () => {
	it('counts games against the computer: played, won, hints used', () => {
		let p = emptyProgress();
		p = recordGame(p, 'nim', {won: true, hintsUsed: false});
		p = recordGame(p, 'nim', {won: false, hintsUsed: true});
		p = recordGame(p, 'bash', {won: true, hintsUsed: true});
		expect(statsOf(p, 'nim')).toEqual({...emptyStats, played: 2, won: 1, hintsUsed: 1});
		expect(statsOf(p, 'bash')).toEqual({...emptyStats, played: 1, won: 1, hintsUsed: 1});
		expect(statsOf(p, 'wythoff')).toEqual(emptyStats);
	});

	it('counts trainer answers by game and the best streak by mode', () => {
		let p = emptyProgress();
		p = recordAnswer(p, 'nim', 'correct', 'mixed', 1);
		p = recordAnswer(p, 'bash', 'correct', 'mixed', 2);
		p = recordAnswer(p, 'nim', 'assisted', 'mixed', 2);
		p = recordAnswer(p, 'nim', 'missed', 'mixed', 0);
		expect(statsOf(p, 'nim')).toMatchObject({answered: 3, correct: 1, assisted: 1});
		expect(statsOf(p, 'bash')).toMatchObject({answered: 1, correct: 1});
		expect(statsOf(p, 'mixed').bestStreak).toBe(2);
		// A shorter streak never lowers the best.
		p = recordAnswer(p, 'nim', 'correct', 'mixed', 1);
		expect(statsOf(p, 'mixed').bestStreak).toBe(2);
		expect(accuracy(statsOf(p, 'nim'))).toBe(2 / 4);
		expect(accuracy(emptyStats)).toBeNull();
	});

	it('never reaches Object.prototype through a game id', () => {
		expect(statsOf(emptyProgress(), 'constructor')).toEqual(emptyStats);
		expect(statsOf(emptyProgress(), '__proto__')).toEqual(emptyStats);
	});
});

describe('merging two arcades', () => {
	it("adds both sessions' increases to what is on disk", () => {
		const base = recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: false});
		// Arcade A plays two games of nim; arcade B one of nim and one puzzle, and saves first.
		const a = recordGame(recordGame(base, 'nim', {won: true, hintsUsed: false}), 'nim', {won: false, hintsUsed: true});
		const b = recordAnswer(recordGame(base, 'nim', {won: false, hintsUsed: false}), 'bash', 'correct', 'bash', 3);
		const disk = mergeProgress(base, base, b);
		const merged = mergeProgress(disk, base, a);
		expect(statsOf(merged, 'nim')).toMatchObject({played: 4, won: 2, hintsUsed: 1});
		expect(statsOf(merged, 'bash')).toMatchObject({answered: 1, correct: 1, bestStreak: 3});
	});

	it('keeps the larger best streak and the setting last changed', () => {
		const base: Progress = {save: true, coach: true, games: {nim: {...emptyStats, bestStreak: 2}}};
		const disk: Progress = {save: true, coach: true, games: {nim: {...emptyStats, bestStreak: 7}}};
		const mine: Progress = {save: false, coach: true, games: {nim: {...emptyStats, bestStreak: 4}}};
		const merged = mergeProgress(disk, base, mine);
		expect(statsOf(merged, 'nim').bestStreak).toBe(7);
		expect(merged.save).toBe(false);
		// Unchanged here: the disk's setting stands.
		expect(mergeProgress({...disk, save: false}, base, {...mine, save: true}).save).toBe(false);
	});

	it('never subtracts (a reset elsewhere is not undone by a stale session)', () => {
		const base: Progress = {save: true, coach: true, games: {nim: {...emptyStats, played: 5, won: 5}}};
		const merged = mergeProgress(emptyProgress(), base, base);
		expect(statsOf(merged, 'nim').played).toBe(0);
	});
});

describe('the file', () => {
	it('round-trips through its text', () => {
		let p = recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: true});
		p = recordAnswer(p, 'coins', 'assisted', 'mixed', 0);
		p = {...p, save: false};
		const text = serializeProgress(p);
		expect(parseProgress(text)).toEqual(p);
		expect(text).toContain('"format": "game-arcade progress"');
	});

	it('reads a count too large for a double (1e999) as the cap too, and names one below zero for what it is', () => {
		const file = (played: string) => `{"format":"game-arcade progress","version":5,"games":{"nim":{"played":${played},"won":0}}}`;
		expect(statsOf(parseProgress(file('1e999')), 'nim').played).toBe(maxCount);
		expect(() => parseProgress(file('-1e999'))).toThrow(/^games\.nim\.played must be a non-negative integer, got a negative number too large to hold$/);
	});

	it('caps counts at 2^53 − 1: a larger count reads as the cap, and counting stops there, so the file is never called damaged', () => {
		expect(maxCount).toBe(2 ** 53 - 1);
		// 2^53 − 1 is written exactly; 2^53 and 10^300 are counts too large to keep.
		const text = `{"format":"game-arcade progress","version":1,"games":{"nim":{"played":9007199254740992,"won":9007199254740991,"hintsUsed":1e300},"bash":{"answered":9007199254740991,"correct":9007199254740991,"assisted":3}}}`;
		const p = parseProgress(text);
		expect(statsOf(p, 'nim')).toMatchObject({played: maxCount, won: maxCount, hintsUsed: maxCount});
		expect(statsOf(p, 'bash')).toMatchObject({answered: maxCount, correct: maxCount, assisted: 3});
		const more = recordAnswer(recordGame(p, 'nim', {won: true, hintsUsed: true}), 'bash', 'correct', 'bash', 1);
		expect(statsOf(more, 'nim')).toMatchObject({played: maxCount, won: maxCount, hintsUsed: maxCount});
		expect(statsOf(more, 'bash').answered).toBe(maxCount);
		const written = serializeProgress(more);
		expect(written).toContain('"played":9007199254740991');
		expect(parseProgress(written)).toEqual(more);
		// A merge adds up to the cap, not past it.
		const base: Progress = {save: true, coach: true, games: {nim: {...emptyStats, played: 10}}};
		const mine: Progress = {save: true, coach: true, games: {nim: {...emptyStats, played: 15}}};
		expect(statsOf(mergeProgress({save: true, coach: true, games: {nim: {...emptyStats, played: maxCount - 2}}}, base, mine), 'nim').played).toBe(maxCount);
	});

	it('upgrades a version 1 file: its counts kept, the coach on, every assisted answer one that saw the move, no saved game, an empty learner model; written back as version 5', () => {
		const v1 = `{"format":"game-arcade progress","version":1,"settings":{"save":false},"games":{"nim":{"played":4,"won":2,"hintsUsed":1,"answered":5,"correct":3,"assisted":2,"bestStreak":3}}}`;
		const p = parseProgress(v1);
		expect(p).toEqual({
			save: false,
			coach: true,
			games: {nim: {played: 4, won: 2, abandoned: 0, hintsUsed: 1, answered: 5, correct: 3, assisted: 2, afterValue: 0, afterIdea: 0, bestStreak: 3}},
			saved: {},
			learner: emptyLearner(),
		});
		const written = serializeProgress(p);
		expect(written).toContain(`"version": ${progressVersion}`);
		expect(written).toContain('"settings": {"save":false,"coach":true}');
		expect(parseProgress(written)).toEqual(p);
		// "coach" is a version 2 setting: in a version 1 file it is not ours.
		expect(() => parseProgress(file({}, {settings: {coach: false}}))).toThrow('settings.coach is not a known setting (expected save)');
		expect(parseProgress(JSON.stringify({format: 'game-arcade progress', version: 2, settings: {coach: false}})).coach).toBe(false);
	});

	it('counts assisted trainer answers by the hint step they needed', () => {
		let p = recordAnswer(emptyProgress(), 'nim', 'assisted', 'nim', 0, 1);
		p = recordAnswer(p, 'nim', 'assisted', 'nim', 0, 2);
		p = recordAnswer(p, 'nim', 'assisted', 'nim', 0, 3);
		p = recordAnswer(p, 'nim', 'correct', 'nim', 1, 0);
		expect(statsOf(p, 'nim')).toMatchObject({answered: 4, correct: 1, assisted: 3, afterValue: 1, afterIdea: 1});
		expect(() =>
			parseProgress(JSON.stringify({format: 'game-arcade progress', version: 2, games: {nim: {answered: 3, assisted: 1, afterValue: 1, afterIdea: 1}}})),
		).toThrow('games.nim.afterValue + afterIdea (2) is more than games.nim.assisted (1)');
	});

	it('reads an older file with fields missing as zeros', () => {
		expect(statsOf(parseProgress(file({nim: {played: 3, won: 1}})), 'nim')).toEqual({...emptyStats, played: 3, won: 1});
		expect(parseProgress(JSON.stringify({format: 'game-arcade progress', version: 1}))).toEqual(emptyProgress());
	});

	test.each([
		['', 'the file is empty'],
		['   \n', 'the file is empty'],
		['{"format": "game-arcade progress", "vers', 'the file is not valid JSON (cut short or damaged)'],
		['hello', 'the file is not JSON'],
		['[1,2]', 'the file must hold a JSON object, got [1,2]'],
		['{"name": "other-app", "theme": "dark"}', 'format is missing: not a game-arcade progress file'],
		['{"format": "something else", "version": 1}', 'format must be "game-arcade progress", got "something else"'],
		['{"format": "game-arcade progress"}', 'version must be a positive integer, got nothing'],
		['{"format": "game-arcade progress", "version": "1"}', 'version must be a positive integer, got "1"'],
		['{"format": "game-arcade progress", "version": 1, "extra": 2}', 'extra is not a known field (expected format, version, settings, games)'],
		['{"format": "game-arcade progress", "version": 1, "settings": {"save": "yes"}}', 'settings.save must be true or false, got "yes"'],
		['{"format": "game-arcade progress", "version": 1, "settings": {"colour": 1}}', 'settings.colour is not a known setting (expected save)'],
		['{"format": "game-arcade progress", "version": 1, "games": []}', 'games must be an object, got []'],
		[file({nim: {played: -1}}), 'games.nim.played must be a non-negative integer, got -1'],
		[file({nim: {played: 1.5}}), 'games.nim.played must be a non-negative integer, got 1.5'],
		[file({nim: {won: '3'}}), 'games.nim.won must be a non-negative integer, got "3"'],
		[file({nim: {played: 1.5}}), 'games.nim.played must be a non-negative integer, got 1.5'],
		[file({nim: {played: 1, won: 2}}), 'games.nim.won (2) is more than games.nim.played (1)'],
		[file({nim: {played: 1, hintsUsed: 2}}), 'games.nim.hintsUsed (2) is more than games.nim.played (1)'],
		[file({nim: {answered: 1, correct: 1, assisted: 1}}), 'games.nim.correct + assisted (2) is more than games.nim.answered (1)'],
		[
			file({nim: {score: 1}}),
			'games.nim.score is not a known field (expected played, won, abandoned, hintsUsed, answered, correct, assisted, afterValue, afterIdea, bestStreak)',
		],
		[file({nim: 3}), 'games.nim must be an object, got 3'],
		[file({'Not An Id': {}}), 'games has an entry named "Not An Id", which is not a game id'],
		[file({['__proto__']: {}}), 'games has an entry named "__proto__", which is not a game id'],
	])('refuses %j with one line: %s', (text, message) => {
		let error: unknown;
		try {
			parseProgress(text);
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(InputError);
		expect((error as Error).message).toBe(message);
		expect((error as Error).message).not.toContain('\n');
	});

	it('tells a newer version apart (left alone, not set aside)', () => {
		const next = progressVersion + 1;
		expect(() => parseProgress(JSON.stringify({format: 'game-arcade progress', version: next}))).toThrow(NewerVersionError);
		expect(() => parseProgress(JSON.stringify({format: 'game-arcade progress', version: next}))).toThrow(
			`version ${next} is newer than this game-arcade understands (${progressVersion})`,
		);
	});

	it('refuses a file with absurdly many entries', () => {
		const games = Object.fromEntries(Array.from({length: 1001}, (_, i) => [`g${i}`, {}]));
		expect(() => parseProgress(file(games))).toThrow('games has 1001 entries; a progress file has at most 1000');
	});
});

describe('games left with q', () => {
	const left: SavedGame = {position: {game: 'nim', heaps: [3, 0, 5]}, opponent: 'perfect', toMove: 0, hints: true, moves: 4};

	it('keeps one per game, reads it back, and forgets it on request; a position too big is not kept', () => {
		let p = withSavedGame(emptyProgress(), 'nim', left);
		expect(savedGameOf(p, 'nim')).toEqual(left);
		expect(savedGameOf(p, 'bash')).toBeNull();
		const written = serializeProgress(p);
		expect(written).toContain(`"version": ${progressVersion}`);
		expect(written).toContain(
			'  "saved": {\n    "nim": {"position":{"game":"nim","heaps":[3,0,5]},"opponent":"perfect","toMove":0,"hints":true,"moves":4}\n  },',
		);
		expect(parseProgress(written)).toEqual(p);
		p = withSavedGame(p, 'nim', null);
		expect(savedGameOf(p, 'nim')).toBeNull();
		const huge = {...left, position: {game: 'nim', heaps: Array.from({length: maxSavedChars}, () => 7)}};
		expect(savedGameOf(withSavedGame(emptyProgress(), 'nim', huge), 'nim')).toBeNull();
	});

	it('keeps any opponent, and reads the old casual computer as level 3', () => {
		for (const opponent of ['level:3', 'teacher:2', 'random', 'loser', 'friend'] as const) {
			const p = withSavedGame(emptyProgress(), 'nim', {...left, opponent});
			expect(savedGameOf(parseProgress(serializeProgress(p)), 'nim')?.opponent).toBe(opponent);
		}
		const old = serializeProgress(withSavedGame(emptyProgress(), 'nim', left)).replace('"opponent":"perfect"', '"opponent":"casual"');
		expect(savedGameOf(parseProgress(old), 'nim')?.opponent).toBe('level:3');
	});

	it('reads a version 2 file (no saved games) and writes it back as version 5', () => {
		const v2 = JSON.stringify({format: 'game-arcade progress', version: 2, settings: {save: true, coach: false}, games: {nim: {played: 1, won: 1}}});
		const p = parseProgress(v2);
		expect(p.coach).toBe(false);
		expect(p.saved).toEqual({});
		expect(statsOf(p, 'nim')).toMatchObject({played: 1, won: 1});
		expect(serializeProgress(p)).toContain(`"version": ${progressVersion}`);
		// "saved" came with version 3: in an older file it is not ours.
		expect(() => parseProgress(JSON.stringify({format: 'game-arcade progress', version: 2, saved: {}}))).toThrow(
			'saved is not a known field (expected format, version, settings, games)',
		);
	});

	const withOther = (saved: unknown) => JSON.stringify({format: 'game-arcade progress', version: 3, games: {nim: {played: 2, won: 1}}, saved});
	const bash: SavedGame = {...left, position: {game: 'bash', heap: 9, max: 3}};

	test.each([
		[{nim: {...left, position: {game: 'bash', heap: 3}}}, 'nim', 'saved.nim.position must be a position of nim, got {"game":"bash","heap":3}'],
		[
			{nim: {...left, opponent: 'wizard'}},
			'nim',
			'saved.nim.opponent must be one of perfect, level:1..8, teacher:0..9, random, loser, friend (or casual), got "wizard"',
		],
		[{nim: {...left, toMove: 2}}, 'nim', 'saved.nim.toMove must be 0 or 1, got 2'],
		[{nim: {...left, hints: 'yes'}}, 'nim', 'saved.nim.hints must be true or false, got "yes"'],
		[{nim: {...left, moves: -1}}, 'nim', 'saved.nim.moves must be a whole number from 0 to 1000000000, got -1'],
		[{nim: {...left, moves: 1e300}}, 'nim', 'saved.nim.moves must be a whole number from 0 to 1000000000, got 1e+300'],
		[{nim: {...left, moves: 2 ** 53}}, 'nim', 'saved.nim.moves must be a whole number from 0 to 1000000000, got 9007199254740992'],
		[{nim: {...left, moves: 2.5}}, 'nim', 'saved.nim.moves must be a whole number from 0 to 1000000000, got 2.5'],
		[{nim: {...left, extra: 1}}, 'nim', 'saved.nim.extra is not a known field (expected position, opponent, toMove, hints, moves, start, history)'],
		[{nim: {...left, position: {game: 'nim', heaps: [3, -1]}}}, 'nim', 'saved.nim.position.heaps[1]'],
		[{chess: {...left, position: {game: 'chess'}}}, 'chess', 'chess is not a game of this game-arcade'],
		[{'../x': left}, '"../x"', 'saved has an entry named "../x", which is not a game id'],
	])('drops the bad saved game of %j with one line, and keeps the rest of the file', (saved, name, message) => {
		const dropped: Dropped[] = [];
		const p = parseProgress(withOther({...saved, bash}), dropped);
		expect(dropped).toHaveLength(1);
		expect(said(dropped)[0]).toMatch(
			new RegExp(`^The ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} game left to resume could not be read and was dropped \\(`),
		);
		expect(said(dropped)[0]).toContain(message);
		expect(said(dropped)[0]).not.toContain('\n');
		// The other saved game and the record stay.
		expect(p.saved).toEqual({bash});
		expect(statsOf(p, 'nim')).toMatchObject({played: 2, won: 1});
	});

	it('drops every saved game when "saved" is not an object, with one line, and keeps the record', () => {
		const dropped: Dropped[] = [];
		const p = parseProgress(withOther([left]), dropped);
		expect(said(dropped)).toEqual([
			'The games left to resume could not be read and were dropped (saved must be an object, got [{"position":{...},"opponent":"perfec...).',
		]);
		expect(p.saved).toEqual({});
		expect(statsOf(p, 'nim').played).toBe(2);
	});

	it('reads a saved game nested 5,000 deep (and 100,000 deep) without a stack overflow', () => {
		for (const n of [5000, 100_000]) {
			const dropped: Dropped[] = [];
			// Written out by hand: JSON.stringify itself recurses.
			const text = withOther({nim: {...left, position: {game: 'nim', heaps: 'deep'}}}).replace('"deep"', `${'['.repeat(n)}${']'.repeat(n)}`);
			expect(() => parseProgress(text, dropped)).not.toThrow();
			expect(said(dropped)).toEqual(['The nim game left to resume could not be read and was dropped (saved.nim.position nests deeper than 64 levels).']);
		}
	});

	it('keeps a saved sum nested as deep as a game allows (16)', () => {
		let position: Record<string, unknown> = {game: 'nim', heaps: [1, 2]};
		for (let i = 0; i < 15; i++) position = {game: 'sum', parts: [position, {game: 'nim', heaps: [1]}]};
		const dropped: Dropped[] = [];
		const p = parseProgress(withOther({sum: {...left, position}}), dropped);
		expect(dropped).toEqual([]);
		expect(savedGameOf(p, 'sum')?.position).toEqual(position);
	});

	it('writes C1 controls, DEL, the line separators and bidirectional controls as \\uXXXX, and reads them back the same', () => {
		const names = ['a\u0085', 'b\u202e', 'c\u2028', 'd\u007f', 'e\u2066', 'f\u009b', 'g\u200f', 'h\u061c'];
		const graph: SavedGame = {...left, position: {game: 'graph', edges: {[names[0]!]: names.slice(1)}, tokens: [names[0]!]}};
		const p = withSavedGame(emptyProgress(), 'graph', graph);
		const text = serializeProgress(p);
		expect(text).not.toMatch(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u061c\u200e\u200f]/);
		expect(text).toContain('g\\u200f');
		expect(text).toContain('a\\u0085');
		expect(text).toContain('b\\u202e');
		expect(parseProgress(text)).toEqual(p);
	});

	it("merges: this session's change (left or resumed) wins; another arcade's games stay", () => {
		const other: SavedGame = {...left, position: {game: 'bash', heap: 9, max: 3}};
		const base = withSavedGame(emptyProgress(), 'nim', left);
		// Another arcade left a game of Bash meanwhile; this one resumed its Nim (forgot it).
		const disk = withSavedGame(base, 'bash', other);
		const mine = withSavedGame(base, 'nim', null);
		const merged = mergeProgress(disk, base, mine);
		expect(savedGameOf(merged, 'nim')).toBeNull();
		expect(savedGameOf(merged, 'bash')).toEqual(other);
		// Untouched here, the disk's stays.
		expect(savedGameOf(mergeProgress(disk, base, base), 'nim')).toEqual(left);
	});
});

describe('the learner model (version 4)', () => {
	const t0 = Date.UTC(2026, 0, 1);

	test.each([1, 2, 3])('reads a version %i file with an empty learner model, and writes it back as version 5', version => {
		const text = JSON.stringify({format: 'game-arcade progress', version, games: {nim: {played: 2, won: 1}}});
		const p = parseProgress(text);
		expect(learnerOf(p)).toEqual(emptyLearner());
		expect(statsOf(p, 'nim')).toMatchObject({played: 2, won: 1});
		const written = serializeProgress(p);
		expect(written).toContain(`"version": ${progressVersion}`);
		expect(written).toContain('"learner": {');
		expect(parseProgress(written)).toEqual(p);
		// "learner" came with version 4: in an older file it is not ours.
		expect(() => parseProgress(JSON.stringify({format: 'game-arcade progress', version, learner: {}}))).toThrow('learner is not a known field');
	});

	it('keeps the learner model through the file, one concept per line', () => {
		let learner = answerConcept(emptyLearner(), 'nim-sum', 1600, false, t0);
		learner = withLesson(answerConcept(learner, 'mex', 1400, true, t0 + 1), 'multiples', {status: 'mastered'});
		const p = withLearner(recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: false}), learner);
		const text = serializeProgress(p);
		expect(text).toMatch(/\n {6}"nim-sum": \{[^\n]*\},?\n/);
		const back = parseProgress(text);
		expect(back).toEqual(p);
		expect(ratingOf(learnerOf(back), 'nim-sum')).toEqual(ratingOf(learner, 'nim-sum'));
		expect(dueReviews(learnerOf(back), t0 + 2 * 86_400_000)).toEqual(['nim-sum']);
		expect(lessonStatus(learnerOf(back), 'nim-sum')).toBe('open');
	});

	it('reads a damaged learner model without setting the file aside: bad parts dropped, each with a notice', () => {
		const text = JSON.stringify({
			format: 'game-arcade progress',
			version: 4,
			games: {nim: {played: 1, won: 1}},
			learner: {concepts: {mex: {rating: 'high', answered: 3, right: 1}, 'not-a-concept': {}}, levels: 'many', placement: -1},
		});
		const notices: FileFault[] = [];
		const p = parseProgress(text, [], notices);
		expect(statsOf(p, 'nim').played).toBe(1);
		expect(conceptRecord(learnerOf(p), 'mex')).toMatchObject({answered: 3, right: 1, rating: 1500});
		expect(notices.length).toBeGreaterThanOrEqual(4);
		expect(notices.map(n => faultText(n, english)).join('\n')).toContain('learner.concepts.mex');
		expect(() => parseProgress(JSON.stringify({format: 'game-arcade progress', version: 4, learner: [1, 2]}))).not.toThrow();
	});

	it('merges two arcades: answers recorded by both are all kept', () => {
		const base = emptyProgress();
		const mine = withLearner(base, answerConcept(answerConcept(emptyLearner(), 'mex', 1500, true, t0), 'mex', 1500, true, t0 + 1));
		const disk = withLearner(base, answerConcept(emptyLearner(), 'mex', 1500, false, t0 + 2));
		const merged = mergeProgress(disk, base, mine);
		expect(conceptRecord(learnerOf(merged), 'mex')).toMatchObject({answered: 3, right: 2});
		// A session that changed nothing keeps what is on disk.
		expect(learnerOf(mergeProgress(disk, base, base))).toEqual(learnerOf(disk));
	});
});

describe('the moves of a game left with q (version 5)', () => {
	// Nim 3 4 5: you took 1 from heap 0, the computer 1 from heap 0; you are to move at 1 4 5.
	const start = {game: 'nim', heaps: [3, 4, 5]};
	const kept: SavedGame = {
		position: {game: 'nim', heaps: [1, 4, 5]},
		opponent: 'perfect',
		toMove: 0,
		hints: false,
		moves: 2,
		start,
		history: [
			{move: {heap: 0, take: 1}, by: 0, hinted: true},
			{move: {heap: 0, take: 1}, by: 1},
		],
	};
	const v5 = (saved: unknown) => JSON.stringify({format: 'game-arcade progress', version: 5, games: {nim: {played: 2, won: 1, abandoned: 1}}, saved});

	it('keeps the start and the moves through the file, and reads them back', () => {
		const p = withSavedGame(emptyProgress(), 'nim', kept);
		const dropped: Dropped[] = [];
		const back = parseProgress(serializeProgress(p), dropped);
		expect(dropped).toEqual([]);
		expect(savedGameOf(back, 'nim')).toEqual(kept);
	});

	it('resumes a version 4 game without moves, from its position', () => {
		const {start: _s, history: _h, ...old} = kept;
		const text = JSON.stringify({format: 'game-arcade progress', version: 4, games: {nim: {played: 1, won: 1}}, saved: {nim: old}});
		const dropped: Dropped[] = [];
		const p = parseProgress(text, dropped);
		expect(dropped).toEqual([]);
		expect(savedGameOf(p, 'nim')).toEqual(old);
		expect(statsOf(p, 'nim')).toMatchObject({played: 1, won: 1, abandoned: 0});
	});

	test.each([
		[{...kept, history: undefined}, 'saved.nim has start without history'],
		[{...kept, start: undefined}, 'saved.nim has history without start'],
		[{...kept, start: {game: 'bash', heap: 3, max: 2}}, 'saved.nim.start must be a position of nim'],
		[{...kept, history: 'moves'}, 'saved.nim.history must be an array of moves, got "moves"'],
		[{...kept, history: [kept.history![0], {move: {heap: 0, take: 5}, by: 1}]}, 'saved.nim.history[1].move'],
		[{...kept, history: [kept.history![0], {move: {heap: 0, take: 1}, by: 0}]}, 'saved.nim.history[1].by is 0 again: the sides take turns'],
		[{...kept, history: [kept.history![0], {move: {heap: 0, take: 1}, by: 1, extra: 1}]}, 'saved.nim.history[1].extra is not a known field'],
		[{...kept, history: [kept.history![0], {move: {heap: 0, take: 1}, by: 2}]}, 'saved.nim.history[1].by must be 0 or 1, got 2'],
		[{...kept, history: [kept.history![0], {by: 1}]}, 'saved.nim.history[1].move is missing'],
		[{...kept, history: [{move: {heap: 0, take: 1}, by: 0, hinted: 'yes'}]}, 'saved.nim.history[0].hinted must be true or false'],
		[{...kept, history: [{move: {heap: 0, take: 1}, by: 1}]}, 'saved.nim.history does not lead from start to position'],
		[{...kept, history: [{move: {heap: 0, take: 2}, by: 0}]}, 'saved.nim.history ends with a move by 0, who is also to move'],
		[{...kept, moves: 1}, 'saved.nim.history has 2 moves, more than the 1 made'],
		[{...kept, history: Array.from({length: maxSavedHistory + 1}, (_, i) => ({move: {heap: 0, take: 1}, by: i % 2}))}, `at most ${maxSavedHistory} are kept`],
		[{...kept, start: {game: 'nim', heaps: 'deep'}}, 'saved.nim.start nests deeper than 64 levels'],
	])('drops a saved game whose moves are bad (%#) with one line, and keeps the rest', (saved, message) => {
		const dropped: Dropped[] = [];
		const bash: SavedGame = {position: {game: 'bash', heap: 9, max: 3}, opponent: 'level:3', toMove: 1, hints: false, moves: 3};
		const text = v5({nim: saved, bash}).replace('"deep"', `${'['.repeat(5000)}${']'.repeat(5000)}`);
		const p = parseProgress(text, dropped);
		expect(dropped).toHaveLength(1);
		expect(said(dropped)[0]).toMatch(/^The nim game left to resume could not be read and was dropped \(/);
		expect(said(dropped)[0]).toContain(message);
		expect(p.saved).toEqual({bash});
		expect(statsOf(p, 'nim')).toMatchObject({played: 2, won: 1, abandoned: 1});
	});

	it('keeps a game whose moves are too many to keep, without them (it resumes from its position)', () => {
		const long: SavedGame = {...kept, history: Array.from({length: maxSavedHistory + 2}, (_, i) => ({move: {heap: 0, take: 1}, by: i % 2 === 0 ? 0 : 1}))};
		const {start: _s, history: _h, ...without} = long;
		expect(savedGameOf(withSavedGame(emptyProgress(), 'nim', long), 'nim')).toEqual(without);
	});
});

describe('abandoned games, and a game taken back at its end', () => {
	it('counts abandoned games apart from those played, and merges them like the other counts', () => {
		const base = recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: false});
		const mine = recordAbandoned(recordAbandoned(base, 'nim'), 'nim');
		expect(statsOf(mine, 'nim')).toMatchObject({played: 1, won: 1, abandoned: 2});
		const disk = recordAbandoned(base, 'nim');
		expect(statsOf(mergeProgress(disk, base, mine), 'nim')).toMatchObject({played: 1, abandoned: 3});
		const back = parseProgress(serializeProgress(mine));
		expect(statsOf(back, 'nim').abandoned).toBe(2);
		expect(() => parseProgress(file({nim: {abandoned: -1}}))).toThrow('games.nim.abandoned must be a non-negative integer, got -1');
	});

	it('takes back a recorded game, also once it is on disk', () => {
		const result = {won: false, hintsUsed: true};
		const before = recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: false});
		const ended = recordGame(before, 'nim', result);
		expect(statsOf(unrecordGame(ended, 'nim', result), 'nim')).toEqual(statsOf(before, 'nim'));
		// Saved at the end (the disk has it, and another arcade added a game meanwhile), then taken back here.
		const disk = recordGame(ended, 'nim', {won: true, hintsUsed: false});
		const merged = mergeProgress(disk, ended, unrecordGame(ended, 'nim', result));
		expect(statsOf(merged, 'nim')).toMatchObject({played: 2, won: 2, hintsUsed: 0});
		// Never below 0, and the parts never above the whole.
		expect(statsOf(unrecordGame(emptyProgress(), 'nim', result), 'nim')).toMatchObject({played: 0, won: 0, hintsUsed: 0});
	});
});

describe('the theme and mouse settings (version 5)', () => {
	const v5 = (settings: object) => JSON.stringify({format: 'game-arcade progress', version: 5, settings, games: {}});

	it('reads them, writes them back, and reads an older file as the default theme with the mouse on', () => {
		const p = parseProgress(v5({save: true, coach: false, theme: 'high-contrast', mouse: false}));
		expect(p).toMatchObject({coach: false, theme: 'high-contrast', mouse: false});
		const written = serializeProgress(p);
		expect(written).toContain('"settings": {"save":true,"coach":false,"theme":"high-contrast","mouse":false}');
		expect(parseProgress(written)).toEqual(p);
		const v4 = parseProgress(JSON.stringify({format: 'game-arcade progress', version: 4, settings: {save: true, coach: true}}));
		expect(themeOf(v4)).toBe('default');
		expect(mouseOf(v4)).toBe(true);
	});

	it('refuses a theme it does not know, a mouse that is not true or false, and both in a file older than version 5', () => {
		expect(() => parseProgress(v5({theme: 'neon'}))).toThrow('settings.theme must be one of default, high-contrast, none, got "neon"');
		expect(() => parseProgress(v5({mouse: 'yes'}))).toThrow('settings.mouse must be true or false, got "yes"');
		expect(() => parseProgress(JSON.stringify({format: 'game-arcade progress', version: 4, settings: {theme: 'none'}}))).toThrow(
			'settings.theme is not a known setting (expected save, coach)',
		);
	});

	it('merges them: the session wins where it changed them, else the disk', () => {
		const base: Progress = {save: true, coach: true, games: {}};
		expect(mergeProgress({...base, theme: 'none'}, base, {...base, mouse: false})).toMatchObject({theme: 'none', mouse: false});
		expect(mergeProgress({...base, theme: 'none'}, base, {...base, theme: 'high-contrast'}).theme).toBe('high-contrast');
	});
});
