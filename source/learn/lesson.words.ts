/** The words every lesson shares: the questions of move and outcome exercises, verdicts, the why of the learner's own move. */
import {catalog, type Translation} from '../i18n/catalog.js';

export const en = {
	moveQuestion: 'Play a winning move.',
	outcomeQuestion: 'Without moving: does the player to move win (w) or lose (l) with perfect play?',
	win: 'a win for the player to move',
	loss: 'a loss for the player to move',
	noWinningMove: 'no winning move',
	ownMove: 'Your move, {{move}}, leaves the other player this lost position:',
} as const;

export const zhCN: Translation<typeof en> = {
	moveQuestion: '走一步必胜的棋。',
	outcomeQuestion: '先不走棋：双方都走最优时，轮到走的一方是赢（w）还是输（l）？',
	win: '先手必胜',
	loss: '先手必败',
	noWinningMove: '没有必胜的走法',
	ownMove: '你走的是{{move}}，留给对手的是这个必败态：',
};

export const lessonWords = catalog(en, {'zh-CN': zhCN});
