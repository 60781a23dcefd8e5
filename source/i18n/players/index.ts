/** A player's strength in the language in force: the words the setup screen's opponent field names it by. */
import {givebacksOf, levelOf, playerWords, type Opponent} from '../../engine/players.js';
import {catalog} from '../catalog.js';
import {language} from '../language.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

const words = catalog(en, {'zh-CN': zhCN});

/** "perfect", "level 3", "tries to lose"; English is the engine's own (`playerWords`). */
export function strengthWords(player: Opponent): string {
	if (language() === 'en') return playerWords(player);
	const level = levelOf(player);
	if (level !== null) return words('level', {level});
	if (givebacksOf(player) !== null) return words('teacher');
	if (player === 'loser') return words('loser');
	if (player === 'friend') return words('friend');
	return player === 'perfect' || player === 'random' ? words(player) : player;
}
