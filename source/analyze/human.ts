/**
 * The human form of positions on the command line, e.g. `nim 3 4 5 --max 3`,
 * `coins THHTTH --rule mock-turtles`, `corners 1,2 3,4`, turned into the JSON
 * form the engine reads. Numbers stay decimal strings so they keep every digit.
 */
import {InputError, type Json, type JsonObject} from '../engine/types.js';

/** Game parameters given as flags. */
export interface PositionFlags {
	readonly max?: string;
	readonly k?: string;
	readonly last?: string;
	readonly set?: string;
	readonly rule?: string;
	readonly misere?: boolean;
	readonly edges?: string;
}

export class UsageError extends Error {
	override readonly name = 'UsageError';
}

const flagNames = ['max', 'k', 'last', 'set', 'rule', 'misere', 'edges'] as const;

type Reader = (args: readonly string[], flags: PositionFlags) => JsonObject;

function need(args: readonly string[], count: number | 'some', what: string): void {
	if (count === 'some' ? args.length === 0 : args.length !== count) {
		throw new InputError(`expected ${what}, got ${args.length === 0 ? 'nothing' : args.join(' ')}`);
	}
}

function allow(game: string, flags: PositionFlags, allowed: readonly string[]): void {
	for (const name of flagNames) {
		if (flags[name] !== undefined && flags[name] !== false && !allowed.includes(name)) {
			throw new UsageError(`--${name} does not apply to ${game}`);
		}
	}
}

const optional = (key: string, value: string | undefined): JsonObject => (value === undefined ? {} : {[key]: value});

function list(text: string, what: string): string[] {
	const items = text.split(',').map(s => s.trim());
	if (items.some(s => s === '')) throw new InputError(`${what} must be a comma-separated list, got "${text}"`);
	return items;
}

/** `a:b,c b:c c:` (groups separated by spaces or semicolons) as an adjacency object. */
export function parseEdges(text: string): JsonObject {
	const edges: {[v: string]: Json} = {};
	for (const group of text.split(/[\s;]+/).filter(Boolean)) {
		const colon = group.indexOf(':');
		if (colon <= 0) throw new InputError(`--edges: "${group}" must look like v:w1,w2 (or v: for no edges)`);
		const from = group.slice(0, colon);
		const targets = group.slice(colon + 1).split(',').filter(Boolean);
		const existing = (edges[from] as string[] | undefined) ?? [];
		edges[from] = [...existing, ...targets];
	}
	return edges;
}

const readers: Record<string, Reader> = {
	bash(args, flags) {
		allow('bash', flags, ['max', 'misere']);
		need(args, 1, 'one heap size, e.g. bash 20 --max 3');
		if (flags.max === undefined) throw new InputError('bash needs --max m, the most one move may take');
		return {game: 'bash', heap: args[0]!, max: flags.max, ...(flags.misere ? {misere: true} : {})};
	},
	nim(args, flags) {
		allow('nim', flags, ['max', 'misere']);
		need(args, 'some', 'heap sizes, e.g. nim 3 4 5');
		return {game: 'nim', heaps: [...args], ...optional('max', flags.max), ...(flags.misere ? {misere: true} : {})};
	},
	wythoff(args, flags) {
		allow('wythoff', flags, []);
		need(args, 2, 'two heap sizes, e.g. wythoff 3 5');
		return {game: 'wythoff', heaps: [...args]};
	},
	fibonacci(args, flags) {
		allow('fibonacci', flags, ['last']);
		need(args, 1, 'one heap size, e.g. fibonacci 20 (--last L after a take of L)');
		return {game: 'fibonacci', heap: args[0]!, ...optional('last', flags.last)};
	},
	ktimes(args, flags) {
		allow('ktimes', flags, ['k', 'last']);
		need(args, 1, 'one heap size, e.g. ktimes 19 --k 3');
		if (flags.k === undefined) throw new InputError('ktimes needs --k K, the multiple of the last take');
		return {game: 'ktimes', heap: args[0]!, k: flags.k, ...optional('last', flags.last)};
	},
	subtraction(args, flags) {
		allow('subtraction', flags, ['set']);
		need(args, 'some', 'heap sizes, e.g. subtraction 10 11 --set 1,3,4');
		if (flags.set === undefined) throw new InputError('subtraction needs --set, e.g. --set 1,3,4');
		return {game: 'subtraction', heaps: [...args], set: list(flags.set, '--set')};
	},
	primes(args, flags) {
		allow('primes', flags, []);
		need(args, 'some', 'heap sizes, e.g. primes 10 11');
		return {game: 'primes', heaps: [...args]};
	},
	coins(args, flags) {
		allow('coins', flags, ['rule', 'k']);
		need(args, 1, 'a row of coins, e.g. coins THHTTH --rule mock-turtles');
		if (flags.rule === undefined) throw new InputError('coins needs --rule (single, one-or-two, consecutive, subtract3, twins, mock-turtles, ruler)');
		return {game: 'coins', coins: args[0]!, rule: flags.rule, ...optional('k', flags.k)};
	},
	staircase(args, flags) {
		allow('staircase', flags, []);
		need(args, 'some', 'chip cells, e.g. staircase 1 4 7');
		return {game: 'staircase', chips: [...args]};
	},
	corners(args, flags) {
		allow('corners', flags, []);
		need(args, 'some', 'lit cells as x,y, e.g. corners 1,2 3,4');
		return {
			game: 'corners',
			lit: args.map(cell => {
				const parts = cell.split(',');
				if (parts.length !== 2 || parts.some(p => p.trim() === '')) throw new InputError(`corners: "${cell}" must be a cell x,y`);
				return parts.map(p => p.trim());
			}),
		};
	},
	tree(args, flags) {
		allow('tree', flags, []);
		need(args, 'some', 'the parent of each node 1..n (0 is the ground), e.g. tree 0 1 1 0');
		return {game: 'tree', parents: [...args]};
	},
	graph(args, flags) {
		allow('graph', flags, ['edges']);
		if (flags.edges === undefined) throw new InputError('graph needs --edges, e.g. --edges "a:b,c b:c"');
		need(args, 'some', 'the vertices the tokens stand on, e.g. graph a b --edges "a:b,c b:c"');
		return {game: 'graph', edges: parseEdges(flags.edges), tokens: [...args]};
	},
	sum(args, flags) {
		allow('sum', flags, []);
		need(args, 'some', 'quoted parts, e.g. sum "nim 3 4 5" "bash 20 --max 3"');
		return {game: 'sum', parts: args.map(part => positionFromWords(splitWords(part)))};
	},
};

export const humanGames: readonly string[] = Object.keys(readers);

/** Splits a part such as `coins "THH" --rule ruler` into words. */
export function splitWords(text: string): string[] {
	const words: string[] = [];
	for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]!);
	return words;
}

/** A part of a sum given as words: game, numbers, flags. */
export function positionFromWords(words: readonly string[]): JsonObject {
	const [game, ...rest] = words;
	if (game === undefined) throw new InputError('a part of the sum is empty');
	const args: string[] = [];
	const flags: {[name: string]: string | boolean} = {};
	for (let i = 0; i < rest.length; i++) {
		const word = rest[i]!;
		if (!word.startsWith('--')) {
			args.push(word);
			continue;
		}
		const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
		if (!(flagNames as readonly string[]).includes(name)) throw new UsageError(`unknown flag --${name} in "${words.join(' ')}"`);
		if (name === 'misere') {
			flags[name] = true;
		} else {
			const value = inline ?? rest[++i];
			if (value === undefined) throw new UsageError(`--${name} needs a value in "${words.join(' ')}"`);
			flags[name] = value;
		}
	}
	return positionFromArgs(game, args, flags as PositionFlags);
}

/** The JSON position for `analyze <game> <args...> [flags]`. */
export function positionFromArgs(game: string, args: readonly string[], flags: PositionFlags): JsonObject {
	const reader = readers[game];
	if (!reader) throw new UsageError(`unknown game "${game}" (games: ${humanGames.join(', ')})`);
	return reader(args, flags);
}
