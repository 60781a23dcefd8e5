/** Where a scrolled text stands, said in the footer in the language in force. */
import {afterEach, describe, expect, it} from 'vitest';
import {whereText} from '../../../source/ui/components/scroll.js';
import {setLanguage} from '../../../source/i18n/language.js';

afterEach(() => setLanguage('en'));

describe('whereText', () => {
	it('names the lines shown and their total, and nothing when all fit', () => {
		expect(whereText(0, 14, 18)).toBe('lines 1–14 of 18 ');
		expect(whereText(4, 14, 18)).toBe('lines 5–18 of 18 ');
		expect(whereText(0, 18, 18)).toBe('');
		setLanguage('zh-CN');
		expect(whereText(0, 14, 18)).toBe('第 1–14 行，共 18 行 ');
		expect(whereText(0, 18, 18)).toBe('');
	});
});
