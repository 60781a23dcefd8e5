import {describe, expect, test} from 'vitest';
import {chooseLanguage, langArgument, localeLanguage, localeName, readLanguage} from '../../source/i18n/language.js';

describe('the locale', () => {
	test.each([
		['zh_CN.UTF-8', 'zh-CN', false],
		['zh', 'zh-CN', false],
		['zh_SG', 'zh-CN', false],
		['zh-Hans', 'zh-CN', false],
		['zh-Hans-HK', 'zh-CN', false],
		['zh_TW.UTF-8', 'zh-CN', true],
		['zh_HK', 'zh-CN', true],
		['zh-Hant', 'zh-CN', true],
		['en_US.UTF-8', 'en', false],
		['C', 'en', false],
		['POSIX', 'en', false],
		['C.UTF-8', 'en', false],
		['fr_FR@euro', 'en', false],
		['zhx', 'en', false],
		['', 'en', false],
	])('%j gives %s', (locale, language, traditional) => {
		expect(localeLanguage(locale)).toEqual({language, traditional});
	});

	test('LC_ALL, then LC_MESSAGES, then LANG; an empty variable counts as unset', () => {
		expect(localeName({LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8'})).toBe('zh_CN.UTF-8');
		expect(localeName({LC_ALL: '', LANG: 'zh_CN.UTF-8'})).toBe('zh_CN.UTF-8');
		expect(localeName({LC_MESSAGES: 'zh_SG', LANG: 'C'})).toBe('zh_SG');
		expect(localeName({LC_ALL: '', LC_MESSAGES: '', LANG: ''})).toBeUndefined();
		expect(localeName({})).toBeUndefined();
	});

	test('the flag wins over the saved setting, which wins over the locale', () => {
		const env = {LANG: 'zh_CN.UTF-8'};
		expect(chooseLanguage({flag: 'en', saved: 'zh-CN', env}).language).toBe('en');
		expect(chooseLanguage({saved: 'en', env}).language).toBe('en');
		expect(chooseLanguage({env}).language).toBe('zh-CN');
		expect(chooseLanguage({env: {LANG: 'C'}}).language).toBe('en');
	});
});

describe('--lang', () => {
	test.each([
		['en', 'en'],
		['zh-CN', 'zh-CN'],
		['zh_cn', 'zh-CN'],
		['ZH', 'zh-CN'],
		['fr', null],
		['', null],
	])('%j reads as %j', (text, language) => {
		expect(readLanguage(text)).toBe(language);
	});

	test('is found before the command line is parsed, never after --', () => {
		expect(langArgument(['analyze', 'nim', '3', '--lang', 'zh-CN'])).toBe('zh-CN');
		expect(langArgument(['--lang=en', 'table', 'nim'])).toBe('en');
		expect(langArgument(['play', 'nim', '--', '--lang', 'zh-CN'])).toBeUndefined();
		expect(langArgument(['--lang'])).toBe('');
		expect(langArgument(['analyze'])).toBeUndefined();
	});
});
