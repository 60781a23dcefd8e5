/** The menu: every game of the catalog, then the Course, How to play, the Trainer, the Lab, Stats, Problems and Quit. */
import type React from 'react';
import {useContext, useRef, useState} from 'react';
import {Box, useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {listEntry, listPick} from '../components/pick-list.js';
import {footerLine} from '../footer.js';
import {keyNames} from '../keys.js';
import {keyAction, type KeyMap} from '../key-map.js';
import type {Size} from '../size.js';
import {ThemeContext} from '../theme.js';
import {asciiOn} from '../glyphs.js';
import {clipLine, line, padRight, seg, type Line, type Segment, type Speech} from '../lines.js';
import {menuGames as games} from '../menu-games.static.js';
import {gameName, gameSummary} from '../../i18n/games/index.js';
import {menuWords} from '../../i18n/menu/index.js';

export type MenuChoice = {readonly kind: 'game'; readonly id: string} | {readonly kind: 'course' | 'howto' | 'trainer' | 'lab' | 'stats' | 'problems' | 'quit'};

interface MenuItem {
	/** The entry's name in English, which also names it for the notes (`Course`). */
	readonly label: string;
	readonly value: string;
	/** The key that chooses it from anywhere in the list. */
	readonly key: string;
}

const nameWidth = 22;

/** Shortcut letters, in order: every letter but j and k (which move) and q (quit). */
const shortcutLetters = [...'abcdefghilmnoprstuvwxyz'];

const entries: ReadonlyArray<{readonly label: string; readonly value: string}> = [
	...games.map(game => ({label: game.name, value: game.id})),
	{label: 'Course', value: ':course'},
	{label: 'Howto', value: ':howto'},
	{label: 'Trainer', value: ':trainer'},
	{label: 'Lab', value: ':lab'},
	{label: 'Stats', value: ':stats'},
	{label: 'Problems', value: ':problems'},
];

export const menuItems: readonly MenuItem[] = [
	...entries.map((entry, i) => ({...entry, key: shortcutLetters[i] ?? ''})),
	{label: 'Quit', value: ':quit', key: 'q'},
];

/** What a key does on the menu. */
export type MenuKey = {readonly type: 'move'; readonly by: number} | {readonly type: 'choose'} | {readonly type: 'entry'; readonly item: MenuItem};

/** The menu's keys. Esc means "back" elsewhere; here there is nowhere to go back to, so it does nothing: q, Quit and Ctrl+C leave. */
export const menuKeys: KeyMap<MenuKey> = [
	{keys: ['up', 'k'], help: () => menuWords('keyAbove'), action: () => ({type: 'move', by: -1})},
	{keys: ['down', 'j'], help: () => menuWords('keyBelow'), action: () => ({type: 'move', by: 1})},
	{keys: ['enter'], help: () => menuWords('keyChoose'), action: () => ({type: 'choose'})},
	{
		keys: menuItems.filter(item => item.key !== '' && item.key !== 'q').map(item => item.key),
		help: () => menuWords('keyLetter'),
		action: name => ({type: 'entry', item: menuItems.find(item => item.key === name)!}),
	},
	{keys: ['q'], help: () => menuWords('keyQuit'), action: () => ({type: 'entry', item: menuItems.find(item => item.key === 'q')!})},
];

function choiceOf(item: {readonly value: string}): MenuChoice {
	return item.value.startsWith(':')
		? {kind: item.value.slice(1) as 'course' | 'howto' | 'trainer' | 'lab' | 'stats' | 'problems' | 'quit'}
		: {kind: 'game', id: item.value};
}

/** An entry's name and summary in the language in force. */
function entryWords(item: MenuItem): {readonly name: string; readonly summary: string} {
	switch (item.value) {
		case ':course':
			return {name: menuWords('course'), summary: menuWords('courseSummary')};
		case ':howto':
			return {name: menuWords('howto'), summary: menuWords('howtoSummary')};
		case ':trainer':
			return {name: menuWords('trainer'), summary: menuWords('trainerSummary')};
		case ':lab':
			return {name: menuWords('lab'), summary: menuWords('labSummary')};
		case ':stats':
			return {name: menuWords('stats'), summary: menuWords('statsSummary')};
		case ':problems':
			return {name: menuWords('problems'), summary: menuWords('problemsSummary')};
		case ':quit':
			return {name: menuWords('quit'), summary: ''};
		default: {
			const game = games.find(g => g.id === item.value);
			return {name: gameName(item.value, item.label), summary: game === undefined ? '' : gameSummary(game.id, game.summary)};
		}
	}
}

/** Notes shown before the entries' summaries, by label (the Course's reviews due). */
type Notes = Readonly<Record<string, string>>;

const noNotes: Notes = {};

/** Lines that read, for a screen reader, as one sentence each. */
function spoken(sentence: string): Speech {
	return {read: () => [sentence]};
}

/** An entry's line: its letter, its name, its note and its summary; a click on any of it chooses it. */
function entryLine(item: MenuItem, index: number, selected: boolean, notes: Notes): Line {
	const note = Object.hasOwn(notes, item.label) ? notes[item.label]! : null;
	const {name, summary} = entryWords(item);
	const said = note === null ? summary : `${note} · ${summary}`;
	// A screen reader hears the entry, whether it is the one selected, its summary and its letter.
	const speech = spoken(
		`${name}${selected ? menuWords('selected') : ''}${said === '' ? '' : `: ${said}`}${item.key ? menuWords('keyNote', {key: item.key}) : ''}`,
	);
	const parts: Segment[] = [
		{text: `${selected ? '❯' : ' '} `, tone: 'cursor'},
		{text: (item.key || ' ').padEnd(3), tone: selected ? 'cursor' : 'dim'},
		{text: padRight(name, nameWidth), tone: selected ? 'cursor' : 'text'},
		...(note === null ? [] : [{text: `${note} · `, tone: 'strong' as const}]),
		...(summary === '' ? [] : [{text: summary, tone: 'dim' as const}]),
	];
	return listEntry(
		parts.map(part => ({...part, speech})),
		'menu',
		index,
	);
}

/**
 * The entries shown: all of them, or a window of `limit` that keeps the
 * highlighted one in view, moving only when it would leave.
 */
export function menuWindow(count: number, limit: number, index: number, top: number): number {
	if (count <= limit) return 0;
	if (index < top) return index;
	if (index >= top + limit) return index - limit + 1;
	return Math.min(top, count - limit);
}

export interface MenuScreenProps {
	readonly size: Size;
	readonly active: boolean;
	readonly initialIndex: number;
	readonly onHighlight: (index: number) => void;
	readonly onChoose: (choice: MenuChoice) => void;
	/** A note shown before an entry's summary, by its label (e.g. Course: "2 reviews due"). @default none */
	readonly notes?: Notes;
	/** A line's end for the title, seen however the list is scrolled (e.g. "2 reviews due"). @default none */
	readonly banner?: string | null;
}

/**
 * The menu, drawn as lines (a line of text for each entry, not a layout of
 * boxes), so the first frame of the arcade costs little more than the text.
 */
export function MenuScreen({size, active, initialIndex, onHighlight, onChoose, notes = noNotes, banner = null}: MenuScreenProps): React.JSX.Element {
	const theme = useContext(ThemeContext);
	const items = menuItems;
	// The highlighted entry is kept here, in a ref updated at once, so every
	// key of a burst (key repeat, a paste, Up Up Up arriving together) moves it.
	const [index, setIndex] = useState(() => Math.min(initialIndex, items.length - 1));
	const current = useRef(index);
	const move = (step: number) => {
		current.current = (current.current + step + items.length) % items.length;
		setIndex(current.current);
		onHighlight(current.current);
	};
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = keyAction(menuKeys, name, undefined);
				if (action?.type === 'move') move(action.by);
				else if (action) {
					onChoose(choiceOf(action.type === 'choose' ? items[current.current]! : action.item));
					return;
				}
			}
		},
		{isActive: active},
	);
	// The list scrolls when the terminal is too short for all of it (a line says so).
	// Every entry fits when the box reaches down to the footer: rows - 1 for the screen, 4 for the border and title, 1 for the footer.
	const scrolls = items.length > Math.max(3, size.rows - 6);
	const limit = scrolls ? Math.max(3, size.rows - 7) : items.length;
	const top = useRef(0);
	top.current = menuWindow(items.length, limit, index, top.current);
	const tagline = menuWords('tagline');
	const title = spoken(`game-arcade: ${tagline}${banner === null ? '' : `, ${banner}`}`);
	const lines: Line[] = [
		line(
			{...seg('game-arcade', 'title'), speech: title},
			{...seg(` · ${tagline}`, 'dim'), speech: title},
			...(banner === null ? [] : [{...seg(` · ${banner}`, 'strong'), speech: title}]),
		),
		[],
		...items.slice(top.current, top.current + limit).map((item, i) => entryLine(item, top.current + i, top.current + i === index, notes)),
		...(scrolls ? [line(seg(`  ${menuWords('scrolled', {shown: limit, count: items.length})}`, 'dim'))] : []),
	];
	const footer = footerLine(
		[
			{keys: '↑↓', action: menuWords('move')},
			{keys: 'enter', action: menuWords('choose')},
			{keys: 'a-z', action: menuWords('chooseByLetter')},
		],
		[
			{keys: '?', action: menuWords('help')},
			{keys: 'q', action: menuWords('keyQuit')},
		],
		size.columns,
	);
	const onTarget = (target: string) => {
		const picked = listPick(target, 'menu', items.length);
		if (picked !== null) onChoose(choiceOf(items[picked]!));
	};
	return (
		<Box flexDirection="column" height={size.rows - 1} width={size.columns}>
			<Box borderStyle={asciiOn() ? 'classic' : 'round'} borderDimColor={theme === 'default'} flexDirection="column" paddingX={1}>
				<LinesView lines={lines.map(l => clipLine(l, size.columns - 4))} onTarget={onTarget} active={active} clipped />
			</Box>
			<Box flexGrow={1} />
			<LinesView lines={[footer]} />
		</Box>
	);
}
