import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	valueCapped: '每步最多取 {{cap}} 个时，大小为 h 的堆的 SG 值是 h mod {{m}}（同巴什博弈）。',
	heapLabel: '第 {{heap}} 堆：g({{size}})',
	nimSum: 'Nim 和',
	nimSumOf: '{{count}} 堆的 SG 值的 Nim 和为 {{sum}}。',
	nimSumZero: 'Nim 和为 0：无论怎么走，Nim 和都会变成非 0，而对手总能再把它变回 0。先手必败。',
	nimSumMove: 'Nim 和为 {{sum}}，不是 0：要把它变成 0。第 {{heap}} 堆在 Nim 和的最高位那一列上是 1（{{bit}}）：{{value}} XOR {{sum}} = {{target}}，',
	takeSizes: '所以从第 {{heap}} 堆取 {{take}} 个（{{from}} → {{to}}）。',
	takeValues: '所以从第 {{heap}} 堆取 {{take}} 个（{{from}} → {{to}}，其 SG 值为 {{target}}）。',
	alsoWinning: '（同样必胜的还有：{{moves}}。）',
	alsoMove: '从第 {{heap}} 堆取 {{take}} 个',
	listSeparator: '，',
	bashRule: '巴什博弈：g(n) = n mod (m+1) = {{heap}} mod {{m}} = {{rest}}。',
	bashLost: '{{heap}} 是 {{m}} 的倍数：无论你取几个（t），对手就取 {{m}} − t。先手必败。',
	bashWin: '取 {{rest}} 个，剩下 {{left}}，是 {{m}} 的倍数；之后对手每取 t 个，你就取 {{m}} − t 个。',
	bashMisereRule: '反常巴什博弈：取走最后一个的人输。目标是留下 {{m}}（m+1）的倍数再多 1 个。',
	bashMisereWon: '对手取走了最后一个：先手已经赢了。',
	bashMisereLost: '{{heap}} = {{m}}·{{times}} + 1：无论你取几个（t），对手就取 {{m}} − t，一直保持下去。先手必败。',
	bashMisereWin: '{{heap}} = {{m}}·{{times}} + 1 + {{rest}}：取 {{rest}} 个，之后对手每取 t 个，你就取 {{m}} − t 个。',
	wythoffEmpty: '两堆都空了：先手无路可走，必败。(0, 0) 是 k = 0 的那一对。',
	wythoffPairs:
		'必败态（奇异局势）是数对 (⌊kφ⌋, ⌊kφ⌋ + k)，φ = (1 + √5)/2：(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) …；每个差 k、每个 ≥ 1 的数都恰好出现在一对中。',
	wythoffHere: '这里是 ({{x}}, {{y}})：差为 {{d}} → {{pair}}。',
	wythoffPair: '第 k = {{k}} 对：⌊{{k}}φ⌋ = {{a}}，{{a}} + {{k}} = {{b}} → ({{a}}, {{b}})',
	wythoffIsPair:
		'当前局面正是这一对。从两堆取同样多，差仍为 {{d}}，但较小的堆会低于 {{t}}：不是奇异局势。只从一堆取，另一堆不变，而它所在的奇异局势只有这一对：也不是。对手随后总能走回一个奇异局势，直到 (0, 0)：先手必败。',
	wythoffAbove: '两堆都比它多 {{over}}：从两堆各取 {{over}} 个，到达 ({{t}}, {{u}})。',
	wythoffBelow: '较小的堆 {{a}} 低于 {{t}}，所以从两堆同取到不了那一对。但 {{a}} 出现在{{pair}}。',
	wythoffComplete: '{{take}}：较大的堆 {{b}} → {{target}}，凑成这一对。',
	wythoffTakeBoth: '从两堆各取 {{take}} 个 ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	wythoffTakeOne: '从第 {{heap}} 堆取 {{take}} 个 ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	wythoffGrundyUnknown: 'SG 值：没有公式；只在两堆都不超过 {{bound}} 时用搜索打表。',
	wythoffGrundy: 'SG 值（搜索打表）：{{value}}。',
};
