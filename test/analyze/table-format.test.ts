/**
 * Tables as text, CSV, JSON and Markdown at the largest size `table`
 * accepts: 10^6 rows are written whole, with no argument-count failure on the
 * way (the widest cell was once found by spreading every value into one call).
 */
import {describe, expect, it} from 'vitest';
import {formatTable} from '../../source/analyze/table-format.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {maxTableRows, tableOf} from '../../source/engine/table.js';
import {positionWords} from '../../source/engine/human.js';

describe('a table of 10^6 rows', () => {
	const nim = tableOf(lookupGame('nim')!, {}, 0n, BigInt(maxTableRows - 1));

	it('is written as text: a header, a line for every ten values, and the summary', () => {
		const lines = formatTable(nim, 'text').split('\n');
		// Seven-digit values: the cells are as wide as the widest.
		expect(lines[2]).toBe(`       │ ${Array.from({length: 10}, (_, j) => `+${j}`.padStart(6)).join(' ')}`);
		expect(lines).toContain(`999990 │ ${Array.from({length: 10}, (_, j) => String(999_990 + j).padStart(6)).join(' ')}`);
		expect(lines.filter(line => line.includes(' │ ')).length).toBe(maxTableRows / 10 + 1);
		expect(lines.some(line => line.startsWith('Closed form: G(n) = n'))).toBe(true);
	});

	it('is written as CSV, one line a value', () => {
		const csv = formatTable(nim, 'csv');
		expect(csv.startsWith('n,value\n0,0\n1,1\n')).toBe(true);
		expect(csv.endsWith('\n999999,999999\n')).toBe(true);
		expect(csv.split('\n').length).toBe(maxTableRows + 2);
	});
});

describe('the words of a large position', () => {
	it('are written for a tree of 3·10^5 nodes (more than a spread may pass)', () => {
		const parents = Array.from({length: 300_000}, () => 0);
		const words = positionWords(lookupGame('tree')!, {game: 'tree', parents});
		expect(words.split(' ').length).toBe(300_000);
	});
});
