/**
 * The games' own rules, broken, in the user's language: the engine gives the
 * rule as data (a key and its values), the command line words it in Chinese
 * under --lang zh-CN, in English byte for byte as before, and the JSON form
 * keeps its English text.
 */
import {afterEach, describe, expect, test} from 'vitest';
import {setLanguage} from '../../source/i18n/language.js';
import {runCli} from '../cli-run.js';

afterEach(() => setLanguage('en'));

/** The error a command line prints, in the language asked for. */
async function error(argv: string[], lang: 'en' | 'zh-CN'): Promise<string> {
	const {code, stderr} = await runCli([...argv, '--lang', lang]);
	expect(code).not.toBe(0);
	return stderr.trim();
}

describe('a game rule broken, worded in the language in force', () => {
	test('an octal code that is not one', async () => {
		const argv = ['analyze', 'octal', '5', '--code', '0.9'];
		expect(await error(argv, 'en')).toContain('--code must be an octal code such as 0.77, got "0.9" (0. and 1 to 16 digits from 0 to 7)');
		const zh = await error(argv, 'zh-CN');
		expect(zh).toContain('--code 必须是形如 0.77 的八进制游戏代码，收到的是 "0.9"（0. 后接 1 到 16 个 0 到 7 的数字）');
		expect(zh).not.toContain('must be');
	});

	test('an octal code with no move', async () => {
		const argv = ['analyze', 'octal', '5', '--code', '0.00'];
		expect(await error(argv, 'en')).toContain('--code allows no move at all (every digit is 0)');
		expect(await error(argv, 'zh-CN')).toContain('--code 不允许任何操作（每一位都是 0）');
	});
});
