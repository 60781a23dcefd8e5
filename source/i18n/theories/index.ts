import {catalog, type MessageKey} from '../catalog.js';
import {en, type TheoryPart, theoryGames} from './en.js';
import {zhCN} from './zh-CN.js';

const words = catalog(en, {'zh-CN': zhCN});

/**
 * A part of a game's theory page in the language in force; a game the
 * catalog does not list keeps the engine's text, `fallback`.
 */
export function theoryText(id: string, part: TheoryPart, fallback: string): string {
	if (!(theoryGames as readonly string[]).includes(id)) return fallback;
	return words(`${id}${part}` as MessageKey<typeof en>);
}

/** The names the game goes by in Chinese notes where ours differ, shown once on its page (in Chinese). */
export const classicNames: Readonly<Partial<Record<string, string>>> = {
	nim: '尼姆博弈',
	bash: '巴士博弈',
	coins: '抛硬币问题',
	ktimes: 'K 倍动态减法游戏',
	tree: '树上删边游戏',
};
