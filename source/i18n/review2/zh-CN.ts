import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	gaveBack: '老师有意把胜势让了回来',
	handedTo: '这一步把胜势交给了{{receiver}}',
	receiverComputer: '电脑',
	receiverYou: '你',
	lesson: '第 {{number}} 课：{{title}}',
	lessonCapital: '第 {{number}} 课：{{title}}',
	winning: '必胜',
	losing: '必败',
	won: '已胜',
	noMoveLost: '无步可走：已败',
	winIn: '{{count}} 步内胜',
	loseIn: '{{count}} 步后败',
};
