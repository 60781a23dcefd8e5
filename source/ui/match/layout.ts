/**
 * The match screen as lines: header, board, hint panel, status and footer,
 * fitted to the terminal (never taller than rows − 1). Pure: the view only
 * renders what this returns.
 */
import {besideLines, boxed, clipLine, fitHeight, line, lineWidth, seg, spread, textWidth, wrapLines, wrapAtMost, wrapText, type Line} from '../lines.js';
import {footerLine, footerLines} from '../footer.js';
import {boardLines} from '../boards/frame.js';
import type {KeyHelp} from '../boards/types.js';
import {playerWords} from '../../engine/players.js';
import {
	explanationAt,
	givebackNote,
	hintMark,
	hintStepNames,
	hintWanted,
	isComputer,
	lastMark,
	longThinkMs,
	movesMade,
	nextStepText,
	opponentOf,
	sideName,
	turnText,
	type Hint,
	type MatchState,
	type Share,
	maxShareChars,
} from './state.js';
import {shellRows} from '../../text/shell.js';
import type {Size} from '../size.js';
import {splitExplanation} from '../shared/explanation.js';

/** The match keys besides the board's, most important first. */
export const matchKeys: readonly KeyHelp[] = [
	{keys: 't', action: 'hints'},
	{keys: 'e', action: 'explain'},
	{keys: 'u', action: 'undo'},
	{keys: 'v', action: 'review'},
	{keys: 'i', action: 'theory'},
	{keys: 'r', action: 'restart'},
	{keys: 'x', action: 'resign'},
	{keys: 's', action: 'share'},
];

export const matchPinned: readonly KeyHelp[] = [
	{keys: '?', action: 'help'},
	{keys: 'q', action: 'menu'},
];

function whoIsWinning(state: MatchState): string {
	const side = state.toMove;
	const name = sideName(state.config, side);
	const winning = state.hint?.outcome === 'N';
	if (name === 'You') return winning ? 'you are winning' : 'you are losing';
	return `${name} is ${winning ? 'winning' : 'losing'}`;
}

function valueText(hint: Hint): string {
	if (hint.grundy !== null) return `Grundy value ${hint.grundy}`;
	if (hint.misere)
		return `misère play, ${hint.method === 'search' ? 'decided by exhaustive search' : hint.method === 'quotient' ? 'read through its misère quotient' : 'by its theory'}`;
	return 'Grundy value beyond the search bound';
}

/**
 * The hint panel: who is winning, the value, the winning move, and why, in at
 * most `maxHeight` lines. Compact (no box, no separate move line) when room
 * is short: the board marks the move with ◆ and the explanation names it.
 */
export function hintPanel(state: MatchState, width: number, maxHeight: number, compact = false): Line[] {
	const hint = state.hint;
	if (!hint || maxHeight < 2) return [];
	const frame = compact ? 0 : 2;
	const inner = compact ? width - 2 : width - 4;
	const body: Line[] = [];
	const step = state.hintStep;
	const title =
		hint.error !== undefined ? line(seg('hint', 'hint')) : line(seg('hint', 'hint'), seg(` · ${whoIsWinning(state)} · ${valueText(hint)}`, 'strong'));
	if (hint.error !== undefined) {
		body.push(line(seg(`No hint for this position: ${hint.error}`, 'error')));
	} else {
		if (step === 1) body.push(line(seg(nextStepText(step), 'dim')));
		else if (hint.words === null) {
			if (!compact) body.push(line(seg('Every move loses against perfect play: make the game long and hard.', 'dim')));
		} else if (step === 2) body.push(line(seg(nextStepText(step), 'dim')));
		// The move is the last thing to go: wrapped, never cut, before the explanation.
		else if (compact) body.push(...wrapText(`◆ ${hint.words}`, inner).map(t => line(seg(t, 'hint'))));
		else body.push(...wrapText(`◆ Winning move: ${hint.words}`, inner).map(t => line(seg(t, 'hint'))));
		const {prose, table} = splitExplanation(explanationAt(hint, step));
		const tableWidth = Math.max(0, ...table.map(textWidth));
		if (table.length > 0 && inner - tableWidth - 3 >= 28) {
			const proseWidth = Math.min(64, inner - tableWidth - 3);
			const left = wrapLines(prose, proseWidth).map(t => line(t));
			const right = table.map(t => line(seg('│ ', 'dim'), seg(t, t.includes('◀') ? 'hint' : t.startsWith('nim-sum') ? 'strong' : undefined)));
			body.push(...besideLines(left, right, proseWidth, 1));
		} else {
			body.push(...wrapLines(prose, inner).map(t => line(t)));
			body.push(...table.map(t => line(seg(t, t.includes('◀') ? 'hint' : undefined))));
		}
	}
	if (compact) {
		const rule = Math.max(0, width - 4 - lineWidth(title));
		return [
			[seg('── ', 'hint'), ...title, seg(` ${'─'.repeat(rule)}`, 'hint')],
			...fitHeight(body, maxHeight - 1, ' (e: the whole hint)').map(l => [seg(' '), ...l]),
		];
	}
	return boxed(title, fitHeight(body, maxHeight - frame, ' (e: the whole hint)'), width, 'round', 'hint');
}

function headerLine(state: MatchState, width: number): Line {
	const {config} = state;
	// Misère play changes who wins: say so beside the name, whatever the board draws.
	const isMisere = config.game.isMisere?.(state.position) ?? false;
	const title = (misere: string, who: string) => line(seg(` ${config.game.name}`, 'title'), seg(misere, 'strong'), seg(who, 'dim'));
	let turn: string;
	if (state.phase === 'over') turn = 'game over';
	else if (state.phase === 'computer') turn = 'computer to move';
	else if (config.opponent === 'friend') turn = `${sideName(config, state.toMove)} to move`;
	else turn = 'your move';
	const right = line(
		seg(turn, state.phase === 'human' ? 'cursor' : 'strong'),
		seg(` · move ${movesMade(state) + 1}`, 'dim'),
		seg(state.hintsOn ? ' · hint: ' : ' · hints ', 'dim'),
		seg(state.hintsOn ? `${hintStepNames[state.hintStep]} ` : 'off ', state.hintsOn ? 'hint' : 'dim'),
	);
	// Where the whole title does not fit beside the turn, it shortens: misère in one word (the rule line says the
	// rest), then the opponent in fewer words (the setup and the footer's keys say the rest), before it is cut.
	const who = config.opponent === 'friend' ? ' · two players' : ` · you vs ${opponentOf(state)}`;
	const short = config.opponent === 'friend' ? ' · 2 players' : config.opponent === 'perfect' ? ' · vs computer' : ` · vs ${playerWords(config.opponent)}`;
	const forms = [title(isMisere ? ' (misère: last move loses)' : '', who), title(isMisere ? ' (misère)' : '', who), title(isMisere ? ' (misère)' : '', short)];
	const left = forms.find(l => lineWidth(l) + lineWidth(right) + 1 <= width) ?? forms[forms.length - 1]!;
	return spread(left, right, width);
}

/**
 * The share lines (s), each command quoted for a POSIX shell and broken only
 * where a shell joins it again (shellRows), never cut: a command that does
 * not fit in `maxRows` rows is named instead, as its rows could only be
 * copied in part.
 */
function shareRows(share: Share, width: number, maxRows: number): Line[] {
	const rows = [line(seg(' s ', 'key'), seg('this position as a command line (s hides it):', 'dim'))];
	if (share.tooLong) rows.push(line(seg(`   Too long to show: the command line would pass ${maxShareChars.toLocaleString('en')} characters.`, 'dim')));
	share.commands.forEach((command, i) => {
		const text = shellRows(command, width - 1, {indent: '   ', measure: textWidth});
		if (rows.length + text.length <= maxRows) rows.push(...text.map(t => line(seg(t, 'strong'))));
		else rows.push(line(seg(`   (${i === 0 ? 'play' : 'analyze'}: ${text.length} rows, more than fit; a larger window shows it)`, 'dim')));
	});
	return rows.slice(0, maxRows);
}

/**
 * A note above the status, wrapped (at most three lines): the coach's word on
 * the player's last move, or the perfect computer's offer to concede; while
 * the think worker searches for the coach or the hint, that it is thinking.
 */
export function noteLines(state: MatchState, width: number, maxRows = 6): Line[] {
	if (state.phase === 'over') return [];
	if (state.share !== null) return shareRows(state.share, width, maxRows);
	let label: string;
	let text: string;
	const offer = state.pending?.kind === 'concede' ? state.pending : null;
	if (offer !== null) {
		label = ' ◀ ';
		text = `I have lost: ${offer.moves} more moves with best play. Fast-forward them (y), or play it out (n)?`;
	} else if (givebackNote(state) !== null) {
		label = ' ◀ teacher ';
		text = givebackNote(state)!;
	} else if (state.coach !== null) {
		label = ' ✗ coach ';
		text = state.coach;
	} else if (state.coachAsk !== null) {
		return [line(seg(' … the coach is checking your move', 'dim'))];
	} else if (hintWanted(state)) {
		return [line(seg(' … thinking about the hint (a search)', 'hint'))];
	} else return [];
	const indent = ' '.repeat(label.length);
	// Up to four rows (the coach's note names the move, the idea and the lesson); a note cut short says so.
	return wrapAtMost(text, width - label.length - 1, Math.min(4, maxRows)).map((t, i) =>
		line(seg(i === 0 ? label : indent, offer !== null || label === ' ◀ teacher ' ? 'computer' : 'error'), seg(t, 'strong')),
	);
}

function statusLines(state: MatchState, width: number): Line[] {
	const {config} = state;
	const lines: Line[] = [];
	const last = state.history[state.history.length - 1];
	if (state.phase === 'computer' && state.pending?.kind === 'concede') {
		// The computer waits for the answer to its offer (above), thinking nothing.
		lines.push([]);
	} else if (state.phase === 'computer') {
		const long = state.thinkingMs >= longThinkMs;
		lines.push(line(seg(' … the computer is thinking', 'computer'), seg(long ? ` ${(state.thinkingMs / 1000).toFixed(1)} s · esc stops it` : '', 'dim')));
	} else if (last && (config.opponent === 'friend' || isComputer(config, last.mover))) lines.push(line(seg(` ◀ ${turnText(config, last)}`, 'computer')));
	else lines.push([]);
	const pending = state.phase === 'human' ? config.board.pending(state.position, state.pointer) : null;
	if (state.message)
		lines.push(
			line(
				seg(state.message.tone === 'error' ? ' ✗ ' : ' · ', state.message.tone === 'error' ? 'error' : 'dim'),
				seg(state.message.text, state.message.tone === 'error' ? 'error' : 'strong'),
			),
		);
	else if (pending !== null) {
		// The move in full; the reminder of the keys shortens, then goes, where the line is too long.
		const reminders = /enter|space/i.test(pending) ? [''] : [' · enter plays it, esc resets', ' · enter plays it', ''];
		const fits = reminders.find(r => 3 + textWidth(pending) + textWidth(r) <= width) ?? '';
		// The preview is a target: a click on it plays the move.
		lines.push(line(seg(' ▶ ', 'cursor'), seg(pending, 'cursor'), seg(fits, 'dim')).map(s => ({...s, target: 'play'})));
	} else lines.push([]);
	return lines.map(l => clipLine(l, width));
}

/** The whole match screen, exactly `rows − 1` lines (padded), each at most `columns` wide. */
export function matchLines(state: MatchState, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const {config} = state;
	const question = state.pending?.kind;
	const offering = question === 'concede';
	const confirming = question !== undefined;
	const footerAll = offering
		? footerLine(
				[],
				[
					{keys: 'y', action: 'fast-forward'},
					{keys: 'n', action: 'play it out'},
				],
				width,
			)
		: confirming
			? footerLine(
					[],
					[
						{keys: 'y', action: question === 'restart' ? 'restart' : question === 'resign' ? 'resign' : 'leave the game'},
						{keys: 'n', action: 'keep playing'},
					],
					width,
				)
			: null;
	// Every key the match has, on two lines where one is not enough.
	const footer: Line[] = footerAll
		? [footerAll]
		: footerLines(
				[
					...(config.board.keysAt?.(state.position, state.pointer) ?? config.board.keys),
					...matchKeys,
					...(config.game.family !== undefined ? [{keys: 'g', action: 'lab'}] : []),
				],
				matchPinned,
				width,
			);
	// The share lines may take up to two thirds of the screen: they go at the next move, or with s.
	const coach = noteLines(state, width, Math.max(6, Math.floor((height * 2) / 3)));
	const fixed = 4 + coach.length + footer.length; // header, gap, the coach, two status lines, the footer
	const room = Math.max(1, height - fixed);
	if (state.hintFull && state.hint) {
		const full: Line[] = [headerLine(state, width), [], ...hintPanel(state, width, room)];
		while (full.length < height - 3 - coach.length) full.push([]);
		full.push(
			...coach,
			...statusLines(state, width),
			footerLine(
				[
					{keys: 'e esc', action: 'back to the board'},
					{keys: 't', action: state.hintStep < 3 ? 'more of the hint' : 'hints off'},
				],
				matchPinned,
				width,
			),
		);
		return full.slice(0, height);
	}
	const drawBoard = (rows: number): Line[] =>
		boardLines(
			config.board,
			{
				position: state.position,
				pointer: state.pointer,
				active: state.phase === 'human',
				// Each part's value is the idea: shown from the hint's second step.
				hints: state.hint !== null && state.hintStep >= 2,
				hint: hintMark(state),
				last: lastMark(state),
			},
			width,
			rows,
		);

	let board = drawBoard(room);
	let panel: Line[] = [];
	if (state.hint) {
		const boxedPanel = hintPanel(state, width, room);
		const compactPanel = hintPanel(state, width, room, true);
		if (board.length + 1 + boxedPanel.length <= room) {
			panel = boxedPanel;
		} else if (board.length + 1 + compactPanel.length <= room) {
			panel = compactPanel;
		} else {
			// Share the room: the board keeps at least half, the hint gets the rest.
			const boardRows = Math.max(Math.min(board.length, Math.ceil(room / 2)), room - compactPanel.length - 1);
			board = drawBoard(boardRows);
			panel = hintPanel(state, width, room - board.length - 1, true);
		}
	}
	const middle: Line[] = [...board];
	if (panel.length > 0) middle.push([], ...panel);
	const lines: Line[] = [headerLine(state, width), [], ...middle.slice(0, room)];
	while (lines.length < height - 2 - footer.length - coach.length) lines.push([]);
	lines.push(...coach, ...statusLines(state, width), ...footer);
	return lines.slice(0, height).map(l => (lineWidth(l) > width ? clipLine(l, width) : l));
}
