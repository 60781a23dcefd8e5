/** The help overlay, the "terminal too small" notice and the "How to play" page, as lines. */
import {catalog} from '../../catalog.js';
import {clipLine, fitHeight, line, padRight, seg, spread, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import type {AnyBoard} from '../boards/types.js';
import {hasBoard, boardFor} from '../boards/registry.js';
import type {Size} from '../match/layout.js';

export type ScreenName = 'menu' | 'setup' | 'match' | 'end' | 'howto';

export interface HelpContext {
	readonly screen: ScreenName;
	/** The board in play (match) or being set up. */
	readonly board?: AnyBoard;
}

type Entry = readonly [keys: string, action: string];

const everywhere: readonly Entry[] = [
	['?', 'this help; any key closes it'],
	['ctrl+c', 'quit the arcade at once'],
];

const screenKeys: Record<ScreenName, readonly Entry[]> = {
	menu: [
		['↑↓  k j', 'move through the list'],
		['enter', 'choose'],
		['1-9', 'choose the entry with that number'],
		['q  esc', 'quit'],
	],
	setup: [
		['↑↓', 'move between the fields'],
		['←→  h l', 'change a choice (start from, size, opponent, first move, hints...)'],
		['typing', 'edit a text field (a typed position, the cap, the set...); backspace deletes'],
		['space', 'another random position (on "Start from" or "Size")'],
		['enter', 'start the game (refused, with the reason, if the position is not valid)'],
		['esc', 'back to the menu'],
	],
	match: [
		['arrows  h j k l', 'move the cursor: heap, coin, node, cell, component'],
		['0-9', 'type an amount (or a number: a node, a distance)'],
		['enter  space', 'play the move (on some boards space picks, enter plays)'],
		['backspace', 'delete a typed digit'],
		['esc', 'cancel the pick; with nothing to cancel, back to the menu'],
		['t', 'hint mode: who is winning, the Grundy value, the winning move (◆) and why'],
		['e', 'the whole hint on its own screen (e or esc to come back)'],
		['u', 'undo (against the computer: back to your previous turn)'],
		['r', 'restart from the starting position'],
		['q', 'back to the menu (asks first during a game)'],
	],
	end: [
		['↑↓  enter', 'choose: rematch, new position, or the menu'],
		['r', 'rematch: same start, same settings'],
		['n', 'new position (back to the setup)'],
		['q  esc', 'back to the menu'],
	],
	howto: [
		['↑↓  k j', 'scroll a line'],
		['pgup pgdn  space', 'scroll a page'],
		['q  esc', 'back to the menu'],
	],
};

const screenTitles: Record<ScreenName, string> = {
	menu: 'In the menu',
	setup: 'Setting up a game',
	match: 'Playing',
	end: 'After a game',
	howto: 'Reading "How to play"',
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
	if (context.board && (context.screen === 'match' || context.screen === 'setup')) {
		body.push([], line(seg(` Moves in ${context.board.game.name}`, 'strong')));
		for (const text of context.board.howTo) for (const l of wrapText(text, width - 5)) body.push(line(seg(`   ${l}`)));
	}
	body.push([], line(seg(' Everywhere', 'strong')), ...entryLines(everywhere, width));
	const header = spread(line(seg(' Help', 'title'), seg(' · keys', 'dim')), line(seg('any key closes ', 'dim')), width);
	const lines = [header, [], ...fitHeight(body, height - 3)];
	while (lines.length < height - 1) lines.push([]);
	lines.push(footerLine([], [{keys: 'any key', action: 'close'}, {keys: 'ctrl+c', action: 'quit'}], width));
	return lines;
}

export const minimumSize: Size = {columns: 60, rows: 16};

export function isTooSmall(size: Size): boolean {
	return size.columns < minimumSize.columns || size.rows < minimumSize.rows;
}

export function tooSmallLines(size: Size): Line[] {
	const width = size.columns;
	const lines: Line[] = [
		line(seg(' Terminal too small', 'bad')),
		[],
		...wrapText(`The arcade needs at least ${minimumSize.columns}×${minimumSize.rows}; this terminal is ${size.columns}×${size.rows}.`, width - 2).map(t => line(seg(` ${t}`))),
		...wrapText('Make the window larger: the game waits, and redraws when it fits.', width - 2).map(t => line(seg(` ${t}`, 'dim'))),
		[],
		line(seg(' q', 'key'), seg(' or ', 'dim'), seg('ctrl+c', 'key'), seg(' quit', 'dim')),
	];
	return lines.slice(0, Math.max(1, size.rows - 1)).map(l => clipLine(l, width));
}

/** The "How to play" page: every game's rules and how to move on its board. */
export function howToBody(width: number): Line[] {
	const w = Math.max(20, width - 4);
	const lines: Line[] = [];
	const para = (text: string, tone?: 'dim') => {
		for (const t of wrapText(text, w)) lines.push(line(seg(`  ${t}`, tone)));
	};
	para('Every game here is impartial: both players have the same moves, and the player who cannot move loses (in misère play, the one who makes the last move loses). Each position is won or lost for the player to move, and the Sprague-Grundy theory says which: a position is worth a nim-heap of some size (its Grundy value), lost exactly when that value is 0, and a sum of games is worth the XOR of its parts.');
	lines.push([]);
	para('Turn on hint mode with t during a game to see who is winning, the Grundy value, the winning move (marked ◆ on the board) and the reason, in the game\'s own terms.');
	for (const entry of catalog) {
		lines.push([], line(seg(`  ${entry.game.name}`, 'title'), seg(` · ${entry.game.summary}`, 'dim')));
		para(entry.game.rules);
		if (hasBoard(entry.game.id)) for (const text of boardFor(entry.game.id).howTo) para(`· ${text}`, 'dim');
	}
	return lines;
}

export function howToLines(offset: number, size: Size): {lines: Line[]; maxOffset: number} {
	const width = size.columns;
	const height = size.rows - 1;
	const body = howToBody(width);
	const room = height - 3;
	const maxOffset = Math.max(0, body.length - room);
	const at = Math.max(0, Math.min(offset, maxOffset));
	const shown = body.slice(at, at + room);
	const where = body.length > room ? `lines ${at + 1}–${at + shown.length} of ${body.length} ` : '';
	const lines: Line[] = [spread(line(seg(' How to play', 'title')), line(seg(where, 'dim')), width), [], ...shown];
	while (lines.length < height - 1) lines.push([]);
	lines.push(footerLine([{keys: '↑↓', action: 'scroll'}, {keys: 'pgup pgdn', action: 'page'}], [{keys: '?', action: 'help'}, {keys: 'q', action: 'menu'}], width));
	return {lines, maxOffset};
}
