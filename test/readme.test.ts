/** The README's table of games is the catalog's: it fails when the committed table differs. */
import {expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gamesTable, tableEnd, tableStart} from '../scripts/games-table.js';

it('has the games table the catalog makes (run `npm run readme` to update it)', () => {
	const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
	const start = readme.indexOf(tableStart);
	const end = readme.indexOf(tableEnd);
	expect(start).toBeGreaterThan(0);
	expect(readme.slice(start, end + tableEnd.length)).toBe(gamesTable());
});
