/**
 * Every catalog under source/i18n/<area>/ against its English: the same keys
 * (a translation may leave out plural forms its language has not), the same
 * `{{values}}`, and no message left in English. The type check catches a
 * missing key already; this catches a changed value name and an untranslated
 * copy.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';

const root = join(import.meta.dirname, '../../source/i18n');
const areas = readdirSync(root, {withFileTypes: true})
	.filter(entry => entry.isDirectory())
	.map(entry => entry.name);

const slots = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map(m => m[1]).sort();
const pluralForm = /_(zero|one|two|few|many)$/;
// Words that stay as they are in Chinese text: names, notation, commands.
const kept =
	/`[^`]*`|--[a-z-]+|\{\{\w+\}\}|\b(?:Nim|SG|mex|Kayles|Wythoff|Zeckendorf|Grundy|P|N|JSON|CSV|Markdown|LC_ALL|LC_MESSAGES|LANG|en|zh-CN|game-arcade|Esc|Enter|Tab|Ctrl|Shift)\b/g;

test('there are catalogs', () => {
	expect(areas.length).toBeGreaterThan(0);
});

describe.each(areas)('the %s catalog', async area => {
	const {en} = (await import(join(root, area, 'en.ts'))) as {en: Record<string, string>};
	const {zhCN} = (await import(join(root, area, 'zh-CN.ts'))) as {zhCN: Record<string, string | undefined>};

	test('has every English key in Chinese, and no other', () => {
		const needed = Object.keys(en).filter(key => !pluralForm.test(key));
		expect(Object.keys(zhCN).filter(key => !Object.hasOwn(en, key))).toEqual([]);
		expect(needed.filter(key => zhCN[key] === undefined)).toEqual([]);
	});

	test('keeps every value of every message', () => {
		for (const [key, message] of Object.entries(zhCN)) {
			if (message === undefined) continue;
			expect(slots(message), key).toEqual(slots(en[key]!));
		}
	});

	test('leaves no English sentence', () => {
		for (const [key, message] of Object.entries(zhCN)) {
			if (message === undefined || message === '') continue;
			const english = message.replace(kept, '').match(/[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/);
			expect(english?.[0], key).toBeUndefined();
		}
	});
});

test("the judge's verdict and phase names live in its catalog alone (the Problems screen reads them there)", async () => {
	const elsewhere: string[] = [];
	for (const area of areas.filter(area => area !== 'judge')) {
		const {en} = (await import(join(root, area, 'en.ts'))) as {en: Record<string, string>};
		elsewhere.push(
			...Object.keys(en)
				.filter(key => /^(verdict|phase)_/.test(key))
				.map(key => `${area}: ${key}`),
		);
	}
	const {en: judge} = (await import(join(root, 'judge', 'en.ts'))) as {en: Record<string, string>};
	expect(Object.keys(judge).filter(key => /^(verdict|phase)_/.test(key)).length).toBe(12);
	expect(elsewhere).toEqual([]);
});
