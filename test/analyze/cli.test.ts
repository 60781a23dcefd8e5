/**
 * The command line as a user runs it, in-process (test/cli-run.ts): `analyze`
 * and `table`, their answers and their one-line refusals. The built program
 * itself (its entry, a pipe, a closed output) is run in test/command-line.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {runCli} from '../cli-run.js';

const run = (args: string[], input?: string) => runCli(args, {input});

describe('game-arcade analyze', () => {
	it('explains a nim position in words', async () => {
		const {code, stdout, stderr} = await run(['analyze', 'nim', '7', '9', '12', '15']);
		expect(stderr).toBe('');
		expect(code).toBe(0);
		expect(stdout).toContain('Outcome: the player to move wins (N-position).');
		expect(stdout).toContain('Grundy value: 13');
		expect(stdout).toContain('Winning move: take 5 from heap 2 (9 → 4)  {"heap":1,"take":5}');
		expect(stdout).toContain('nim-sum = 1101  (13)');
	});

	it('reads a vertex named __proto__ as in the JSON form (P, value 0), not as the prototype', async () => {
		const words = JSON.parse((await run(['analyze', 'graph', 'a', '--edges', 'a:__proto__ __proto__:b', '--json'])).stdout);
		const json = JSON.parse((await run(['analyze', '{"game":"graph","edges":{"a":["__proto__"],"__proto__":["b"]},"tokens":["a"]}', '--json'])).stdout);
		expect(json).toMatchObject({outcome: 'P', grundy: 0});
		expect(words).toMatchObject({outcome: 'P', grundy: 0});
	});

	it('prints one JSON result with --json', async () => {
		const {code, stdout} = await run(['analyze', 'bash', '20', '--max', '3', '--json']);
		expect(code).toBe(0);
		const result = JSON.parse(stdout);
		expect(result).toMatchObject({game: 'bash', outcome: 'P', grundy: 0});
		expect(result.move).toHaveProperty('take');
		expect(typeof result.explanation).toBe('string');
	});

	it('plays any game misère with --misere and says how it decided: theory or search', async () => {
		const theory = JSON.parse((await run(['analyze', 'wythoff', '2', '2', '--misere', '--json'])).stdout);
		expect(theory).toMatchObject({game: 'wythoff', outcome: 'P', grundy: null, method: 'theory'});
		const normal = JSON.parse((await run(['analyze', 'wythoff', '2', '2', '--json'])).stdout);
		expect(normal).toMatchObject({outcome: 'N', grundy: 1, method: 'theory'});
		const searched = await run(['analyze', 'coins', 'HTHH', '--rule', 'single', '--misere']);
		expect(searched.code).toBe(0);
		expect(searched.stdout).toContain('Outcome: the player to move loses (P-position).');
		expect(searched.stdout).toContain('Method: search');
		const refused = await run(['analyze', 'subtraction', '300', '300', '300', '--set', '1,2,5', '--misere']);
		expect(refused.code).toBe(1);
		expect(refused.stderr).toMatch(/^game-arcade: misère Subtraction game is decided by exhaustive search, limited to 100000 positions/);
	});

	it('lists every move with --moves', async () => {
		const {stdout} = await run(['analyze', 'subtraction', '10', '11', '--set', '1,3,4', '--json', '--moves']);
		const result = JSON.parse(stdout);
		expect(result.moves).toEqual([
			{move: {heap: 0, take: 1}, outcome: 'N'},
			{move: {heap: 0, take: 3}, outcome: 'N'},
			{move: {heap: 0, take: 4}, outcome: 'P'},
			{move: {heap: 1, take: 1}, outcome: 'P'},
			{move: {heap: 1, take: 3}, outcome: 'P'},
			{move: {heap: 1, take: 4}, outcome: 'N'},
		]);
	});

	it('refuses --moves past the listing bound', async () => {
		const {code, stderr} = await run(['analyze', 'nim', '1000000', '1000000', '--moves']);
		expect(code).toBe(1);
		expect(stderr).toBe('game-arcade: this position has more than 100000 legal moves, the most --moves lists\n');
	});

	it('writes big numbers as decimal strings', async () => {
		const {stdout} = await run(['analyze', 'nim', '123456789012345678901234567890', '5', '--json']);
		const result = JSON.parse(stdout);
		expect(result.grundy).toBe(String(123456789012345678901234567890n ^ 5n));
		expect(result.move).toEqual({
			heap: 0,
			take: String(123456789012345678901234567890n - (123456789012345678901234567890n ^ (123456789012345678901234567890n ^ 5n))),
		});
	});

	it('reads a sum in the human form', async () => {
		const {code, stdout} = await run(['analyze', 'sum', 'nim 3 4 5', 'bash 20 --max 3', '--json']);
		expect(code).toBe(0);
		expect(JSON.parse(stdout)).toMatchObject({game: 'sum', outcome: 'N', grundy: 2});
	});

	it.each([
		[['analyze', 'nim', '1', 'x'], 1, 'game-arcade: heap 2 must be a whole number ≥ 0, got "x"\n'],
		[['analyze', 'nim', '-3'], 1, 'game-arcade: heap 1 must be a whole number ≥ 0, got -3\n'],
		[['analyze', 'chess', '1'], 2, 'game-arcade: unknown game "chess"'],
		[['analyze', 'nim', '1', '--colour'], 2, 'game-arcade: unknown flag --colour; did you mean --color?\n'],
		[['analyze', 'wythoff', '3', '5', '--max', '2'], 2, 'game-arcade: --max does not apply to wythoff (its flags: --misere)\n'],
		[['analyze'], 2, 'game-arcade: analyze needs a game and a position'],
		[['frobnicate'], 2, 'game-arcade: unknown command "frobnicate"'],
		[['analyze', 'bash', '20'], 1, 'game-arcade: --max is needed (m, the most one move may take; e.g. bash 20 --max 3)'],
		[['analyze', '{"game":"nim","heaps":[1,'], 1, 'game-arcade: the position is not valid JSON'],
	])('%j exits %i with one line', async (args, code, message) => {
		const result = await run(args);
		expect(result.code).toBe(code);
		expect(result.stderr.startsWith(message)).toBe(true);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
		expect(result.stdout).toBe('');
	});

	// People count from 1 and read flags; the JSON form keeps its 0-based paths.
	it.each([
		[['analyze', 'nim', '3', '-4', '5'], 'heap 2 must be a whole number ≥ 0, got -4'],
		[['analyze', 'kayles', '3', '4', 'x'], 'row 3 must be a whole number ≥ 0, got "x"'],
		[['analyze', 'bash', '-4', '--max', '3'], 'the heap must be a whole number ≥ 0, got -4'],
		[['analyze', 'bash', '20', '--max', '0'], '--max must be a whole number ≥ 1, got 0'],
		[['analyze', 'subtraction', '10', '--set', '1,0'], 'entry 2 of --set must be a whole number ≥ 1, got 0'],
		[['analyze', 'coins', 'THT', '--rule', 'foo'], '--rule must be one of single, one-or-two, consecutive, subtract3, twins, mock-turtles, ruler, got "foo"'],
		[['analyze', 'sum', 'nim 3 4', 'nim 3 --misere'], 'part 2 is a misère position; misère games cannot be summed'],
		[['analyze', 'sum', 'nim 1', 'nim 2', 'nim 3 -1'], 'heap 2 of part 3 must be a whole number ≥ 0, got -1'],
		[['analyze', 'sum', 'nim 3', 'bash 3 --max 0'], '--max of part 2 must be a whole number ≥ 1, got 0'],
		[['table', 'bash', '--max', '0'], '--max must be a whole number ≥ 1, got 0'],
	])('%j says where in words, counting from 1', async (args, message) => {
		const result = await run(args);
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(`game-arcade: ${message}\n`);
	});

	it('names a JSON position by its JSON paths, 0-based, on the command line and in --jsonl', async () => {
		expect((await run(['analyze', '{"game":"nim","heaps":[3,-4]}'])).stderr).toBe('game-arcade: heaps[1] must be a non-negative integer, got -4\n');
		const line = (await run(['analyze', '--jsonl'], '{"game":"sum","parts":[{"game":"nim","heaps":[1]},{"game":"nim","heaps":[-1]}]}\n')).stdout;
		expect(JSON.parse(line)).toEqual({error: 'parts[1].heaps[0] must be a non-negative integer, got -1', kind: 'below-min', path: ['parts', 1, 'heaps', 0]});
	});

	// Names that are members of every object must not be taken for games.
	describe.each(['__proto__', 'toString', 'constructor', 'valueOf', 'hasOwnProperty'])('the name %s', name => {
		it.each([
			[['analyze', name, '1'], `game-arcade: unknown game "${name}" (games: nim,`],
			[['analyze', 'sum', `${name} 1`, 'nim 1'], `game-arcade: unknown game "${name}" (games: nim,`],
			[['play', name, '1'], `game-arcade: unknown game "${name}" (games: nim,`],
			[['train', name], `game-arcade: unknown game "${name}" (games: nim,`],
		])('%j is an unknown game, exit 2', async (args, message) => {
			const result = await run(args);
			expect(result.code).toBe(2);
			expect(result.stderr.startsWith(message)).toBe(true);
			expect(result.stderr.trim().split('\n')).toHaveLength(1);
		});

		it('is a vertex like any other, in the human form and in JSON, alone and in a sum (a → name → b: P, value 0)', async () => {
			const edges = `a:${name} ${name}:b`;
			const json = JSON.stringify({game: 'graph', edges: {a: [name], [name]: ['b']}, tokens: ['a']});
			for (const args of [['graph', 'a', '--edges', edges], [json], ['sum', `graph a --edges "${edges}"`, 'nim 0']]) {
				const result = await run(['analyze', ...args, '--json']);
				expect(result.code).toBe(0);
				expect(JSON.parse(result.stdout)).toMatchObject({outcome: 'P', grundy: 0});
			}
		});

		it('is an unknown flag, exit 2', async () => {
			const result = await run(['analyze', 'nim', '1', `--${name}`]);
			expect(result.code).toBe(2);
			expect(result.stderr).toBe(`game-arcade: unknown flag --${name} (see game-arcade --help)\n`);
		});

		it('is an unknown game in --jsonl, alone and as a part of a sum', async () => {
			const input = `{"game":"${name}"}\n{"game":"sum","parts":[{"game":"${name}","heaps":[1]}]}\n`;
			const lines = (await run(['analyze', '--jsonl'], input)).stdout
				.trimEnd()
				.split('\n')
				.map(line => JSON.parse(line));
			expect(lines).toEqual([
				{error: `game is not a known game: "${name}"`, kind: 'unknown-name', path: ['game']},
				{error: `parts[0].game is not a known game: "${name}"`, kind: 'unknown-name', path: ['parts', 0, 'game']},
			]);
		});
	});

	it('answers --jsonl line by line, with an error object for each bad line', async () => {
		const input = [
			'{"game":"nim","heaps":[1,2,3]}',
			'',
			'not json',
			'{"game":"wat"}',
			'{"game":"bash","heap":"21","max":3}',
			'[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
			'{"game":"nim","heaps":[1,{"a":[1,2,[3]]}]}',
		].join('\n');
		const {code, stdout} = await run(['analyze', '--jsonl'], `${input}\n`);
		const lines = stdout
			.trimEnd()
			.split('\n')
			.map(line => JSON.parse(line));
		expect(lines).toHaveLength(7);
		expect(lines[0]).toMatchObject({game: 'nim', outcome: 'P', grundy: 0});
		expect(lines[1]).toEqual({error: 'line is empty (expected a JSON position)', kind: 'rule', path: []});
		expect(lines[2].error).toMatch(/^line is not valid JSON/);
		expect(lines[3]).toEqual({error: 'game is not a known game: "wat"', kind: 'unknown-name', path: ['game']});
		expect(lines[4]).toMatchObject({game: 'bash', outcome: 'N', grundy: 1, move: {take: 1}});
		expect(lines[5]).toEqual({error: 'position must be an object, got [[[...]]]', kind: 'wrong-type', path: ['position']});
		expect(lines[6]).toEqual({error: 'heaps[1] must be a non-negative integer, got {"a":[1,2,[...]]}', kind: 'not-an-integer', path: ['heaps', 1]});
		expect(code).toBe(1);
	});

	it('exits 0 from --jsonl when every line is good', async () => {
		const {code, stdout} = await run(['analyze', '--jsonl', '--moves'], '{"game":"bash","heap":2,"max":3}\n');
		expect(code).toBe(0);
		expect(JSON.parse(stdout)).toMatchObject({
			outcome: 'N',
			move: {take: 2},
			moves: [
				{move: {take: 1}, outcome: 'N'},
				{move: {take: 2}, outcome: 'P'},
			],
		});
	});

	it('prints help and version without a terminal', async () => {
		const help = await run(['--help']);
		expect(help.code).toBe(0);
		expect(help.stdout).toContain('game-arcade analyze <game> <position>');
		const version = await run(['--version']);
		expect(version.code).toBe(0);
		expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
	});

	it('refuses to open the arcade without a terminal, pointing to analyze', async () => {
		const {code, stderr} = await run([]);
		expect(code).toBe(1);
		expect(stderr).toMatch(/^game-arcade: .*game-arcade analyze/);
		expect(stderr.trim().split('\n')).toHaveLength(1);
	});
});

describe('game-arcade table', () => {
	it('prints text: the values in rows of ten, the P-positions, the period and its proof', async () => {
		const {code, stdout, stderr} = await run(['table', 'kayles', '--to', '30']);
		expect(stderr).toBe('');
		expect(code).toBe(0);
		expect(stdout).toContain('kayles: G(n), the Grundy value of a row of n, for n from 0 to 30');
		expect(stdout).toMatch(/^ 0 │ {2}0 {2}1 {2}2 {2}3 {2}1 {2}4 {2}3 {2}2 {2}1 {2}4$/m);
		expect(stdout).toContain('Period 12 from n = 71 (the octal periodicity theorem).');
	});

	it('prints CSV with a header row, JSON with the documented fields, and Markdown a README can paste', async () => {
		const csv = (await run(['table', 'subtraction', '--set', '2,3,7', '--to', '5', '--format', 'csv'])).stdout;
		expect(csv).toBe('n,value\n0,0\n1,0\n2,1\n3,1\n4,2\n5,0\n');
		const json = JSON.parse((await run(['table', 'subtraction', '--set', '2,3,7', '--format', 'json'])).stdout);
		expect(json).toMatchObject({version: 1, game: 'subtraction', params: {set: [2, 3, 7]}, from: 0, to: 100, period: {preperiod: 0, period: 5}});
		expect(json.values).toHaveLength(101);
		const markdown = (await run(['table', 'wythoff', '--to', '3', '--format', 'markdown'])).stdout;
		expect(markdown.split('\n').slice(0, 3)).toEqual(['| a \\ b | 0 | 1 | 2 | 3 |', '|---:|---:|---:|---:|---:|', '| **0** | 0 | 1 | 2 | 3 |']);
		const pairs = (await run(['table', 'wythoff', '--to', '10', '--format', 'csv'])).stdout;
		expect(pairs.split('\n')[0]).toBe('a,b,value');
	});

	it.each([
		[['table'], 2, 'game-arcade: table needs a game'],
		[['table', 'tree'], 2, 'game-arcade: tree has no one-parameter family to tabulate; games with tables: nim,'],
		[['table', 'chess'], 2, 'game-arcade: unknown game "chess"'],
		[['table', 'nim', '--format', 'xml'], 2, 'game-arcade: --format must be one of text, csv, json, markdown'],
		[['table', 'nim', '--to', 'x'], 1, 'game-arcade: --to must be a whole number, got "x"'],
		[['table', 'nim', '--to', '1000000'], 1, 'game-arcade: a table has at most 1000000 rows'],
		[['table', 'grundy', '--from', '10000001', '--to', '10000001'], 1, "game-arcade: a table job tabulates Grundy's game up to heap 10000000 at most"],
		[['table', 'grundy', '--to', '10000000'], 1, 'game-arcade: a table has at most 1000000 rows'],
		[['table', 'nim', '--prove'], 1, 'game-arcade: nim: --prove proves the period of an octal code'],
		[['table', 'bash'], 1, 'game-arcade: --max is needed (m, the most one move may take; e.g. bash 20 --max 3)'],
		[['table', 'wythoff', '--max', '3'], 2, 'game-arcade: --max does not apply to wythoff'],
		[['table', 'nim', '--moves'], 2, 'game-arcade: --moves does not apply to table'],
		[['play', 'nim', '--seed', 'x'], 2, 'game-arcade: --seed must be a whole number of at most 15 digits, got "x"'],
		[['train', '--seed', '-1'], 2, 'game-arcade: --seed must be a whole number'],
		[['analyze', 'nim', '3', '--seed', '5'], 2, 'game-arcade: --seed does not apply to analyze'],
	])('%j exits %i with one line', async (args, code, message) => {
		const result = await run(args);
		expect(result.code).toBe(code);
		expect(result.stderr.startsWith(message)).toBe(true);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
		expect(result.stdout).toBe('');
	});
});
