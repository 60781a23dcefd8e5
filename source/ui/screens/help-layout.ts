/** The help overlay and the "terminal too small" notice, as lines. */
import {clipLine, fitHeight, line, padRight, seg, spread, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import type {AnyBoard} from '../boards/types.js';
import type {Size} from '../match/layout.js';

export type ScreenName = 'menu' | 'setup' | 'match' | 'end' | 'howto' | 'review' | 'trainerPick' | 'trainer' | 'course' | 'lab' | 'stats';

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
		['g', "this game's lab: its table of values with the parameters as set (not while typing)"],
		['esc', 'back to the menu'],
	],
	match: [
		['arrows  h j k l', 'move the cursor: heap, coin, node, cell, part'],
		['0-9', 'type an amount (or a number: a node, a distance)'],
		['enter  space', 'play the move (on some boards space picks, enter plays)'],
		['backspace', 'delete a typed digit'],
		['esc', 'cancel the pick; with nothing to cancel, back to the menu'],
		['t', 'hint mode: who is winning, the Grundy value, the winning move (◆) and why'],
		['e', 'the whole hint on its own screen (e or esc to come back)'],
		['u', 'undo (against the computer: back to your previous turn)'],
		['v', 'review the moves so far: values, mistakes, win in N (esc comes back)'],
		['i', "this game's theory page: the winning rule, why, a worked example"],
		['g', "this game's lab: the table of values, its P-positions and period"],
		['r', 'restart from the starting position (asks first during a game)'],
		['q', 'back to the menu (asks first during a game)'],
	],
	end: [
		['↑↓  enter', 'choose: rematch, new position, or the menu'],
		['r', 'rematch: same start, same settings'],
		['n', 'new position (back to the setup)'],
		['u', 'take back your move that lost the game, when it was a mistake, and play on'],
		['v', 'review every move: values, mistakes (✗), win in N, the value chart'],
		['q  esc', 'back to the menu'],
	],
	lab: [
		['←→↑↓  h j k l', 'move the cursor along the values (or over the heatmap)'],
		['pgup  pgdn', 'ten rows up or down'],
		['tab', 'the next game with a table (shift+tab: the previous)'],
		['p', 'change a parameter (a set, a cap, a code, a rule): type it, enter computes'],
		['x', 'export the table to a file here: t text, c CSV, j JSON, m Markdown'],
		['q  esc', 'back'],
	],
	howto: [
		['←→  h l  tab', 'the previous or next page (the overview, then one per game)'],
		['↑↓  k j', 'scroll a line'],
		['pgup pgdn  space', 'scroll a page'],
		['home end', 'the top or the bottom of the page'],
		['q  esc', 'back'],
	],
	review: [
		['↑↓  k j', 'scroll the moves'],
		['pgup pgdn  space', 'scroll a page'],
		['✓', "kept the win: fastest, or slower by K (the mover's moves)"],
		['✗', 'gave the win away; why: the idea it missed, and its lesson'],
		['·', 'lost anyway: delayed best, or gave up K moves sooner'],
		['value', 'the Grundy value for the player to move (0 = lost)'],
		['faced', 'who slipped when: the value each side faced, ✗ a slip'],
		['win in N', 'moves left with best play (small games only)'],
		['q  esc  v', 'back'],
	],
	trainerPick: [
		['↑↓  k j', 'choose a game, or Mixed'],
		['enter', 'start the puzzles'],
		['q  esc', 'back to the menu'],
	],
	trainer: [
		['board keys', 'make your move as in a game (arrows, digits, enter)'],
		['t', 'the hint (the answer then counts as assisted)'],
		['s', 'show the answer (counts as a miss)'],
		['enter  n', 'after an answer: the next puzzle'],
		['d', 'puzzles easier than your rating, at it, or harder (from the next one)'],
		['e', 'the hint or the feedback on the whole screen'],
		['i', "the theory page of the puzzle's game"],
		['q', 'back to the list of games'],
	],
	course: [
		['↑↓  k j  1-9', 'choose a lesson on the course map'],
		['enter', 'open it; on a page or the worked example: the next one'],
		['←', 'the previous page, or the move before'],
		['x', 'skip to the exercises'],
		['w  l', 'say whether the player to move wins or loses'],
		['0-9  enter', 'type a value and answer'],
		['board keys', 'make a winning move as in a game'],
		['p', 'the placement test: place out of the lessons you know'],
		['r', 'review the concepts that are due'],
		['d', 'exercises near your rating, easier, or harder'],
		['q  esc', 'back (the course map, then the menu)'],
	],
	stats: [
		['↑↓  k j', 'scroll'],
		['s', 'saving on or off (kept in the progress file)'],
		['x', 'reset every record (asks first)'],
		['q  esc', 'back to the menu'],
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

export const minimumSize: Size = {columns: 60, rows: 16};

export function isTooSmall(size: Size): boolean {
	return size.columns < minimumSize.columns || size.rows < minimumSize.rows;
}

export function tooSmallLines(size: Size): Line[] {
	const width = size.columns;
	const lines: Line[] = [
		line(seg(' Terminal too small', 'bad')),
		[],
		...wrapText(`The arcade needs at least ${minimumSize.columns}×${minimumSize.rows}; this terminal is ${size.columns}×${size.rows}.`, width - 2).map(t =>
			line(seg(` ${t}`)),
		),
		...wrapText('Make the window larger: the game waits, and redraws when it fits.', width - 2).map(t => line(seg(` ${t}`, 'dim'))),
		[],
		line(seg(' q', 'key'), seg(' or ', 'dim'), seg('ctrl+c', 'key'), seg(' quit', 'dim')),
	];
	return lines.slice(0, Math.max(1, size.rows - 1)).map(l => clipLine(l, width));
}
