import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	formEveryHeadOne: '每枚正面硬币的 SG 值都是 1',
	formMultipleOf: 'n 是 {{k}} 的倍数时为 1，否则为 0',
	formOdious: '依次为 odious 数（二进制中有奇数个 1 的数）：G(n) 取 2(n − 1) 和 2(n − 1) + 1 中是 odious 数的那一个',
	formRuler: '整除 n 的最大的 2 的幂',
	formNimProduct: 'Nim 积 x ⊗ y',
	formWythoff: '必败态（奇异局势）是数对 (⌊kφ⌋, ⌊kφ²⌋) 及其对称数对，φ 为黄金分割比',
	formWythoffMisere: '必败态是 (0, 1)、(1, 0)、(2, 2)，以及从 (3, 5) 起的正常规则下的奇异局势',
	formSibertConway: 'Sibert–Conway：单独一排只在有 1、4、9、12 或 20 个球瓶时先手必败；26 个及以上球瓶的一排，胜负与正常规则下相同',
	formFibonacci: '必败态是斐波那契数（齐肯多夫定理）',
	formFibonacciAfter: '上一步取了 {{last}} 个时，必败态是 0，以及 齐肯多夫表示中最小一项大于 {{most}} 的堆',
	formKTimes: '必败态是 k = {{k}} 时 K 倍动态减法序列的各项（每一项都比用前面各项贪心能写出的最大数多 1）',
	formKTimesAfter: '上一步取了 {{last}} 个时，必败态是 0，以及用 k = {{k}} 的 K 倍动态减法序列贪心分解后最小一项大于 {{most}} 的堆',
	noteNoPeriod: '在 {{to}} 以内没有找到周期',
	noteNoPeriodGrundy: '在 {{to}} 以内没有找到周期（Grundy 分堆游戏尚无已知的周期）',
	noteMisere: '反常游戏：胜负由反常游戏的结论公式或穷举搜索得出',
	noteLine: '{{note}}。',
	tableGrundy: 'Grundy 分堆游戏',
	tableOctal: '八进制游戏 {{code}}',
	jobValues: '{{table}}：堆大小 0 到 {{last}} 的 SG 值',
	jobProve: '{{table}}：计算 SG 值直到证明出周期（至多 {{bound}} 个）',
	unitValues: '个值',
	entryValues: '{{table}}的 SG 值（取值方法第 {{method}} 版）',
	entryQuotient: '{{rule}} 的反常商（取值方法第 {{method}} 版）',
};
