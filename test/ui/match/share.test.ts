/**
 * The share lines (s) as drawn on the match screen, pasted into bash: they
 * run the command they show with exactly the position's words, and nothing a
 * vertex name holds runs. Checked with a stub command that prints the words
 * it gets, and with the built CLI.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it, test} from 'vitest';
import {games, lookupGame} from '../../../source/engine/catalog.js';
import {seeded} from '../../../source/engine/random.js';
import {positionArgs, positionFromWords} from '../../../source/engine/human.js';
import type {JsonObject} from '../../../source/engine/types.js';
import {noteLines} from '../../../source/ui/match/layout.js';
import {linesText} from '../../../source/ui/lines.js';
import {matchReducer, maxShareChars, shareCommands, type MatchState} from '../../../source/ui/match/state.js';
import {cliPath, requireBuild} from '../../e2e/terminal.js';
import {newMatch} from '../helpers.js';

let dir = '';
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'game-arcade-share-'));
});
afterEach(() => {
	rmSync(dir, {recursive: true, force: true});
});

/** The share rows as the screen shows them (the heading left out), at `width` columns. */
function shownRows(state: MatchState, width: number): string {
	const shared = matchReducer(state, {type: 'share'});
	const text = linesText(noteLines(shared, width, 200)).split('\n');
	expect(text[0]).toContain('this position as a command line');
	return text.slice(1).join('\n');
}

/** Runs pasted text under bash in the test's folder. */
function bash(script: string) {
	return spawnSync('bash', ['-c', script], {cwd: dir, encoding: 'utf8', timeout: 20_000});
}

const canary = '$(touch CANARY)';
const positions: Array<[string, JsonObject]> = [
	['a vertex named $(touch CANARY) (the JSON form: its name has a space)', {game: 'graph', edges: {[canary]: ['b'], b: []}, tokens: [canary]}],
	['a vertex named with a quote', {game: 'graph', edges: {"it's": ['b']}, tokens: ["it's"]}],
	[
		'a vertex named $(touch${IFS}CANARY) (the human form, quoted)',
		{game: 'graph', edges: {'$(touch${IFS}CANARY)': ['`touch${IFS}CANARY`']}, tokens: ['$(touch${IFS}CANARY)']},
	],
	[
		'a vertex named ;touch${IFS}CANARY;# in a sum',
		{
			game: 'sum',
			parts: [
				{game: 'graph', edges: {';touch${IFS}CANARY;#': ["'"]}, tokens: [';touch${IFS}CANARY;#']},
				{game: 'nim', heaps: [2]},
			],
		},
	],
	['a vertex with a control character and a line separator', {game: 'graph', edges: {'a\u001B[2J\u2028': ['b']}, tokens: ['a\u001B[2J\u2028']}],
	[
		'a long edge list, cut inside its word',
		{game: 'graph', edges: Object.fromEntries(Array.from({length: 30}, (_, i) => [`v${i}`, [`v${i + 1}`, `v${i + 2}`]])), tokens: ['v0', 'v3']},
	],
];

describe('the share lines pasted into bash', () => {
	test.each(positions)('%s: the words arrive intact, and nothing runs', (_, json) => {
		const game = lookupGame(json['game'] as string)!;
		// A stub command: printf prints each word it is given, then a NUL.
		const state = newMatch(json, {launcher: ['printf', '%s\\0']});
		for (const width of [60, 100]) {
			const result = bash(shownRows(state, width));
			expect(result.stderr).toBe('');
			expect(existsSync(join(dir, 'CANARY'))).toBe(false);
			const words = result.stdout.split('\0');
			words.pop();
			const {commands} = shareCommands(game, state.position, ['printf', '%s\\0']);
			expect(words).toEqual([...commands[0]!.slice(2), ...commands[1]!.slice(2)]);
			// And they are the position: in the human form, or as its JSON.
			const args = commands[1]!.slice(3);
			const read = args.length === 1 && args[0]!.startsWith('{') ? JSON.parse(args[0]!) : positionFromWords(args);
			expect(game.toJSON(game.parse(read as JsonObject, ''))).toEqual(game.toJSON(state.position));
		}
	});

	// Spawned: the lines are pasted into a real shell, which starts the built program with the words it unquotes.
	it('runs the built CLI: analyze answers for the very position, and play takes it (then asks for a terminal)', () => {
		requireBuild();
		const json: JsonObject = {game: 'graph', edges: {[canary]: ["it's"], "it's": []}, tokens: [canary]};
		const state = newMatch(json, {launcher: ['node', cliPath]});
		const [play, analyze] = shownRows(state, 60).split(/\n(?= {3}node )/);
		const answer = bash(analyze!);
		expect(answer.stderr).toBe('');
		expect(answer.status).toBe(0);
		expect(answer.stdout).toContain('Outcome: the player to move wins');
		expect(answer.stdout).toContain(`move token 1 from ${canary} to it's`);
		const played = bash(`${play!} </dev/null`);
		expect(played.stderr).toContain('the arcade needs an interactive terminal');
		expect(existsSync(join(dir, 'CANARY'))).toBe(false);
	});
});

describe('the human form where it reads back', () => {
	test.each(games.map(game => [game.id, game] as const))('%s: random positions and the examples are shared in words', (_, game) => {
		const rng = seeded(7);
		const positions = [...game.examples.map(example => game.parse(example.position, '')), ...Array.from({length: 20}, (_, i) => game.random(rng, 1 + (i % 8)))];
		for (const position of positions) {
			const [play, analyze] = shareCommands(game, position, ['game-arcade']).commands;
			expect(play!.slice(0, 3)).toEqual(['game-arcade', 'play', game.id]);
			const read = game.parse(positionFromWords(analyze!.slice(2)), '');
			expect(game.toJSON(read)).toEqual(game.toJSON(position));
		}
	});
});

describe('share lines too long to show', () => {
	it('are given up at once for the largest positions the limits accept', () => {
		const tree = newMatch({game: 'tree', parents: Array.from({length: 2_000_000}, (_, i) => i)});
		const coins = newMatch({game: 'coins', coins: 'H'.repeat(1_000_000), rule: 'single'});
		for (const state of [tree, coins]) {
			expect(matchReducer(state, {type: 'share'}).share).toEqual({commands: [], tooLong: true});
			// At once: the words are written only up to the budget, then given up (not made whole, then measured).
			const {game} = state.config;
			expect(positionArgs(game, game.toJSON(state.position), maxShareChars)).toBeNull();
		}
	});

	it('are named, not cut, and not made at all past the limit', () => {
		const many = newMatch({game: 'nim', heaps: Array.from({length: 400}, (_, i) => i + 1)});
		const rows = linesText(noteLines(matchReducer(many, {type: 'share'}), 60, 8));
		expect(rows).toMatch(/\(play: \d+ rows, more than fit; a larger window shows it\)/);
		expect(rows).not.toContain('nim 1 2 3');
		const huge = newMatch({game: 'nim', heaps: Array.from({length: maxShareChars}, (_, i) => i + 1)});
		const share = matchReducer(huge, {type: 'share'}).share!;
		expect(share.commands).toEqual([]);
		expect(share.tooLong).toBe(true);
		expect(linesText(noteLines(matchReducer(huge, {type: 'share'}), 60, 8))).toContain('Too long to show');
	});
});
