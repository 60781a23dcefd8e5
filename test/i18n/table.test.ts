/**
 * `table`, the jobs and the cache listing in Chinese, run in-process: the
 * closed forms and notes, the jobs' titles and unit, the cache's entry names.
 * The English catalog says what the engine's own words say (English output
 * and JSON keep those), and CSV and JSON are the same in both languages.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import stringWidth from 'string-width';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {runCommands} from '../../source/commands.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {closedFormWords, noteWords} from '../../source/engine/family.js';
import {knownKey, knownName, quotientKey, subjectWords, valuesKey} from '../../source/engine/breaking-values.js';
import type {JobSubject} from '../../source/engine/job.js';
import {tableGames, tableJob, tableOf} from '../../source/engine/table.js';
import {formatTable} from '../../source/analyze/table-format.js';
import type {FamilyNote} from '../../source/engine/types.js';
import type {ClosedForm} from '../../source/engine/values.js';
import {cacheDir} from '../../source/cache/paths.js';
import {fileCache} from '../../source/cache/store.js';
import {runJobInTerminal} from '../../source/jobs/terminal.js';
import {setLanguage, type Language} from '../../source/i18n/language.js';
import {closedFormText, entryName, jobTitle, jobUnit, noteText} from '../../source/i18n/table/index.js';
import {initLab} from '../../source/ui/lab/state.js';
import {labLines} from '../../source/ui/lab/layout.js';
import {lineWidth, linesText} from '../../source/ui/lines.js';

const info = {name: 'game-arcade', version: '0.0.0', description: 'A terminal arcade of impartial combinatorial games.'};

/** Runs a command line in `language`, its output and exit code captured. */
async function run(language: Language, argv: string[]): Promise<{code: number; stdout: string; stderr: string}> {
	setLanguage(language);
	let stdout = '';
	let stderr = '';
	const out = vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
		stdout += String(chunk);
		return true;
	});
	const err = vi.spyOn(process.stderr, 'write').mockImplementation(chunk => {
		stderr += String(chunk);
		return true;
	});
	try {
		const code = await runCommands(argv, info);
		return {code, stdout, stderr};
	} finally {
		out.mockRestore();
		err.mockRestore();
	}
}

afterEach(() => setLanguage('en'));

/** Three English words in a row: a sentence left untranslated (ids, flags and notation are single words or symbols). */
const englishPhrase = /[A-Za-z]{2,}(?:[ ,;:()'’]+[A-Za-z]{2,}){2,}/;

/** Every kind of closed form once (the type makes a new kind fail here until it is added), with its numbers. */
const everyForm: Record<ClosedForm['kind'], readonly ClosedForm[]> = {
	formula: [{kind: 'formula', formula: 'G(n) = n mod 4'}],
	'every-head-one': [{kind: 'every-head-one'}],
	'multiple-of': [{kind: 'multiple-of', k: 3}],
	odious: [{kind: 'odious'}],
	'largest-power-of-2': [{kind: 'largest-power-of-2'}],
	'nim-product': [{kind: 'nim-product'}],
	'golden-pairs': [{kind: 'golden-pairs'}],
	'wythoff-misere': [{kind: 'wythoff-misere'}],
	'sibert-conway': [{kind: 'sibert-conway'}],
	zeckendorf: [
		{kind: 'zeckendorf', last: null},
		{kind: 'zeckendorf', last: 3n},
	],
	'k-times': [
		{kind: 'k-times', k: 3n, last: null},
		{kind: 'k-times', k: 3n, last: 2n},
	],
};
const forms = Object.values(everyForm).flat();

const everyNote: Record<FamilyNote['kind'], readonly FamilyNote[]> = {
	'no-period': [
		{kind: 'no-period', upTo: 19_999n, grundy: false},
		{kind: 'no-period', upTo: 100n, grundy: true},
	],
	misere: [{kind: 'misere'}],
};
const notes = Object.values(everyNote).flat();

const subjects: JobSubject[] = [
	{kind: 'values', table: {kind: 'grundys-game'}, last: 1_000_000},
	{kind: 'values', table: {kind: 'octal-code', code: '0.137'}, last: 300_000},
	{kind: 'prove', table: {kind: 'octal-code', code: '0.6'}, bound: 10_000_001},
];

describe('the English catalog says what the engine says', () => {
	test.each(forms)('closed form %o', form => {
		expect(closedFormText(form)).toBe(closedFormWords(form));
	});

	test.each(notes)('note %o', note => {
		expect(noteText(note)).toBe(noteWords(note));
	});

	test.each(subjects)('job %o', subject => {
		expect(jobTitle({subject})).toBe(subjectWords(subject));
		expect(jobUnit({unit: 'values'})).toBe('values');
	});

	test('cache entries, named as the engine keys them', () => {
		const keys = [
			knownKey({key: valuesKey({kind: 'grundys-game'})}, 1),
			knownKey({key: valuesKey({kind: 'octal-code', code: '0.137'})}, 2),
			knownKey({key: quotientKey('octal{"code":"0.137"}')}, 1),
		];
		for (const key of keys) expect(entryName(key)).toBe(key);
		expect(keys.map(knownName)).toEqual([
			{kind: 'values', table: {kind: 'grundys-game'}, method: 1},
			{kind: 'values', table: {kind: 'octal-code', code: '0.137'}, method: 2},
			{kind: 'quotient', rule: 'octal{"code":"0.137"}', method: 1},
		]);
		// A key the engine did not make is shown as it is, in every language.
		expect(knownName('something else')).toBeNull();
		setLanguage('zh-CN');
		expect(entryName('something else')).toBe('something else');
	});
});

describe('in Chinese', () => {
	test.each(forms)('closed form %o: no English sentence, and a formula as it is', form => {
		setLanguage('zh-CN');
		const text = closedFormText(form);
		expect(text).not.toMatch(englishPhrase);
		if (form.kind === 'formula') expect(text).toBe(form.formula);
		else expect(text).not.toBe(closedFormWords(form));
	});

	test.each(notes)('note %o', note => {
		setLanguage('zh-CN');
		expect(noteText(note)).not.toMatch(englishPhrase);
		if (note.kind === 'no-period') expect(noteText(note)).toContain(` ${note.upTo} `);
	});

	test('the numbers of a closed form after a take: the take and the most a part may be', () => {
		setLanguage('zh-CN');
		expect(closedFormText({kind: 'k-times', k: 3n, last: 2n})).toBe(
			'上一步取了 2 个时，必败态是 0，以及用 k = 3 的 K 倍动态减法序列贪心分解后最小一项大于 6 的堆',
		);
		// The sequence's rule as the explanation states it (1 2 3 4 6 8 11 15 for k = 3: 6 is one more than 5 = 4 + 1, the most 1 2 3 4 write greedily).
		expect(closedFormText({kind: 'k-times', k: 3n, last: null})).toBe('必败态是 k = 3 时 K 倍动态减法序列的各项（每一项都比用前面各项贪心能写出的最大数多 1）');
		expect(closedFormText({kind: 'zeckendorf', last: 3n})).toBe('上一步取了 3 个时，必败态是 0，以及 齐肯多夫表示中最小一项大于 6 的堆');
	});
});

/** The tables `table` makes, as a user asks for them: every kind of closed form, note and period proof. */
const tables = [
	['nim'],
	['nim', '--max', '4'],
	['nim', '--misere'],
	['wythoff'],
	['wythoff', '--misere'],
	['fibonacci', '--last', '3'],
	['ktimes', '--k', '3'],
	['subtraction', '--set', '1,3,4'],
	['coins', '--rule', 'single'],
	['coins', '--rule', 'consecutive', '--k', '3'],
	['coins', '--rule', 'mock-turtles'],
	['coins', '--rule', 'ruler'],
	['corners', '--to', '7'],
	['kayles'],
	['kayles', '--misere'],
	['grundy', '--to', '30'],
].map(args => [args.join(' '), args] as const);

describe('`table`', () => {
	test.each(tables)('%s: text and Markdown in Chinese, CSV and JSON as in English', async (_name, args) => {
		for (const format of ['text', 'markdown']) {
			const {code, stdout} = await run('zh-CN', ['table', ...args, '--format', format]);
			expect(code).toBe(0);
			// The title's game id and parameters are as typed ("coins（rule mock-turtles）").
			const lines = stdout.split('\n').slice(1);
			expect(lines.filter(l => englishPhrase.test(l))).toEqual([]);
		}
		for (const format of ['csv', 'json']) {
			const english = await run('en', ['table', ...args, '--format', format]);
			const chinese = await run('zh-CN', ['table', ...args, '--format', format]);
			expect(chinese).toEqual(english);
		}
	});

	test('English text keeps its closed forms and notes', async () => {
		const mock = await run('en', ['table', 'coins', '--rule', 'mock-turtles', '--to', '5']);
		expect(mock.stdout).toContain(
			'\nClosed form: the odious numbers (an odd number of 1 bits) in order: G(n) = 2(n − 1) or 2(n − 1) + 1, whichever is odious.\n',
		);
		const grundy = await run('en', ['table', 'grundy', '--to', '30']);
		expect(grundy.stdout).toContain("\nNo period found up to 30 (none is known for Grundy's game).\n");
		const single = await run('en', ['table', 'coins', '--rule', 'single', '--to', '5']);
		expect(single.stdout).toContain('\nPeriod 1 from n = 1 (closed form: every head is worth 1).\n');
		const misere = await run('en', ['table', 'nim', '--misere', '--to', '5']);
		expect(misere.stdout).toContain('\nMisère play: outcomes from the closed misère theory or an exhaustive search.\n');
	});

	test("an octal code's note, where no period is found within its bound", () => {
		// In-process without the command line: the code's values are computed once (a run of the command line starts afresh).
		const table = tableOf(lookupGame('octal')!, {code: '0.6'}, 0n, 10n);
		expect(table.noteData).toEqual({kind: 'no-period', upTo: 19_999n, grundy: false});
		expect(formatTable(table, 'text')).toContain('\nNo period found up to 19999.\n');
		setLanguage('zh-CN');
		expect(formatTable(table, 'text')).toContain('\n在 19999 以内没有找到周期。\n');
	});

	test('Chinese text words them', async () => {
		const mock = await run('zh-CN', ['table', 'coins', '--rule', 'single', '--to', '5']);
		expect(mock.stdout).toContain('\n从 n = 1 起周期为 1（公式：每枚正面硬币的 SG 值都是 1）。\n');
		// A row of pins as Chinese counts it: 一排 n 个球瓶 (it read 'n 个球瓶的一排的 SG 值').
		const kayles = await run('zh-CN', ['table', 'kayles', '--to', '5']);
		expect(kayles.stdout).toContain('kayles：G(n)，一排 n 个球瓶的 SG 值，n 从 0 到 5\n');
		const grundy = await run('zh-CN', ['table', 'grundy', '--to', '30']);
		expect(grundy.stdout).toContain('\n在 30 以内没有找到周期（Grundy 分堆游戏尚无已知的周期）。\n');
		const wythoff = await run('zh-CN', ['table', 'wythoff', '--to', '5']);
		expect(wythoff.stdout).toContain('\n公式：必败态（奇异局势）是数对 (⌊kφ⌋, ⌊kφ²⌋) 及其对称数对，φ 为黄金分割比。\n');
	});
});

describe.each([
	{columns: 80, rows: 24},
	{columns: 100, rows: 30},
])("the Lab's closed form and note lines in Chinese at $columns×$rows", size => {
	test.each([...tableGames])('%s', id => {
		setLanguage('zh-CN');
		const state = initLab(id);
		const lines = labLines(state, size);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
		const text = linesText(lines);
		expect(text.split('\n').filter(l => englishPhrase.test(l))).toEqual([]);
		const table = state.table!;
		const said =
			table.period !== null
				? null
				: table.closedFormData !== null
					? closedFormText(table.closedFormData)
					: table.noteData !== null
						? noteText(table.noteData)
						: null;
		// The line is there (cut to the width where it is long).
		if (said !== null) expect(text).toContain(said.slice(0, 16));
	});
});

describe('jobs', () => {
	test("a table's jobs: titles and unit in Chinese, the engine's words in English", () => {
		const grundy = tableJob(lookupGame('grundy')!, {}, 0n, 999_999n, false)!;
		const octal = tableJob(lookupGame('octal')!, {code: '0.6'}, 0n, 100n, true)!;
		expect(jobTitle(grundy)).toBe(grundy.title);
		expect(grundy.title).toBe("Grundy's game: the values of heaps 0 to 999999");
		expect(jobTitle(octal)).toBe(octal.title);
		expect(jobUnit(octal)).toBe(octal.unit);
		setLanguage('zh-CN');
		expect(jobTitle(grundy)).toBe('Grundy 分堆游戏：堆大小 0 到 999999 的 SG 值');
		expect(jobTitle(octal)).toMatch(/^八进制游戏 0\.6：计算 SG 值直到证明出周期（至多 \d+ 个）$/);
		expect(jobUnit(grundy)).toBe('个值');
	});

	test('the progress line on a terminal counts values in Chinese', async () => {
		setLanguage('zh-CN');
		let done = 0;
		let written = '';
		const job = {
			title: 'count',
			subject: {kind: 'values', table: {kind: 'grundys-game'}, last: 9},
			unit: 'values' as const,
			total: 10,
			done: () => done,
			step: () => ++done >= 10,
			finish: () => done,
		} satisfies Parameters<typeof runJobInTerminal>[0];
		const stderr = {isTTY: true, columns: 100, write: (text: string) => (written += text)};
		expect(await runJobInTerminal(job, {stderr, stdin: {isTTY: false, on() {}, off() {}, resume() {}, pause() {}}})).toBe(10);
		expect(written).toMatch(/\d+\/10 个值 /);
		expect(written).not.toContain(' values ');
	});
});

describe('`cache` lists its entries by name', () => {
	test('in Chinese, the names aligned by display width; in English, the keys', async () => {
		const saved = process.env['XDG_CACHE_HOME'];
		const dir = mkdtempSync(join(tmpdir(), 'game-arcade-table-test-'));
		process.env['XDG_CACHE_HOME'] = dir;
		try {
			const cache = fileCache({dir: cacheDir()!});
			const keys = [
				knownKey({key: valuesKey({kind: 'grundys-game'})}, 1),
				knownKey({key: valuesKey({kind: 'octal-code', code: '0.137'})}, 1),
				knownKey({key: quotientKey('octal{"code":"0.137"}')}, 1),
			];
			cache.write(keys[0]!, {kind: 'record'}, new Uint8Array(3000));
			cache.write(keys[1]!, {kind: 'record'}, new Uint8Array(10));
			cache.write(keys[2]!, {kind: 'record'}, new Uint8Array(100));
			const english = await run('en', ['cache']);
			expect(english.code).toBe(0);
			for (const key of keys) expect(english.stdout).toContain(`  ${key}  `);
			const chinese = await run('zh-CN', ['cache']);
			expect(chinese.code).toBe(0);
			const rows = chinese.stdout.split('\n').filter(l => l.endsWith('.entry'));
			expect(rows).toHaveLength(3);
			expect(chinese.stdout).toContain('  Grundy 分堆游戏的 SG 值（取值方法第 1 版）  ');
			expect(chinese.stdout).toContain('  八进制游戏 0.137 的 SG 值（取值方法第 1 版）  ');
			expect(chinese.stdout).toContain('  octal{"code":"0.137"} 的反常商（取值方法第 1 版）  ');
			expect(rows.filter(l => englishPhrase.test(l))).toEqual([]);
			// The sizes end in one column, and so the paths start in one.
			const pathStart = rows.map(row => stringWidth(row.slice(0, row.indexOf(dir))));
			expect(new Set(pathStart).size).toBe(1);
		} finally {
			process.env['XDG_CACHE_HOME'] = saved;
			rmSync(dir, {recursive: true, force: true});
		}
	});
});
