/**
 * The JSON forms are documented as JSON Schema files (schemas/), and real
 * output is validated against them with Ajv: `analyze --json` and `--jsonl`
 * (results, moves and errors) for every game's examples, and `table
 * --format json` for every game with a table, in one and two dimensions.
 */
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {Ajv2020} from 'ajv/dist/2020.js';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {jsonlLine, readPosition, resultObject, resultText} from '../../source/analyze/run.js';
import {knownKey, setKnownValues, valuesMethods} from '../../source/engine/breaking-values.js';
import {OctalSparse} from '../../source/engine/octal-sparse.js';
import {defaultRange, tableGames, tableOf} from '../../source/engine/table.js';
import {formatTable, tableJson} from '../../source/analyze/table-format.js';

const schema = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../schemas/${name}`, import.meta.url)), 'utf8')) as object;
const ajv = new Ajv2020({allErrors: true, strict: true});
const analyzeValid = ajv.compile(schema('analyze-result.schema.json'));
const tableValid = ajv.compile(schema('table.schema.json'));

/** Parameters for a game's table (its required ones). */
const tableParams: Record<string, Record<string, string>> = {
	bash: {max: '3'},
	subtraction: {set: '1,3,4'},
	octal: {code: '0.137'},
	coins: {rule: 'mock-turtles'},
	ktimes: {k: '2'},
};

describe('analyze results', () => {
	it.each(games.map(game => [game.id, game] as const))('%s: every example, with --moves, matches the schema', (_id, game) => {
		for (const example of game.examples) {
			const result = JSON.parse(
				JSON.stringify(resultObject(readPosition(example.position), {moves: game.moveCount(game.parse(example.position, '')) <= 2000n})),
			);
			expect(analyzeValid(result), JSON.stringify(analyzeValid.errors)).toBe(true);
			expect(result.version).toBe(1);
		}
	});

	it('a misère result of each method matches it: theory, quotient and search; an unknown method does not', () => {
		const methods = [
			'{"game":"nim","heaps":[1,2],"misere":true}',
			'{"game":"dawson","heaps":[4,11,11],"misere":true}',
			'{"game":"grundy","heaps":[19,10,16],"misere":true}',
		].map(line => JSON.parse(jsonlLine(line).text));
		expect(methods.map(result => result.method)).toEqual(['theory', 'quotient', 'search']);
		for (const result of methods) expect(analyzeValid(result), JSON.stringify(analyzeValid.errors)).toBe(true);
		expect(analyzeValid({...methods[1], method: 'guess'})).toBe(false);
	});

	it('error lines of --jsonl match it too; a result missing a field does not', () => {
		const error = JSON.parse(jsonlLine('{"game":"chess"}').text);
		expect(analyzeValid(error)).toBe(true);
		expect(error).toEqual({error: 'game is not a known game: "chess"', kind: 'unknown-name', path: ['game']});
		const inPart = JSON.parse(jsonlLine('{"game":"sum","parts":[{"game":"nim","heaps":[1]},{"game":"nim","heaps":[1,"x"]}]}').text);
		expect(analyzeValid(inPart), JSON.stringify(analyzeValid.errors)).toBe(true);
		expect(inPart).toMatchObject({kind: 'not-an-integer', path: ['parts', 1, 'heaps', 1]});
		expect(analyzeValid({error: 'x', kind: 'no-such-kind'})).toBe(false);
		const {version: _v, ...missing} = JSON.parse(jsonlLine('{"game":"nim","heaps":[1,2]}').text);
		expect(analyzeValid(missing)).toBe(false);
	});
});

describe('where the values came from', () => {
	it('"source" says "computed", or "cache" where a value was read from the cache; nothing else matches', () => {
		const computed = JSON.parse(jsonlLine('{"game":"octal","code":"0.6","heaps":[7]}').text);
		expect(computed.source).toBe('computed');
		// 0.6's own bound is 20,000 values: a heap past it is read from the known values (true ones here).
		const sparse = new OctalSparse([6]);
		sparse.extend(20_100);
		const values = sparse.values.slice(0, 20_100);
		setKnownValues({get: key => (key === knownKey({key: 'octal 0.6'}, valuesMethods.octal) ? {values, period: null} : null), put: () => {}});
		try {
			const cached = JSON.parse(jsonlLine('{"game":"octal","code":"0.6","heaps":[20050]}').text);
			expect(cached).toMatchObject({source: 'cache', grundy: values[20_050]});
			expect(analyzeValid(cached), JSON.stringify(analyzeValid.errors)).toBe(true);
			expect(resultText(readPosition({game: 'octal', code: '0.6', heaps: [20_050]}))).toMatch(/^Source: values read from the cache/m);
			expect(resultText(readPosition({game: 'octal', code: '0.6', heaps: [7]}))).not.toMatch(/^Source:/m);
			expect(analyzeValid({...cached, source: 'elsewhere'})).toBe(false);
		} finally {
			setKnownValues(null);
		}
	});
});

describe('tables', () => {
	it.each(tableGames.map(id => [id] as const))('%s: the JSON table matches the schema', id => {
		const game = lookupGame(id)!;
		const params = Object.fromEntries(Object.entries(tableParams[id] ?? {}).map(([key, value]) => [key, key === 'set' ? value.split(',') : value]));
		const range = defaultRange(game);
		const table = tableOf(game, params, range.from, range.to > 40n ? 40n : range.to);
		const json = JSON.parse(formatTable(table, 'json'));
		expect(tableValid(json), JSON.stringify(tableValid.errors)).toBe(true);
		expect(json).toEqual(JSON.parse(JSON.stringify(tableJson(table))));
	});

	it('integers beyond 2^53 are strings, and the schema takes them', () => {
		const corners = tableOf(lookupGame('corners')!, {}, (1n << 62n) - 2n, (1n << 62n) + 1n);
		const json = JSON.parse(formatTable(corners, 'json'));
		expect(typeof json.from).toBe('string');
		expect(tableValid(json), JSON.stringify(tableValid.errors)).toBe(true);
	});
});
