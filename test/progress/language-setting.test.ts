/** The saved language: read, written, merged, refused when it is no language; read alone at the start (paths.ts). */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {emptyProgress, mergeProgress, parseProgress, serializeProgress, withLanguage} from '../../source/progress/progress.js';
import {savedLanguage} from '../../source/progress/paths.js';

const dir = mkdtempSync(join(tmpdir(), 'game-arcade-language-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

test('is written and read back; a file without it has none', () => {
	const chinese = withLanguage(emptyProgress(), 'zh-CN');
	const text = serializeProgress(chinese);
	expect(text).toContain('"language":"zh-CN"');
	expect(parseProgress(text).language).toBe('zh-CN');
	expect(serializeProgress(emptyProgress())).not.toContain('language');
	expect(parseProgress(serializeProgress(emptyProgress())).language).toBeUndefined();
});

test('is refused when it is no language', () => {
	const text = serializeProgress(withLanguage(emptyProgress(), 'zh-CN')).replace('"zh-CN"', '"fr"');
	expect(() => parseProgress(text)).toThrow('settings.language must be one of en, zh-CN, got "fr"');
});

test("a session's change wins over the disk's, else the disk's stays", () => {
	const base = emptyProgress();
	expect(mergeProgress(withLanguage(base, 'en'), base, withLanguage(base, 'zh-CN')).language).toBe('zh-CN');
	expect(mergeProgress(withLanguage(base, 'en'), base, base).language).toBe('en');
});

test('is read alone before the command line, and a broken file gives none', () => {
	writeFileSync(join(dir, 'progress.json'), serializeProgress(withLanguage(emptyProgress(), 'zh-CN')));
	expect(savedLanguage(dir)).toBe('zh-CN');
	writeFileSync(join(dir, 'progress.json'), '{"settings": {"language": "klingon"}}');
	expect(savedLanguage(dir)).toBeNull();
	writeFileSync(join(dir, 'progress.json'), 'not json');
	expect(savedLanguage(dir)).toBeNull();
});
