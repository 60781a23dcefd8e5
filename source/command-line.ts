/**
 * The command line, parsed by meow, with the edges it leaves to its users
 * handled here:
 * - flags are checked before meow sees them, so an unknown one (or one with
 *   control characters in its name) gets one safe line and exit code 2;
 *   meow's own check (`allowUnknownFlags: false`) stays as a backstop;
 * - a word that looks like a negative number (`-3`, `-1e3`) is positional,
 *   so the game says "must be a non-negative integer" instead of meow
 *   reading it as the short flags `-1`, `-e`...;
 * - `-h` is `--help`; numbers are read as strings (meow's are floats);
 * - which flags a command accepts is checked by the caller (meow has no
 *   per-command flags).
 * Pure but for meow's reading of `process.argv`, which is passed in.
 */
import type {AnyFlag, AnyFlags} from 'meow';
import {distance} from 'fastest-levenshtein';
import {readFileSync} from 'node:fs';
import {UsageError} from './engine/types.js';
import {cliWords} from './i18n/cli/index.js';

export interface FlagSpec {
	readonly type: 'boolean' | 'string';
	readonly default?: boolean;
	readonly shortFlag?: string;
}

export interface CommandLine {
	/** The positional arguments. */
	readonly input: readonly string[];
	/** The flags, camel-cased, as meow gives them (declared defaults filled in). */
	readonly flags: Readonly<Record<string, string | boolean | undefined>>;
	/** The names of the flags given on the command line (camel-cased, without `no-`). */
	readonly given: ReadonlySet<string>;
}

const negativeNumber = /^-\.?\d/;
const camelCase = (name: string) => name.replace(/-+([a-z\d])/g, (_, c: string) => c.toUpperCase());
const kebabCase = (name: string) => name.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`);

/** Whether `a` is `b` with two neighbouring letters swapped (`nmi`, `jsno`). */
function swapped(a: string, b: string): boolean {
	if (a.length !== b.length) return false;
	let i = 0;
	while (i < a.length && a[i] === b[i]) i++;
	return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * The candidate `word` was most likely meant to be, or none: the nearest by
 * edit distance (Levenshtein), where two swapped neighbours count as one
 * edit and so does stopping short of a longer name (`form` for format, from
 * three letters on); at most 1 edit for words up to four letters, 2 for
 * longer ones. Between candidates as near, one that starts with the word
 * wins (`form`: format rather than from), then the one listed first.
 */
export function suggestion(word: string, candidates: Iterable<string>): string | undefined {
	const typed = word.toLowerCase();
	if (typed === '') return undefined;
	const most = typed.length <= 4 ? 1 : 2;
	let best: {candidate: string; edits: number; prefix: boolean} | undefined;
	for (const candidate of candidates) {
		const name = candidate.toLowerCase();
		if (name === typed) continue;
		const prefix = typed.length >= 3 && name.startsWith(typed);
		const edits = prefix || swapped(typed, name) ? 1 : distance(typed, name);
		if (edits > most || edits >= name.length) continue;
		if (best === undefined || edits < best.edits || (edits === best.edits && prefix && !best.prefix)) best = {candidate, edits, prefix};
	}
	return best?.candidate;
}

/** "; did you mean X?" for a suggestion, or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>, show: (candidate: string) => string = c => c): string {
	const found = suggestion(word, candidates);
	return found === undefined ? '' : cliWords('didYouMean', {candidate: show(found)});
}
const visible = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text).slice(1, -1);

/** The flag names in `argv` (before any `--`), checked against `spec`. Throws UsageError for an unknown one. */
function givenFlags(argv: readonly string[], spec: Readonly<Record<string, FlagSpec>>): Set<string> {
	const given = new Set<string>();
	const shorts = new Map(
		Object.entries(spec)
			.filter(([, flag]) => flag.shortFlag !== undefined)
			.map(([name, flag]) => [flag.shortFlag!, name]),
	);
	for (const arg of argv) {
		if (arg === '--') break;
		if (!arg.startsWith('-') || arg === '-' || negativeNumber.test(arg)) continue;
		if (!arg.startsWith('--')) {
			for (const letter of arg.slice(1)) {
				const name = shorts.get(letter);
				if (name === undefined) throw new UsageError(cliWords('unknownFlag', {flag: `-${visible(letter)}`}));
				given.add(name);
			}
			continue;
		}
		const raw = arg.slice(2).split('=', 1)[0]!;
		const name = camelCase(raw);
		if (Object.hasOwn(spec, name)) {
			given.add(name);
			continue;
		}
		const negated = raw.startsWith('no-') ? camelCase(raw.slice(3)) : undefined;
		if (negated !== undefined && Object.hasOwn(spec, negated) && spec[negated]!.type === 'boolean' && !arg.includes('=')) {
			given.add(negated);
			continue;
		}
		const near = didYouMean(raw, Object.keys(spec).map(kebabCase), flag => `--${flag}`);
		const flag = `--${visible(raw)}`;
		throw new UsageError(near === '' ? cliWords('unknownFlag', {flag}) : cliWords('unknownFlagNear', {flag, near}));
	}
	return given;
}

/** Whether `argv` asks for the boolean flag `name` itself (`--name`, or its short flag alone), before any `--`. */
function askedFor(argv: readonly string[], name: string, short?: string): boolean {
	for (const arg of argv) {
		if (arg === '--') return false;
		if (arg === `--${name}` || (short !== undefined && arg === `-${short}`)) return true;
	}
	return false;
}

function meowFlags(spec: Readonly<Record<string, FlagSpec>>): AnyFlags {
	const flags: AnyFlags = {};
	for (const [name, flag] of Object.entries(spec)) {
		const shortFlag = flag.shortFlag === undefined ? {} : {shortFlag: flag.shortFlag};
		flags[name] = (
			flag.type === 'boolean' ? {type: 'boolean', ...(flag.default === undefined ? {} : {default: flag.default}), ...shortFlag} : {type: 'string', ...shortFlag}
		) satisfies AnyFlag;
	}
	return flags;
}

export interface PackageInfo {
	readonly name: string;
	readonly version: string;
	readonly description: string;
}

/** The command line with no arguments: no positional words, every flag at its declared default (as meow gives them). */
export function emptyCommandLine(spec: Readonly<Record<string, FlagSpec>>): CommandLine {
	const flags: Record<string, string | boolean | undefined> = {};
	for (const [name, flag] of Object.entries(spec)) {
		if (flag.type === 'boolean') flags[name] = flag.default ?? false;
	}
	return {input: [], flags, given: new Set()};
}

/**
 * Parses `argv` with meow. Usage errors (an unknown flag, a string flag given
 * twice) throw `UsageError` with one line. meow is loaded only when there is
 * something to parse: a bare `game-arcade` (the menu) starts without it,
 * which is about 20 ms of its start-up (BENCHMARKS.md).
 */
export async function parseCommandLine(
	argv: readonly string[],
	spec: Readonly<Record<string, FlagSpec>>,
	importMeta: ImportMeta,
	info: PackageInfo,
): Promise<CommandLine> {
	if (argv.length === 0) return emptyCommandLine(spec);
	const given = givenFlags(argv, spec);
	// --help and --version are answered without meow (its chunk is a sixth of the entry's start-up).
	const asked = (['help', 'version'] as const).filter(name => Object.hasOwn(spec, name) && askedFor(argv, name, spec[name]!.shortFlag));
	if (asked.length > 0) {
		const empty = emptyCommandLine(spec);
		return {input: [], flags: {...empty.flags, ...Object.fromEntries(asked.map(name => [name, true]))}, given};
	}
	const {default: meow} = await import('meow');
	// Negative numbers reach meow as placeholders, and come back as they were.
	const negatives = new Map<string, string>();
	let separator = false;
	const args = argv.map((arg, i) => {
		if (arg === '--') separator = true;
		if (separator || !negativeNumber.test(arg)) return arg;
		const placeholder = `\u0000${i}`;
		negatives.set(placeholder, arg);
		return placeholder;
	});
	let cli: {input: string[]; flags: Record<string, unknown>};
	try {
		cli = meow({
			importMeta,
			argv: args,
			// The package, so meow does not look for package.json at every start.
			pkg: {name: info.name, version: info.version, description: info.description, bin: {[info.name]: 'dist/cli.js'}},
			autoHelp: false,
			autoVersion: false,
			allowUnknownFlags: false,
			flags: meowFlags(spec),
		});
	} catch (error) {
		// meow throws for a flag given twice: "The flag --max can only be set once."
		const message = error instanceof Error ? error.message : String(error);
		const twice = /--(\S+) can only be set once/.exec(message);
		throw new UsageError(twice ? cliWords('flagTwice', {flag: twice[1]!}) : message.split('\n')[0]!);
	}
	const restore = (value: unknown) => (typeof value === 'string' ? (negatives.get(value) ?? value) : value);
	const input = cli.input.map(word => negatives.get(word) ?? word);
	const flags = Object.fromEntries(Object.entries(cli.flags).map(([name, value]) => [name, restore(value)])) as Record<string, string | boolean | undefined>;
	return {input, flags, given};
}

/** The name, version and description from the package.json beside the entry's directory (`dist/` or `source/`). */
export function packageInfo(entryUrl: string): PackageInfo {
	try {
		const json = JSON.parse(readFileSync(new URL('../package.json', entryUrl), 'utf8')) as {name?: unknown; version?: unknown; description?: unknown};
		return {
			name: typeof json.name === 'string' ? json.name : 'game-arcade',
			version: typeof json.version === 'string' ? json.version : 'unknown',
			description: typeof json.description === 'string' ? json.description : '',
		};
	} catch {
		return {name: 'game-arcade', version: 'unknown', description: ''};
	}
}

/** The help screen: the description, then the usage text, each indented by two spaces. */
export function helpScreen(usage: string, description: string): string {
	const lines = usage
		.replace(/^\s*\n/, '')
		.replace(/\s+$/, '')
		.split('\n');
	const indent = Math.min(...lines.filter(l => l.trim() !== '').map(l => l.length - l.trimStart().length));
	const body = lines.map(l => (l.trim() === '' ? '' : `  ${l.slice(indent)}`)).join('\n');
	return description === '' ? `\n${body}\n\n` : `\n  ${description}\n\n${body}\n\n`;
}
