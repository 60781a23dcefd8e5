import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	heap: '堆',
	heapNumber: '第 {{number}} 堆',
	pendingOnly: '从{{heap}}取 {{take}} 个（它只有 {{size}} 个）',
	pending: '从{{heap}}取 {{take}} 个（{{size}} → {{left}}）',
	noteOnly: '取 {{take}}？只有 {{size}}',
	noteTake: '取 {{take}} → {{left}}',
	noteTook: '取走了 {{take}}',
	scaled: '条形按比例缩小：一个 ● 最多代表 {{unit}} 个石子；准确的数目在右边。',
	atMostDigits: '最多 {{count}} 位数字',
	chooseFirst: '先选好取几个：←→ 或直接输入数字',
	anyFromOne: '从一堆中取任意多个石子。',
	capFromOne: '从一堆中取 1 到 {{max}} 个石子。',
	lastWins: '取走最后一个石子的人获胜。',
	lastLoses: '反常游戏：取走最后一个石子的人输。',
	bashTake: '每次取 1 到 {{max}} 个石子。',
	setFromOne: '从一堆中取 S = {{set}} 中的某个数目的石子。',
	primeFromOne: '从一堆中取 1 个或素数个（2、3、5、7、11……）石子。',
	lastTokenWins: '取走最后一个石子的人获胜。',
	windowScrolls: '↑↓ 滚动',
	windowAll: '其余的也都在对局中',
};
