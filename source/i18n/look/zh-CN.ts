import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	optionAscii: '棋盘、边框和标记全部只用 ASCII 字符绘制，适合把 ○ ● ─ … 显示为两列宽的终端（仅本次运行；在统计页设置可保存）',
	helpAscii: '边框错位？如果终端把符号和制表符画成两列宽，可以加上 --ascii 启动（或在统计页按 a 保存这个设置），之后全部改用 ASCII 字符绘制。',
	helpAsciiTitle: '显示',
};
