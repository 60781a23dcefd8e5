/** The menu: every game of the catalog, then How to play, the Trainer, Stats and Quit (ink-select-input). */
import React, {useMemo} from 'react';
import {Box, Text, useInput} from 'ink';
import SelectInput from 'ink-select-input';
import {games} from '../../engine/catalog.js';
import {LinesView} from '../components/lines-view.js';
import {footerLine} from '../footer.js';
import {keyNames} from '../keys.js';
import type {Size} from '../match/layout.js';

export type MenuChoice = {readonly kind: 'game'; readonly id: string} | {readonly kind: 'howto' | 'trainer' | 'stats' | 'quit'};

interface MenuItem {
	readonly label: string;
	readonly value: string;
}

const nameWidth = 22;

export const menuItems: readonly MenuItem[] = [
	...games.map(game => ({label: game.name, value: game.id})),
	{label: 'How to play', value: ':howto'},
	{label: 'Trainer', value: ':trainer'},
	{label: 'Stats', value: ':stats'},
	{label: 'Quit', value: ':quit'},
];

const summaries = new Map<string, string>([
	...games.map(game => [game.name, game.summary] as const),
	['How to play', 'rules, winning rule and a worked example, per game'],
	['Trainer', 'puzzles: find a winning move; levels rise as you go'],
	['Stats', 'games won, trainer accuracy, best streaks'],
	['Quit', ''],
]);

function MenuItemView({isSelected = false, label}: {readonly isSelected?: boolean; readonly label: string}): React.JSX.Element {
	return (
		<Text wrap="truncate">
			<Text color={isSelected ? 'cyan' : undefined} bold={isSelected}>{label.padEnd(nameWidth)}</Text>
			<Text dimColor>{summaries.get(label) ?? ''}</Text>
		</Text>
	);
}

function Pointer({isSelected = false}: {readonly isSelected?: boolean}): React.JSX.Element {
	return <Box marginRight={1} flexShrink={0}><Text color="cyan">{isSelected ? '❯' : ' '}</Text></Box>;
}

export interface MenuScreenProps {
	readonly size: Size;
	readonly active: boolean;
	readonly initialIndex: number;
	readonly onHighlight: (index: number) => void;
	readonly onChoose: (choice: MenuChoice) => void;
}

export function MenuScreen({size, active, initialIndex, onHighlight, onChoose}: MenuScreenProps): React.JSX.Element {
	useInput((input, key) => {
		for (const name of keyNames(input, key)) {
			if (name === 'q' || name === 'escape') {
				onChoose({kind: 'quit'});
				return;
			}
		}
	}, {isActive: active});
	const items = useMemo(() => [...menuItems], []);
	const limit = Math.max(3, size.rows - 7);
	const footer = footerLine(
		[{keys: '↑↓', action: 'move'}, {keys: 'enter', action: 'choose'}, {keys: '1-9', action: 'jump'}],
		[{keys: '?', action: 'help'}, {keys: 'q', action: 'quit'}],
		size.columns,
	);
	return (
		<Box flexDirection="column" height={size.rows - 1} width={size.columns}>
			<Box borderStyle="round" borderDimColor flexDirection="column" paddingX={1}>
				<Text wrap="truncate">
					<Text bold color="cyan">game-arcade</Text>
					<Text dimColor>  ·  impartial games, played perfectly</Text>
				</Text>
				<Text> </Text>
				<SelectInput
					items={items}
					limit={limit}
					initialIndex={Math.min(initialIndex, items.length - 1)}
					isFocused={active}
					indicatorComponent={Pointer}
					itemComponent={MenuItemView}
					onHighlight={item => {
						onHighlight(items.findIndex(i => i.value === item.value));
					}}
					onSelect={item => {
						if (item.value.startsWith(':')) onChoose({kind: item.value.slice(1) as 'howto' | 'trainer' | 'stats' | 'quit'});
						else onChoose({kind: 'game', id: item.value});
					}}
				/>
			</Box>
			<Box flexGrow={1} />
			<LinesView lines={[footer]} />
		</Box>
	);
}
