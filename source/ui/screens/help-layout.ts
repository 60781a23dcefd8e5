/** The help overlay and the "terminal too small" notice, as lines. */
import {clipLine, fitHeight, line, padRight, seg, spread, textWidth, wrapText, type Line} from '../lines.js';
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
import {helpWords} from '../../i18n/help/index.js';
import {lookWords} from '../../i18n/look/index.js';
import {languageWords} from '../../i18n/language/index.js';
import {language, traditionalAsked} from '../../i18n/language.js';
import {gameName} from '../../i18n/games/index.js';
import {labBrowseKeys, labEditKeys, labExportKeys, labJobKeys} from '../lab/keys.js';

export type ScreenName = 'menu' | 'setup' | 'match' | 'end' | 'howto' | 'review' | 'trainerPick' | 'trainer' | 'course' | 'lab' | 'stats' | 'problems';

export interface HelpContext {
	readonly screen: ScreenName;
	/** The board in play (match) or being set up. */
	readonly board?: AnyBoard;
}

type Entry = readonly [keys: string, action: string];

const everywhere = (): readonly Entry[] => [
	['?', helpWords('everywhereHelp')],
	['ctrl+c', helpWords('everywhereQuit')],
	['ctrl+z', helpWords('everywhereSuspend')],
];

/**
 * Each screen's keys, from the key map its input handler reads, so the help
 * lists exactly the keys that do something (the lab's by its modes; the
 * course's whole map, its reducer reading each key by the page it is on).
 */
const screenKeys = (): Record<ScreenName, readonly Entry[]> => ({
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
	problems: problemsHelp(),
});

/** What the marks on a screen mean (not keys). */
const screenMarks = (): Partial<Record<ScreenName, readonly Entry[]>> => ({
	review: [
		['✓', helpWords('markKept')],
		['✗', helpWords('markLost')],
		['·', helpWords('markAnyway')],
		[helpWords('markValueKey'), helpWords('markValue')],
		[helpWords('markFacedKey'), helpWords('markFaced')],
		[helpWords('markWinKey'), helpWords('markWin')],
	],
});

function entryLines(entries: readonly Entry[], width: number): Line[] {
	const keyWidth = Math.max(...entries.map(([k]) => textWidth(k))) + 3;
	return entries.map(([keys, action]) => clipLine(line(seg(`   ${padRight(keys, keyWidth)}`, 'key'), seg(action)), width));
}

export function helpLines(context: HelpContext, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const body: Line[] = [];
	body.push(line(seg(` ${helpWords(context.screen)}`, 'strong')));
	body.push(...entryLines(screenKeys()[context.screen], width));
	const marks = screenMarks()[context.screen];
	if (marks) body.push([], line(seg(` ${helpWords('marks')}`, 'strong')), ...entryLines(marks, width));
	if (context.board && (context.screen === 'match' || context.screen === 'setup')) {
		body.push([], line(seg(` ${helpWords('movesIn', {game: gameName(context.board.game.id, context.board.game.name)})}`, 'strong')));
		for (const text of context.board.howTo) for (const l of wrapText(text, width - 5)) body.push(line(seg(`   ${l}`)));
	}
	body.push([], line(seg(` ${helpWords('everywhere')}`, 'strong')), ...entryLines(everywhere(), width));
	// In Chinese, where terminals often draw the glyphs two columns wide: how to draw in ASCII, and the note for a Traditional Chinese locale.
	if (language() === 'zh-CN') {
		body.push([], line(seg(` ${lookWords('helpAsciiTitle')}`, 'strong')));
		for (const text of [lookWords('helpAscii'), ...(traditionalAsked() ? [languageWords('traditionalNote')] : [])]) {
			for (const l of wrapText(text, width - 5)) body.push(line(seg(`   ${l}`)));
		}
	}
	const header = spread(
		line(seg(` ${helpWords('title')}`, 'title'), seg(` · ${helpWords('keysTag')}`, 'dim')),
		line(seg(`${helpWords('anyKeyCloses')} `, 'dim')),
		width,
	);
	const lines = [header, [], ...fitHeight(body, height - 3)];
	while (lines.length < height - 1) lines.push([]);
	lines.push(
		footerLine(
			[],
			[
				{keys: helpWords('anyKey'), action: helpWords('close')},
				{keys: 'ctrl+c', action: helpWords('quit')},
			],
			width,
		),
	);
	return lines;
}
