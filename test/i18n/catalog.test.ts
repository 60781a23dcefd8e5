import {afterEach, describe, expect, test} from 'vitest';
import {catalog, fill} from '../../source/i18n/catalog.js';
import {setLanguage} from '../../source/i18n/language.js';

const english = {
	hello: 'Hello, {{name}}.',
	plain: 'No values.',
	moves_one: '{{count}} move left',
	moves_other: '{{count}} moves left',
	onlyEnglish: 'Only in English.',
} as const;

const words = catalog(english, {
	'zh-CN': {hello: '你好，{{name}}。', plain: '没有值。', moves_other: '还剩 {{count}} 步', onlyEnglish: ''},
});

afterEach(() => setLanguage('en'));

describe('a catalog', () => {
	test('fills values in the language in force', () => {
		expect(words('hello', {name: 'Ann'})).toBe('Hello, Ann.');
		setLanguage('zh-CN');
		expect(words('hello', {name: 'Ann'})).toBe('你好，Ann。');
		expect(words('plain')).toBe('没有值。');
	});

	test('chooses plural forms by Intl: English has one and other, Chinese only other', () => {
		expect(words('moves', {count: 1})).toBe('1 move left');
		expect(words('moves', {count: 2})).toBe('2 moves left');
		expect(words('moves', {count: 0})).toBe('0 moves left');
		setLanguage('zh-CN');
		expect(words('moves', {count: 1})).toBe('还剩 1 步');
		expect(words('moves', {count: 5})).toBe('还剩 5 步');
	});

	test('an empty translation is used as it is (an empty message can be meant); a missing slot shows', () => {
		setLanguage('zh-CN');
		expect(words('onlyEnglish')).toBe('');
		expect(fill('{{a}} and {{b}}', {a: 1})).toBe('1 and {{b}}');
	});

	test('a value is never read as a pattern', () => {
		expect(words('hello', {name: '{{name}} $& $1'})).toBe('Hello, {{name}} $& $1.');
	});
});

test('a translation missing a key fails the type check', () => {
	const english = {a: 'A', b: 'B {{n}}'} as const;
	// @ts-expect-error: the Chinese catalog lacks "b"
	const words = catalog(english, {'zh-CN': {a: '甲'}});
	setLanguage('zh-CN');
	// At run time the missing key falls back to English.
	expect(words('b', {n: 2})).toBe('B 2');
	// @ts-expect-error: "n" must be given
	expect(words('b')).toBe('B {{n}}');
});
