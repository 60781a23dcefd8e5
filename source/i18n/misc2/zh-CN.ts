import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	arcadeNeedsTerminal: '游戏厅需要一个交互式终端；在脚本里请用 `game-arcade analyze`（见 --help）',
	opponentForms: '{{names}}（或 casual）',
	flagNotForGame: '--{{flag}} 不适用于 {{game}}（它的选项：{{flags}}）',
	flagNotForGameNone: '--{{flag}} 不适用于 {{game}}（它不接受任何选项）',

	matchHeading: '{{game}}：从 {{starts}} 个随机开局（规模 {{size}}，种子 {{seed}}）共下 {{games}} 局，每个开局交换先后手各下一次',
	matchStoppedEarly: '（提前停止）',
	matchWins: '{{name}}  {{wins}} 胜  {{percent}}%',
	matchDraws: '和局（超过 {{cap}} 步）：{{draws}}',
	matchGivebacks: '让回的胜势：{{a}} 和 {{b}}',
	matchProgramErrors: '因程序出错判负的对局：{{count}}',

	botRestarted: '{{why}}；下一局会重新启动它',
	botCannotRun: '无法运行 {{player}}：{{program}}：{{why}}',
	bot_exited: '它退出了（退出码 {{code}}）',
	bot_signal: '它被 {{signal}} 终止了',
	bot_noAnswer: '{{seconds}} 秒内没有回答',
	bot_unaskedLines: '它在没有被询问时输出了 {{count}} 行',
	bot_unaskedBytes: '它在没有被询问时输出了超过 {{bytes}} 字节',
	bot_longLine: '它输出的一行超过了 {{bytes}} 字节',
	bot_memory: '它的内存超过了 {{mb}} MB',
	bot_notStarted: '无法启动它：{{why}}',
	bot_stopped: '已停止',
	bot_ended: '它已被终止',

	thinkStopped: '思考被中止：电脑走了它的快速应手。',
	thinkFailed: '思考失败（{{why}}）：电脑走了它的快速应手。',
	exportNotWritten: '无法写入 {{path}}（{{why}}），什么也没有写入。',
	exportNotKept: '无法写入 {{path}}（{{why}}），没有留下任何内容。',
	exportAllTaken: '{{dir}} 中从 {{first}} 到 {{last}} 的文件名都已被占用',
	echoCut: '…（还有 {{count}} 个字符）',
	cannotWriteOutput: '无法写出输出：{{why}}',
	internalError: '内部错误：{{message}}',
	systemError: '{{words}}（{{code}}）',
	tooLarge: '输入太大或嵌套太深（{{message}}）',
};
