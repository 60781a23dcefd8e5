/** The end-of-game summary as lines: who won, in how many moves, whether hints were used, the moves. */
import {clipLine, line, padRight, seg, spread, type Line} from '../lines.js';
import {opponentName, sideName, turnText, type MatchRecord} from '../match/state.js';

export function resultText(record: MatchRecord): string {
	const {config, winner, history} = record;
	const moves = `${history.length} move${history.length === 1 ? '' : 's'}`;
	if (winner === null) return `No winner (${moves}).`;
	if (config.opponent === 'friend') return `${sideName(config, winner)} won in ${moves}.`;
	return winner === 0 ? `You won in ${moves}!` : `The computer won in ${moves}.`;
}

export function endSummaryLines(record: MatchRecord, width: number): Line[] {
	const {config, winner, history} = record;
	const lines: Line[] = [];
	lines.push(spread(line(seg(` ${config.game.name}`, 'title'), seg(' · game over', 'dim')), line(seg(`${config.opponent === 'friend' ? 'two players' : `you vs ${opponentName(config.opponent)}`} `, 'dim')), width));
	lines.push([]);
	const good = config.opponent === 'friend' || winner === 0;
	lines.push(line(seg(good ? ' ★ ' : ' ✗ ', good ? 'good' : 'bad'), seg(resultText(record), good ? 'good' : 'bad')));
	const first = sideName(config, config.first);
	lines.push(line(seg('   Hints used: ', 'dim'), seg(record.hintsUsed ? 'yes' : 'no', 'strong'), seg(`  ·  ${first === 'You' ? 'you' : first} moved first`, 'dim')));
	const last = history[history.length - 1];
	if (last) lines.push(clipLine(line(seg('   Last move: ', 'dim'), seg(turnText(config, last), 'computer')), width));
	return lines;
}

/** The moves of the game, numbered; the last `max` of them when there are more. */
export function movesLines(record: MatchRecord, width: number, max: number): Line[] {
	const {config, history} = record;
	if (max < 2 || history.length === 0) return [];
	const lines: Line[] = [line(seg(' Moves', 'strong'))];
	const room = max - 1;
	const start = history.length > room ? history.length - room + 1 : 0;
	if (start > 0) lines.push(line(seg(`   … ${start} earlier move${start === 1 ? '' : 's'}`, 'dim')));
	const nameWidth = Math.max(sideName(config, 0).length, sideName(config, 1).length);
	for (let i = start; i < history.length; i++) {
		const turn = history[i]!;
		lines.push(clipLine(line(
			seg(`   ${String(i + 1).padStart(3)}  `, 'dim'),
			seg(padRight(sideName(config, turn.mover), nameWidth + 2), turn.mover === 0 ? 'cursor' : 'computer'),
			seg(turn.words),
			seg(turn.hinted ? '  (hints on)' : '', 'dim'),
		), width));
	}
	return lines;
}
