/**
 * The human form reads names the user chose (graph vertices, parts of a sum,
 * flags) as data: a name such as `__proto__`, `constructor` or `toString`
 * means the same as in the JSON form, never an object's prototype or an
 * inherited method.
 */
import {describe, expect, it, test} from 'vitest';
import {parseEdges, positionArgs, positionFromArgs, positionFromWords, readsBack} from '../../source/engine/human.js';
import {lookupGame} from '../../source/engine/catalog.js';
import type {JsonObject} from '../../source/engine/types.js';

const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function analysis(json: JsonObject): {grundy: unknown; outcome: unknown} {
	const game = lookupGame(json['game'] as string)!;
	const position = game.parse(json, '');
	return {grundy: game.grundy(position), outcome: game.outcome(position)};
}

describe('names from input are data', () => {
	test.each(names)('parseEdges keeps a vertex named %s as an own key with its successors', name => {
		const edges = parseEdges(`a:${name} ${name}:b ${name}:c`);
		expect(Object.getPrototypeOf(edges)).toBe(Object.prototype);
		expect(Object.keys(edges)).toEqual(['a', name]);
		expect(Object.getOwnPropertyDescriptor(edges, name)?.value).toEqual(['b', 'c']);
		expect(Object.getOwnPropertyDescriptor(edges, 'a')?.value).toEqual([name]);
	});

	test.each(names)('a graph with a vertex named %s: the human form and the JSON form agree', name => {
		// a → name → b: the name has a way out, so a is a P-position (value 0).
		const words = positionFromArgs('graph', ['a'], {edges: `a:${name} ${name}:b`});
		const json = JSON.parse(`{"game":"graph","edges":{"a":["${name}"],"${name}":["b"]},"tokens":["a"]}`) as JsonObject;
		expect(analysis(json)).toEqual({grundy: 0n, outcome: 'P'});
		expect(analysis(words)).toEqual(analysis(json));
	});

	test.each(names)('a token on %s, and the name as the only key', name => {
		const words = positionFromArgs('graph', [name], {edges: `${name}:x`});
		expect(analysis(words)).toEqual({grundy: 1n, outcome: 'N'});
	});

	test.each(names)('a graph part of a sum with a vertex named %s', name => {
		const sum = positionFromWords(['sum', `graph a --edges "a:${name} ${name}:b"`, 'nim 1']);
		// The graph part is worth 0 and the heap 1: the sum is worth 1.
		expect(analysis(sum)).toEqual({grundy: 1n, outcome: 'N'});
	});

	test.each(names)('a flag or a game named %s is refused in words, not looked up', name => {
		expect(() => positionFromWords(['nim', '3', `--${name}`])).toThrow(`--${name} does not apply to nim`);
		expect(() => positionFromWords([name, '3'])).toThrow(/unknown game/);
		expect(() => positionFromArgs('nim', ['3'], {[name]: '1'})).toThrow(`--${name} does not apply to nim`);
	});
});

describe('positionArgs and readsBack: the words a command line passes', () => {
	const graph = lookupGame('graph')!;
	const sum = lookupGame('sum')!;

	it('gives each argument unquoted, a part of a sum as one', () => {
		expect(positionArgs(graph, {game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'b']})).toEqual(['a', 'b', '--edges', 'a:b,c b:c']);
		const parts: JsonObject = {
			game: 'sum',
			parts: [
				{game: 'graph', edges: {a: ["it's"]}, tokens: ['a']},
				{game: 'bash', heap: 7, max: 3},
			],
		};
		expect(positionArgs(sum, parts)).toEqual(['graph a --edges "a:it\'s"', 'bash 7 --max 3']);
		expect(readsBack(sum, parts, positionArgs(sum, parts))).toBe(true);
	});

	test.each([
		['a vertex named with a space', {a: ['b c']}, ['a']],
		['a vertex named with a colon', {'a:b': ['c']}, ['a:b']],
		['a token starting with a dash', {'-h': ['b']}, ['-h']],
		['a token named as a flag', {'--misere': ['b']}, ['--misere']],
	])('%s does not read back: the JSON form is for it', (_, edges, tokens) => {
		const json = graph.toJSON(graph.parse({game: 'graph', edges, tokens}, '')) as JsonObject;
		expect(readsBack(graph, json, positionArgs(graph, json))).toBe(false);
	});

	it('a position that reads back', () => {
		const json = graph.toJSON(graph.parse({game: 'graph', edges: {"it's": ['$x', '`y`']}, tokens: ["it's"]}, '')) as JsonObject;
		expect(readsBack(graph, json, positionArgs(graph, json))).toBe(true);
	});
});
