import {describe, expect, it} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {conceptIds, conceptOf, conceptOfGame, concepts, lessonNumber} from '../../source/learn/concepts.js';

describe('the concept a game exercises', () => {
	it.each([
		['nim', 'nim-sum'],
		['bash', 'multiples'],
		['wythoff', 'wythoff'],
		['fibonacci', 'zeckendorf'],
		['ktimes', 'zeckendorf'],
		['subtraction', 'mex'],
		['primes', 'mex'],
		['graph', 'mex'],
		['coins', 'coins'],
		['staircase', 'staircase'],
		['corners', 'nim-product'],
		['tree', 'colon'],
		['kayles', 'breaking'],
		['dawson', 'breaking'],
		['octal', 'breaking'],
		['grundy', 'breaking'],
		['sum', 'sums'],
	])('%s exercises %s, as its own file declares', (id, concept) => {
		expect(lookupGame(id)?.concept).toBe(concept);
		expect(conceptOfGame(id)?.id).toBe(concept);
	});

	it('is misère for misère play of any game, and none for an id that is not a game', () => {
		for (const game of games) expect(conceptOfGame(game.id, true)?.id).toBe('misere');
		expect(conceptOfGame('__proto__')).toBeUndefined();
		expect(conceptOfGame('no-such-game')).toBeUndefined();
	});

	it('is one of the course concepts, each with its title and idea, in lesson order', () => {
		expect(concepts.map(c => c.id)).toEqual([...conceptIds]);
		for (const game of games) expect(conceptOf(game.concept!)).toBeDefined();
		expect(lessonNumber('nim-sum')).toBe(2);
		expect(lessonNumber('misere')).toBe(13);
	});
});
