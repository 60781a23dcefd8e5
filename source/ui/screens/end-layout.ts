/** The end-of-game summary as lines: who won, in how many moves, whether hints were used, the moves and their values. */
import {clipLine, formatInt, line, padRight, seg, spread, textWidth, wrapAtMost, type Line} from '../lines.js';
import {movesMade, opponentOf, sideName, turnText, type MatchRecord} from '../match/state.js';
import {sparkline} from '../review/chart.js';
import {valueText, type PositionFacts, type Review} from '../review/review.js';
import type {GameStats} from '../../progress/progress.js';
import type {KeyMap} from '../key-map.js';
import {keyWords} from '../../i18n/keys/index.js';
import {endWords} from '../../i18n/end/index.js';
import {listText} from '../../i18n/lists/index.js';
import {gameName} from '../../i18n/games/index.js';

export type EndChoice = 'rematch' | 'new' | 'menu' | 'review' | 'undo';

/** What a key does after a game. */
export type EndKey = {readonly type: 'move'; readonly by: number} | {readonly type: 'choose'} | {readonly type: 'pick'; readonly choice: EndChoice};

/** The keys after a game. */
export const endKeys: KeyMap<EndKey> = [
	{keys: ['up', 'k'], help: () => keyWords('endChoiceAbove'), action: () => ({type: 'move', by: -1})},
	{keys: ['down', 'j'], help: () => keyWords('endChoiceBelow'), action: () => ({type: 'move', by: 1})},
	{keys: ['enter'], help: () => keyWords('endChooseRematchNew'), action: () => ({type: 'choose'})},
	{keys: ['r'], help: () => keyWords('endRematchSameStart'), action: () => ({type: 'pick', choice: 'rematch'})},
	{keys: ['n'], help: () => keyWords('endNewPositionBack'), action: () => ({type: 'pick', choice: 'new'})},
	{keys: ['v'], help: () => keyWords('endReviewEveryMove'), action: () => ({type: 'pick', choice: 'review'})},
	{keys: ['u'], help: () => keyWords('endTakeBackYour'), action: () => ({type: 'pick', choice: 'undo'})},
	{keys: ['q', 'escape'], help: () => keyWords('endBackMenu'), action: () => ({type: 'pick', choice: 'menu'})},
];

export function resultText(record: MatchRecord): string {
	const {config, winner} = record;
	// A resumed game counts the moves made before it was left too.
	const count = movesMade(record);
	const moves = endWords('moves', {count});
	if (winner === null) return endWords('noWinner', {moves});
	if (record.resigned !== undefined && record.resigned !== null) {
		if (config.opponent === 'friend') return endWords('sideResigned', {loser: sideName(config, record.resigned), moves, winner: sideName(config, winner)});
		return endWords(record.resigned === 0 ? 'youResigned' : 'computerResigned', {moves});
	}
	if (config.opponent === 'friend') return endWords('sideWon', {winner: sideName(config, winner), moves});
	return endWords(winner === 0 ? 'youWon' : 'computerWon', {moves});
}

/** "Nim: won 3 of 5 against the computer (hints in 1)". */
export function recordText(name: string, stats: GameStats): string {
	if (stats.played === 0) return '';
	const values = {name, won: stats.won, played: stats.played};
	return stats.hintsUsed > 0 ? endWords('recordHints', {...values, hints: stats.hintsUsed}) : endWords('record', values);
}

/**
 * The coach's note on the move that lost the game (kept from the match, where
 * the game ended before it could be read), at most four lines; with the way
 * back (u) when the move can be taken back.
 */
export function coachLines(record: MatchRecord, width: number, canTakeBack: boolean): Line[] {
	const note = record.coach ?? null;
	if (note === null && !canTakeBack) return [];
	const text = note === null ? endWords('handedOver') : canTakeBack ? note : note.replace(/ u takes it back\.$/, '');
	const label = endWords('coach');
	const labelWidth = textWidth(label);
	return wrapAtMost(text, width - labelWidth - 1, 4).map((t, i) => line(seg(i === 0 ? label : ' '.repeat(labelWidth), 'error'), seg(t, 'strong')));
}

/** `compact` (short terminals) leaves out the last move (the list of moves shows it) and the record. */
export function endSummaryLines(record: MatchRecord, width: number, review?: Review, stats?: GameStats, compact = false): Line[] {
	const {config, winner, history} = record;
	const lines: Line[] = [];
	lines.push(
		spread(
			line(seg(` ${gameName(config.game.id, config.game.name)}`, 'title'), seg(endWords('gameOver'), 'dim')),
			line(seg(`${config.opponent === 'friend' ? endWords('twoPlayers') : endWords('youVs', {opponent: opponentOf(record)})} `, 'dim')),
			width,
		),
	);
	lines.push([]);
	const good = config.opponent === 'friend' || winner === 0;
	lines.push(line(seg(good ? ' ★ ' : ' ✗ ', good ? 'good' : 'bad'), seg(resultText(record), good ? 'good' : 'bad')));
	lines.push(
		line(
			seg(endWords('hintsUsed'), 'dim'),
			seg(endWords(record.hintsUsed ? 'yes' : 'no'), 'strong'),
			seg(config.opponent !== 'friend' && config.first === 0 ? endWords('youFirst') : endWords('sideFirst', {side: sideName(config, config.first)}), 'dim'),
		),
	);
	const last = history[history.length - 1];
	if (last && !compact) lines.push(clipLine(line(seg(endWords('lastMove'), 'dim'), seg(turnText(config, last), 'computer')), width));
	if (review && review.rows.length > 0) {
		const mistakes = ([0, 1] as const).filter(side => review.mistakes[side] > 0).map(side => `${review.names[side]} ${review.mistakes[side]}`);
		const verdict = mistakes.length === 0 ? endWords('noMistakes') : endWords('mistakes', {list: listText(mistakes)});
		const bars = sparkline(review, Math.min(40, width - 40));
		lines.push(clipLine(line(seg(endWords('values'), 'dim'), ...bars, seg(endWords('valuesLegend', {verdict}), 'dim')), width));
	}
	const text = stats ? recordText(gameName(config.game.id, config.game.name), stats) : '';
	if (text !== '' && config.opponent !== 'friend' && !compact) lines.push(clipLine(line(seg(`   ${text}`, 'dim')), width));
	return lines;
}

function shortValue(f: PositionFacts): string {
	return f.grundy === null ? valueText(f) : formatInt(f.grundy, 6);
}

/**
 * The moves of the game, numbered; the last `max` of them when there are
 * more. With a review, each move also shows the value before → after and
 * ✓ (kept the win) or ✗ (a mistake).
 */
export function movesLines(record: MatchRecord, width: number, max: number, review?: Review): Line[] {
	const {config, history} = record;
	if (max < 2 || history.length === 0) return [];
	// Misère rows (and values past a search bound) show W and L rather than numbers.
	const outcomes = review?.rows.some(r => r.before.grundy === null || r.after.grundy === null) ?? false;
	const legend = !review ? '' : outcomes ? endWords('legendOutcomes') : endWords('legendValues');
	const lines: Line[] = [clipLine(line(seg(endWords('moveList'), 'strong'), seg(legend, 'dim')), width)];
	const room = max - 1;
	// With little room the last moves only; with more, a line says how many came before.
	const start = history.length <= room ? 0 : room >= 4 ? history.length - room + 1 : history.length - room;
	if (start > 0 && room >= 4) lines.push(line(seg(endWords('earlier', {count: start}), 'dim')));
	// Measured in columns: a Chinese name (你, 电脑) takes two a character.
	const nameWidth = Math.max(textWidth(sideName(config, 0)), textWidth(sideName(config, 1)));
	const wordsWidth = Math.max(...history.slice(start).map(t => textWidth(t.words)));
	for (let i = start; i < history.length; i++) {
		const turn = history[i]!;
		const row = review?.rows[i];
		const values = row
			? [
					seg(`  ${`${shortValue(row.before)} → ${shortValue(row.after)}`.padEnd(9)}`, 'strong'),
					row.verdict === 'kept' ? seg(' ✓', 'good') : row.verdict === 'mistake' ? seg(endWords('mistake'), 'bad') : seg(''),
				]
			: [];
		lines.push(
			clipLine(
				line(
					seg(`   ${String(i + 1).padStart(3)}  `, 'dim'),
					seg(padRight(sideName(config, turn.mover), nameWidth + 2), turn.mover === 0 ? 'cursor' : 'computer'),
					seg(row ? padRight(turn.words, wordsWidth) : turn.words),
					...values,
					seg(turn.hinted ? endWords('hintsOn') : '', 'dim'),
				),
				width,
			),
		);
	}
	return lines;
}
