/**
 * Every problem the judge knows, in the order of the course: one line each.
 * Adding a problem: its file in this folder and one line here.
 */
import type {Problem} from '../problem.js';
import {hdu1846} from './hdu1846.js';
import {hdu1527} from './hdu1527.js';
import {hdu2516} from './hdu2516.js';
import {hdu1850} from './hdu1850.js';
import {poj1704} from './poj1704.js';
import {hdu3537} from './hdu3537.js';
import {hdu3404} from './hdu3404.js';
import {hdu2486} from './hdu2486.js';
import {hdu1848} from './hdu1848.js';
import {hdu1536} from './hdu1536.js';
import {hdu3094} from './hdu3094.js';
import {poj3710} from './poj3710.js';

// biome-ignore format: one problem per line, so adding a problem is adding one line.
export const problems: readonly Problem[] = [
	hdu1846,
	hdu1527,
	hdu2516,
	hdu1850,
	poj1704,
	hdu3537,
	hdu3404,
	hdu2486,
	hdu1848,
	hdu1536,
	hdu3094,
	poj3710,
];

const byName = new Map<string, Problem>(problems.flatMap(problem => [problem.id, ...problem.aliases].map(name => [name, problem] as const)));

/** A problem by its id or an alias, in any case; undefined for anything else. */
export function lookupProblem(name: string): Problem | undefined {
	return byName.get(name.toLowerCase());
}

/** Every id and alias, for a suggestion after a typo. */
export const problemNames: readonly string[] = [...byName.keys()];
