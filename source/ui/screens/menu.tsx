/** The menu: every game of the catalog, then How to play, the Trainer, Stats and Quit (ink-select-input). */
import type React from 'react';
import {useContext, useMemo, useRef, useState} from 'react';
import {Box, Text, useInput, type DOMElement} from 'ink';
import SelectInput from 'ink-select-input';
import {games} from '../../engine/catalog.js';
import {LinesView} from '../components/lines-view.js';
import {footerLine} from '../footer.js';
import {keyNames} from '../keys.js';
import {keyAction, type KeyMap} from '../key-map.js';
import type {Size} from '../match/layout.js';
import {ThemeContext, toneStyle} from '../theme.js';
import {useMouseTargets} from '../mouse.js';

export type MenuChoice = {readonly kind: 'game'; readonly id: string} | {readonly kind: 'course' | 'howto' | 'trainer' | 'lab' | 'stats' | 'quit'};

interface MenuItem {
	readonly label: string;
	readonly value: string;
	/** The key that chooses it from anywhere in the list. */
	readonly key: string;
}

const nameWidth = 22;

/** Shortcut letters, in order: every letter but j and k (which move, as in ink-select-input) and q (quit). */
const shortcutLetters = [...'abcdefghilmnoprstuvwxyz'];

const entries: ReadonlyArray<{readonly label: string; readonly value: string}> = [
	...games.map(game => ({label: game.name, value: game.id})),
	{label: 'Course', value: ':course'},
	{label: 'How to play', value: ':howto'},
	{label: 'Trainer', value: ':trainer'},
	{label: 'Lab', value: ':lab'},
	{label: 'Stats', value: ':stats'},
];

export const menuItems: readonly MenuItem[] = [
	...entries.map((entry, i) => ({...entry, key: shortcutLetters[i] ?? ''})),
	{label: 'Quit', value: ':quit', key: 'q'},
];

/** What a key does on the menu. */
export type MenuKey = {readonly type: 'move'; readonly by: number} | {readonly type: 'choose'} | {readonly type: 'entry'; readonly item: MenuItem};

/** The menu's keys. Esc means "back" elsewhere; here there is nowhere to go back to, so it does nothing: q, Quit and Ctrl+C leave. */
export const menuKeys: KeyMap<MenuKey> = [
	{keys: ['up', 'k'], help: 'the entry above', action: () => ({type: 'move', by: -1})},
	{keys: ['down', 'j'], help: 'the entry below', action: () => ({type: 'move', by: 1})},
	{keys: ['enter'], help: 'choose the entry', action: () => ({type: 'choose'})},
	{
		keys: menuItems.filter(item => item.key !== '' && item.key !== 'q').map(item => item.key),
		help: 'choose the entry with that letter',
		action: name => ({type: 'entry', item: menuItems.find(item => item.key === name)!}),
	},
	{keys: ['q'], help: 'quit', action: () => ({type: 'entry', item: menuItems.find(item => item.key === 'q')!})},
];

const shortcuts = new Map(menuItems.filter(item => item.key !== '').map(item => [item.label, item.key] as const));

function choiceOf(item: {readonly value: string}): MenuChoice {
	return item.value.startsWith(':') ? {kind: item.value.slice(1) as 'course' | 'howto' | 'trainer' | 'lab' | 'stats' | 'quit'} : {kind: 'game', id: item.value};
}

const summaries = new Map<string, string>([
	...games.map(game => [game.name, game.summary] as const),
	['Course', 'lessons from Nim to misère play'],
	['How to play', 'each game: rules, how to win, a worked example'],
	['Trainer', 'puzzles at your rating: find a winning move'],
	['Lab', 'tables of values: P-positions, periods, pictures'],
	['Stats', 'games won, ratings by idea, accuracy, reviews'],
	['Quit', ''],
]);

/** Notes shown before the entries' summaries, by label (the Course's reviews due). */
type Notes = Readonly<Record<string, string>>;

const noNotes: Notes = {};

function MenuItemView({
	isSelected = false,
	label,
	notes,
	onClick,
}: {
	readonly isSelected?: boolean;
	readonly label: string;
	readonly notes?: Notes;
	readonly onClick?: (label: string) => void;
}): React.JSX.Element {
	const theme = useContext(ThemeContext);
	// A click anywhere on the entry chooses it.
	const ref = useRef<DOMElement>(null);
	useMouseTargets(ref, onClick !== undefined, () => label, onClick);
	const note = notes !== undefined && Object.hasOwn(notes, label) ? notes[label]! : null;
	const summary = summaries.get(label) ?? '';
	const key = shortcuts.get(label);
	// A screen reader hears the entry, whether it is the one selected, its summary and its letter.
	const said = note === null ? summary : `${note} · ${summary}`;
	const spoken = `${label}${isSelected ? ', selected' : ''}${said === '' ? '' : `: ${said}`}${key ? ` (key ${key})` : ''}`;
	return (
		<Box ref={ref} flexGrow={1}>
			<Text wrap="truncate" aria-label={spoken}>
				<Text {...toneStyle(theme, isSelected ? 'cursor' : 'dim')}>{(key ?? ' ').padEnd(3)}</Text>
				<Text {...toneStyle(theme, isSelected ? 'cursor' : 'text')}>{label.padEnd(nameWidth)}</Text>
				{note === null ? null : <Text {...toneStyle(theme, 'strong')}>{`${note} · `}</Text>}
				<Text {...toneStyle(theme, 'dim')}>{summary}</Text>
			</Text>
		</Box>
	);
}

function Pointer({isSelected = false}: {readonly isSelected?: boolean}): React.JSX.Element {
	const theme = useContext(ThemeContext);
	return (
		<Box marginRight={1} flexShrink={0}>
			<Text {...toneStyle(theme, 'cursor')} aria-hidden>
				{isSelected ? '❯' : ' '}
			</Text>
		</Box>
	);
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

export function MenuScreen({size, active, initialIndex, onHighlight, onChoose, notes = noNotes, banner = null}: MenuScreenProps): React.JSX.Element {
	const theme = useContext(ThemeContext);
	const items = useMemo(() => [...menuItems], []);
	// A click on an entry chooses it (the latest onChoose, through a ref, so the item view stays the same).
	const choose = useRef(onChoose);
	choose.current = onChoose;
	const itemView = useMemo(() => {
		const onClick = (label: string) => {
			const item = menuItems.find(entry => entry.label === label);
			if (item) choose.current(choiceOf(item));
		};
		return (props: {readonly isSelected?: boolean; readonly label: string}) => <MenuItemView {...props} notes={notes} onClick={active ? onClick : undefined} />;
	}, [notes, active]);
	// The highlighted entry is kept here, in a ref updated at once, so every
	// key of a burst (key repeat, a paste, Up Up Up arriving together) moves
	// it: ink-select-input reads its index from its last render, and acted on
	// the first key of a burst only. It still draws the list (scrolling it).
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
	const scrolls = items.length > Math.max(3, size.rows - 7);
	const limit = Math.max(3, size.rows - (scrolls ? 8 : 7));
	const footer = footerLine(
		[
			{keys: '↑↓', action: 'move'},
			{keys: 'enter', action: 'choose'},
			{keys: 'a-z', action: 'choose by letter'},
		],
		[
			{keys: '?', action: 'help'},
			{keys: 'q', action: 'quit'},
		],
		size.columns,
	);
	return (
		<Box flexDirection="column" height={size.rows - 1} width={size.columns}>
			<Box borderStyle="round" borderDimColor={theme === 'default'} flexDirection="column" paddingX={1}>
				<Text wrap="truncate" aria-label={`game-arcade: impartial games, played perfectly${banner === null ? '' : `, ${banner}`}`}>
					<Text {...toneStyle(theme, 'title')}>game-arcade</Text>
					<Text {...toneStyle(theme, 'dim')}> · impartial games, played perfectly</Text>
					{banner === null ? null : <Text {...toneStyle(theme, 'strong')}>{` · ${banner}`}</Text>}
				</Text>
				<Text> </Text>
				{/* Drawn afresh for each index (it takes one only when it mounts); keys are handled above. */}
				<SelectInput key={index} items={items} limit={limit} initialIndex={index} isFocused={false} indicatorComponent={Pointer} itemComponent={itemView} />
				{scrolls ? (
					<Text {...toneStyle(theme, 'dim')} wrap="truncate" aria-label={`${limit} of ${items.length} entries shown: up and down scroll the rest into view`}>
						{`  ${limit} of ${items.length} entries shown: ↑↓ scroll the rest into view`}
					</Text>
				) : null}
			</Box>
			<Box flexGrow={1} />
			<LinesView lines={[footer]} />
		</Box>
	);
}
