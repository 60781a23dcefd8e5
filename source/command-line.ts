/**
 * The command line, parsed: flags as declared, everything else positional.
 * It replaces meow, whose dependencies (package.json normalisation, license
 * lists...) cost about a tenth of the arcade's start-up, with the subset the
 * CLI uses:
 * - `--name value` and `--name=value` for string flags; a string flag given
 *   twice becomes an array (the CLI reports it); one given no value is "";
 * - `--name`, `--name=true|false` and `--no-name` for boolean flags;
 * - `--kebab-case` names reach the flag `kebabCase`;
 * - unknown flags (`--x`, `-x`) are collected in `unnormalizedFlags` for the
 *   CLI to report; a negative number such as `-3` is positional;
 * - everything after `--` is positional.
 * Pure: the CLI prints the help and the version.
 */
import {readFileSync} from 'node:fs';

export interface FlagSpec {
	readonly type: 'boolean' | 'string';
	readonly default?: boolean | string;
}

type FlagValue<S extends FlagSpec> = S['type'] extends 'boolean' ? boolean : string;

export type Flags<Spec extends Record<string, FlagSpec>> = {
	readonly [K in keyof Spec]: Spec[K] extends {readonly default: boolean | string} ? FlagValue<Spec[K]> : FlagValue<Spec[K]> | undefined;
};

export interface CommandLine<Spec extends Record<string, FlagSpec>> {
	/** The positional arguments. */
	readonly input: readonly string[];
	/** The declared flags, with their defaults. */
	readonly flags: Flags<Spec>;
	/** Every flag given, declared or not, by the name it was given (without dashes and "no-"). */
	readonly unnormalizedFlags: Readonly<Record<string, unknown>>;
	/** `--help` was given (before any `--`). */
	readonly help: boolean;
	/** `--version` was given (before any `--`). */
	readonly version: boolean;
}

const negativeNumber = /^-\d+(\.\d+)?$/;

const camelCase = (name: string) => name.replace(/-+([a-z\d])/g, (_, c: string) => c.toUpperCase());

export function parseCommandLine<Spec extends Record<string, FlagSpec>>(argv: readonly string[], spec: Spec): CommandLine<Spec> {
	const input: string[] = [];
	const values: Record<string, unknown> = {};
	const given: Record<string, unknown> = {};
	let help = false;
	let version = false;
	// A string flag given twice keeps both values (the CLI refuses it); a boolean keeps the last.
	const set = (name: string, value: unknown) => {
		const previous = values[name];
		if (typeof value === 'boolean') {
			values[name] = value;
			return;
		}
		values[name] = previous === undefined ? value : Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
	};
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!;
		if (arg === '--') {
			input.push(...argv.slice(i + 1));
			break;
		}
		if (!arg.startsWith('-') || arg === '-' || negativeNumber.test(arg)) {
			input.push(arg);
			continue;
		}
		if (!arg.startsWith('--')) {
			// Short flags: none is declared; each letter is reported as unknown.
			for (const letter of arg.slice(1)) given[letter] = true;
			continue;
		}
		const equals = arg.indexOf('=');
		const rawName = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
		const inline = equals === -1 ? undefined : arg.slice(equals + 1);
		if (rawName === 'help' || rawName === 'version') {
			if (rawName === 'help') help = true;
			else version = true;
			given[rawName] = true;
			continue;
		}
		const name = camelCase(rawName);
		const flag = Object.hasOwn(spec, name) ? spec[name] : undefined;
		const negated = rawName.startsWith('no-') ? camelCase(rawName.slice(3)) : undefined;
		const negatedFlag = negated !== undefined && Object.hasOwn(spec, negated) ? spec[negated] : undefined;
		if (flag === undefined && negatedFlag?.type === 'boolean' && inline === undefined) {
			given[rawName.slice(3)] = false;
			set(negated!, false);
			continue;
		}
		if (flag === undefined) {
			given[negated !== undefined && inline === undefined ? rawName.slice(3) : rawName] = inline ?? true;
			continue;
		}
		let value: boolean | string;
		if (flag.type === 'boolean') {
			if (inline !== undefined) {
				value = inline !== 'false';
			} else if (argv[i + 1] === 'true' || argv[i + 1] === 'false') {
				value = argv[++i] === 'true';
			} else {
				value = true;
			}
		} else if (inline !== undefined) {
			value = inline;
		} else {
			const next = argv[i + 1];
			value = next !== undefined && (!next.startsWith('-') || negativeNumber.test(next)) ? argv[++i]! : '';
		}
		given[rawName] = value;
		set(name, value);
	}
	for (const [name, flag] of Object.entries(spec)) {
		if (values[name] === undefined && flag.default !== undefined) values[name] = flag.default;
	}
	return {input, flags: values as Flags<Spec>, unnormalizedFlags: given, help, version};
}

export interface PackageInfo {
	readonly version: string;
	readonly description: string;
}

/** The version and description from the package.json beside the entry's directory (`dist/` or `source/`). */
export function packageInfo(entryUrl: string): PackageInfo {
	try {
		const json = JSON.parse(readFileSync(new URL('../package.json', entryUrl), 'utf8')) as {version?: unknown; description?: unknown};
		return {
			version: typeof json.version === 'string' ? json.version : 'unknown',
			description: typeof json.description === 'string' ? json.description : '',
		};
	} catch {
		return {version: 'unknown', description: ''};
	}
}

/** The help screen: the description, then the usage text, each indented by two spaces. */
export function helpScreen(usage: string, description: string): string {
	const lines = usage.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
	const indent = Math.min(...lines.filter(l => l.trim() !== '').map(l => l.length - l.trimStart().length));
	const body = lines.map(l => (l.trim() === '' ? '' : `  ${l.slice(indent)}`)).join('\n');
	return description === '' ? `\n${body}\n\n` : `\n  ${description}\n\n${body}\n\n`;
}
