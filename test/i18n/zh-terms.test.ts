/**
 * One word for one thing in every Chinese text: the catalogs' zh-CN files and
 * the lessons' and the course map's Chinese words. Each variant below was found on a screen beside
 * the word the rest of the arcade uses for the same thing.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from 'vitest';

const source = join(import.meta.dirname, '../../source');
const catalogs = readdirSync(join(source, 'i18n'), {withFileTypes: true})
	.filter(entry => entry.isDirectory())
	.map(entry => join(source, 'i18n', entry.name, 'zh-CN.ts'))
	// Chinese words two catalogs share, spread into both.
	.concat(join(source, 'i18n', 'kayles-rule-zh.ts'));
const lessons = readdirSync(join(source, 'learn/lessons'))
	.filter(name => name.endsWith('.words.ts'))
	.map(name => join(source, 'learn/lessons', name));
// The lessons' titles and ideas, shown on the course map.
const concepts = join(source, 'learn/concepts.words.ts');

/** A file's Chinese part: a whole zh-CN catalog, a lesson's words from its `zhCN`, or words shared by catalogs (`…Chinese`). */
const chinese = (file: string) => {
	const text = readFileSync(file, 'utf8');
	const start = text.search(/export const (?:zhCN|\w+Chinese)\b/);
	return start < 0 ? '' : text.slice(start);
};

// The variant, and the word used for the same thing everywhere else.
const variants: ReadonlyArray<readonly [RegExp, string]> = [
	[/着法/, '走法'],
	[/质数/, '素数'],
	[/双人对战/, '双人对弈'],
	[/Dawson 的 Kayles/, 'Dawson 保龄球游戏'],
	[/四角翻硬币|翻角游戏/, '翻四角'],
	[/Grundy 游戏/, 'Grundy 分堆游戏'],
	[/瓶子/, '球瓶'],
	[/节点/, '结点'],
	[/冒号原理/, '克朗原理'],
	[/概念/, '思路'],
	[/入门测试/, '分级测试'],
	[/正常游戏|普通规则/, '正常规则'],
	[/孩子/, '子结点'],
];

test('there are Chinese texts to read', () => {
	expect(catalogs.length).toBeGreaterThan(20);
	expect(lessons.length).toBe(13);
	for (const file of lessons) expect(chinese(file), file).not.toBe('');
});

test.each(variants)('no Chinese text says %s (the arcade says %s)', (variant, _word) => {
	const found = [...catalogs, ...lessons, concepts].filter(file => variant.test(chinese(file)));
	expect(found.map(file => file.slice(source.length + 1))).toEqual([]);
});
