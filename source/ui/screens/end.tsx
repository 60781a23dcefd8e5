/** The end screen: the result and the values of the moves, then rematch, a new position, the menu, or the full review. */
import type React from 'react';
import {useMemo, useRef, useState} from 'react';
import {Box, useInput} from 'ink';
import SelectInput from 'ink-select-input';
import {LinesView} from '../components/lines-view.js';
import {footerLine} from '../footer.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import {takeBackAtEnd, type MatchRecord} from '../match/state.js';
import {coachLines, endKeys, endSummaryLines, movesLines, type EndChoice} from './end-layout.js';
import {keyAction} from '../key-map.js';
import {reviewOf} from '../review/review.js';
import type {GameStats} from '../../progress/progress.js';
import {endWords} from '../../i18n/end/index.js';

export type {EndChoice};

/** The choices, in the language in force. */
const choices = (): Array<{label: string; value: EndChoice}> => [
	{label: endWords('rematchItem'), value: 'rematch'},
	{label: endWords('newItem'), value: 'new'},
	{label: endWords('menuItem'), value: 'menu'},
];

export interface EndScreenProps {
	readonly record: MatchRecord;
	readonly size: Size;
	readonly active: boolean;
	/** The game's saved record, with this game in it. */
	readonly stats?: GameStats;
	readonly onChoose: (choice: EndChoice) => void;
}

export function EndScreen({record, size, active, stats, onChoose}: EndScreenProps): React.JSX.Element {
	// A mistake that lost the game can be taken back here too (u), as during play.
	const items = choices();
	const canTakeBack = useMemo(() => takeBackAtEnd(record) !== null, [record]);
	// The highlighted choice is kept here, updated at once, so every key of a burst acts (as in the menu).
	const [index, setIndex] = useState(0);
	const current = useRef(0);
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = keyAction(endKeys, name, undefined);
				if (action?.type === 'move') {
					current.current = (current.current + action.by + items.length) % items.length;
					setIndex(current.current);
					continue;
				}
				// u takes back only a mistake that lost the game at once.
				if (action?.type === 'pick' && action.choice === 'undo' && !canTakeBack) continue;
				if (action) return onChoose(action.type === 'choose' ? items[current.current]!.value : action.choice);
			}
			return undefined;
		},
		{isActive: active},
	);
	// Values and mistakes only (no search): the full review, with "win in N", is a key away.
	const review = useMemo(() => reviewOf(record, {remoteness: false}), [record]);
	const summary = [...endSummaryLines(record, size.columns, review, stats, size.rows < 20), ...coachLines(record, size.columns, canTakeBack)];
	const footer = footerLine(
		[
			{keys: '↑↓', action: endWords('keyMove')},
			{keys: 'enter', action: endWords('keyChoose')},
			...(canTakeBack ? [{keys: 'u', action: endWords('keyTakeBack')}] : []),
			{keys: 'v', action: endWords('keyReview')},
			{keys: 'r', action: endWords('keyRematch')},
			{keys: 'n', action: endWords('keyNew')},
		],
		[
			{keys: '?', action: endWords('keyHelp')},
			{keys: 'q', action: endWords('keyMenu')},
		],
		size.columns,
	);
	const room = size.rows - 1 - summary.length - 1 - items.length - 1 - 1;
	return (
		<Box flexDirection="column" height={size.rows - 1} width={size.columns}>
			<LinesView lines={[...summary, []]} />
			<Box paddingLeft={1}>
				<SelectInput key={index} items={items} initialIndex={index} isFocused={false} />
			</Box>
			<LinesView lines={[[], ...movesLines(record, size.columns, room, review)]} />
			<Box flexGrow={1} />
			<LinesView lines={[footer]} />
		</Box>
	);
}
