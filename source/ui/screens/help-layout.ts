/** The help overlay and the "terminal too small" notice, as lines. */
import {clipLine, fitHeight, line, padRight, seg, spread, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import type {AnyBoard} from '../boards/types.js';
import type {Size} from '../size.js';
import {helpEntries} from '../key-map.js';
import {menuKeys} from './menu.js';
import {setupKeys} from '../setup/use-setup-input.js';
import {matchKeys} from '../match/use-match-input.js';
import {endKeys} from './end-layout.js';
import {pagesKeys} from '../theory/state.js';
import {reviewKeys} from '../review/layout.js';
import {pickKeys} from '../trainer/pick-state.js';
import {trainerKeys} from '../trainer/use-trainer-input.js';
import {courseKeys} from '../course/keys.js';
import {statsKeys} from '../stats/state.js';
import {problemsHelp} from '../problems/index.js';
import {labBrowseKeys, labEditKeys, labExportKeys, labJobKeys} from '../lab/keys.js';

export type ScreenName = 'menu' | 'setup' | 'match' | 'end' | 'howto' | 'review' | 'trainerPick' | 'trainer' | 'course' | 'lab' | 'stats' | 'problems';

export interface HelpContext {
	readonly screen: ScreenName;
	/** The board in play (match) or being set up. */
	readonly board?: AnyBoard;
}

type Entry = readonly [keys: string, action: string];

const everywhere: readonly Entry[] = [
	['?', 'this help; any key closes it'],
	['ctrl+c', 'quit the arcade at once'],
	['ctrl+z', 'suspend (fg in the shell brings it back)'],
];

/**
 * Each screen's keys, from the key map its input handler reads, so the help
 * lists exactly the keys that do something (the lab's by its modes; the
 * course's whole map, its reducer reading each key by the page it is on).
 */
const screenKeys: Record<ScreenName, readonly Entry[]> = {
	menu: helpEntries(menuKeys),
	setup: helpEntries(setupKeys),
	match: helpEntries(matchKeys),
	end: helpEntries(endKeys),
	lab: [...helpEntries(labBrowseKeys), ...helpEntries(labEditKeys), ...helpEntries(labExportKeys), ...helpEntries(labJobKeys.slice(-1))],
	howto: helpEntries(pagesKeys),
	review: helpEntries(reviewKeys),
	trainerPick: helpEntries(pickKeys),
	trainer: helpEntries(trainerKeys),
	course: helpEntries(courseKeys),
	stats: helpEntries(statsKeys),
	problems: problemsHelp,
};

/** What the marks on a screen mean (not keys). */
const screenMarks: Partial<Record<ScreenName, readonly Entry[]>> = {
	review: [
		['✓', "kept the win: fastest, or slower by K (the mover's moves)"],
		['✗', 'gave the win away; why: the idea it missed, and its lesson'],
		['·', 'lost anyway: delayed best, or gave up K moves sooner'],
		['value', 'the Grundy value for the player to move (0 = lost)'],
		['faced', 'who slipped when: the value each side faced, ✗ a slip'],
		['win in N', 'moves left with best play (small games only)'],
	],
};

const screenTitles: Record<ScreenName, string> = {
	menu: 'In the menu',
	setup: 'Setting up a game',
	match: 'Playing',
	end: 'After a game',
	howto: 'Reading "How to play"',
	review: 'Reviewing the moves',
	trainerPick: 'Choosing a trainer game',
	trainer: 'Solving trainer puzzles',
	course: 'Taking the course',
	lab: 'In the lab',
	stats: 'Looking at your stats',
	problems: 'Judging a program',
};

function entryLines(entries: readonly Entry[], width: number): Line[] {
	const keyWidth = Math.max(...entries.map(([k]) => k.length)) + 3;
	return entries.map(([keys, action]) => clipLine(line(seg(`   ${padRight(keys, keyWidth)}`, 'key'), seg(action)), width));
}

export function helpLines(context: HelpContext, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const body: Line[] = [];
	body.push(line(seg(` ${screenTitles[context.screen]}`, 'strong')));
	body.push(...entryLines(screenKeys[context.screen], width));
	const marks = screenMarks[context.screen];
	if (marks) body.push([], line(seg(' Marks', 'strong')), ...entryLines(marks, width));
	if (context.board && (context.screen === 'match' || context.screen === 'setup')) {
		body.push([], line(seg(` Moves in ${context.board.game.name}`, 'strong')));
		for (const text of context.board.howTo) for (const l of wrapText(text, width - 5)) body.push(line(seg(`   ${l}`)));
	}
	body.push([], line(seg(' Everywhere', 'strong')), ...entryLines(everywhere, width));
	const header = spread(line(seg(' Help', 'title'), seg(' · keys', 'dim')), line(seg('any key closes ', 'dim')), width);
	const lines = [header, [], ...fitHeight(body, height - 3)];
	while (lines.length < height - 1) lines.push([]);
	lines.push(
		footerLine(
			[],
			[
				{keys: 'any key', action: 'close'},
				{keys: 'ctrl+c', action: 'quit'},
			],
			width,
		),
	);
	return lines;
}
