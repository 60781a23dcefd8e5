/**
 * The match screen as lines: header, board, hint panel, status and footer,
 * fitted to the terminal (never taller than rows − 1). Pure: the view only
 * renders what this returns.
 */
import {playWords} from '../../i18n/play/index.js';
import {gameName} from '../../i18n/games/index.js';
import {besideLines, boxed, clipLine, fitHeight, line, lineWidth, seg, spread, textWidth, wrapLines, wrapAtMost, wrapText, type Line} from '../lines.js';
import {footerLine, footerLines} from '../footer.js';
import {boardLines} from '../boards/frame.js';
import type {KeyHelp} from '../boards/types.js';
import {strengthWords} from '../../i18n/players/index.js';
import {
	explanationAt,
	givebackNote,
	hintMark,
	hintStepName,
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
import {shortenPositionNames} from '../../text/short-name.js';
import type {Size} from '../size.js';
import {splitExplanation} from '../shared/explanation.js';

/** `text` with the position's long names shortened (the board shows each whole once). */
function shortened(state: MatchState, text: string): string {
	return shortenPositionNames(text, state.position, () => state.config.game.toJSON(state.position));
}

/** The match keys besides the board's, most important first. */
export function matchKeys(): readonly KeyHelp[] {
	return [
		{keys: 't', action: playWords('keyHints')},
		{keys: 'e', action: playWords('keyExplain')},
		{keys: 'u', action: playWords('keyUndo')},
		{keys: 'v', action: playWords('keyReview')},
		{keys: 'i', action: playWords('keyTheory')},
		{keys: 'r', action: playWords('keyRestart')},
		{keys: 'x', action: playWords('keyResign')},
		{keys: 's', action: playWords('keyShare')},
	];
}

export function matchPinned(): readonly KeyHelp[] {
	return [
		{keys: '?', action: playWords('keyHelp')},
		{keys: 'q', action: playWords('keyMenu')},
	];
}

function whoIsWinning(state: MatchState): string {
	const side = state.toMove;
	const name = sideName(state.config, side);
	const winning = state.hint?.outcome === 'N';
	if (state.config.opponent !== 'friend' && side === 0) return playWords(winning ? 'youWinning' : 'youLosing');
	return playWords(winning ? 'sideWinning' : 'sideLosing', {name});
}

function valueText(hint: Hint): string {
	if (hint.grundy !== null) return playWords('grundyValue', {value: hint.grundy});
	if (hint.misere) return playWords(hint.method === 'search' ? 'misereSearch' : hint.method === 'quotient' ? 'misereQuotient' : 'misereTheory');
	return playWords('grundyBeyond');
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
		hint.error !== undefined
			? line(seg(playWords('hintTitle'), 'hint'))
			: line(seg(playWords('hintTitle'), 'hint'), seg(` · ${whoIsWinning(state)} · ${valueText(hint)}`, 'strong'));
	if (hint.error !== undefined) {
		body.push(line(seg(playWords('noHint', {error: hint.error}), 'error')));
	} else {
		if (step === 1) body.push(line(seg(nextStepText(step), 'dim')));
		else if (hint.words === null) {
			if (!compact) body.push(line(seg(playWords('everyMoveLoses'), 'dim')));
		} else if (step === 2) body.push(line(seg(nextStepText(step), 'dim')));
		// The move is the last thing to go: wrapped, never cut, before the explanation.
		else if (compact) body.push(...wrapText(`◆ ${shortened(state, hint.words)}`, inner).map(t => line(seg(t, 'hint'))));
		else body.push(...wrapText(`◆ ${playWords('winningMove', {move: shortened(state, hint.words)})}`, inner).map(t => line(seg(t, 'hint'))));
		const explained = splitExplanation(explanationAt(hint, step));
		// The table keeps its names whole: its columns are aligned to them.
		const prose = explained.prose.map(text => shortened(state, text));
		const {table} = explained;
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
			...fitHeight(body, maxHeight - 1, playWords('wholeHint')).map(l => [seg(' '), ...l]),
		];
	}
	return boxed(title, fitHeight(body, maxHeight - frame, playWords('wholeHint')), width, 'round', 'hint');
}

function headerLine(state: MatchState, width: number): Line {
	const {config} = state;
	// Misère play changes who wins: say so beside the name, whatever the board draws.
	const isMisere = config.game.isMisere?.(state.position) ?? false;
	const title = (misere: string, who: string) => line(seg(` ${gameName(config.game.id, config.game.name)}`, 'title'), seg(misere, 'strong'), seg(who, 'dim'));
	let turn: string;
	if (state.phase === 'over') turn = playWords('gameOver');
	else if (state.phase === 'computer') turn = playWords('computerToMove');
	else if (config.opponent === 'friend') turn = playWords('sideToMove', {name: sideName(config, state.toMove)});
	else turn = playWords('yourMove');
	const right = line(
		seg(turn, state.phase === 'human' ? 'cursor' : 'strong'),
		seg(playWords('moveNumber', {number: movesMade(state) + 1}), 'dim'),
		seg(playWords(state.hintsOn ? 'hintOn' : 'hintsOff'), 'dim'),
		seg(state.hintsOn ? `${hintStepName(state.hintStep)} ` : playWords('off'), state.hintsOn ? 'hint' : 'dim'),
	);
	// Where the whole title does not fit beside the turn, it shortens: misère in one word (the rule line says the
	// rest), then the opponent in fewer words (the setup and the footer's keys say the rest), before it is cut.
	const who = config.opponent === 'friend' ? playWords('twoPlayers') : playWords('youVs', {opponent: opponentOf(state)});
	const short =
		config.opponent === 'friend'
			? playWords('twoPlayersShort')
			: config.opponent === 'perfect'
				? playWords('vsComputer')
				: playWords('vs', {opponent: strengthWords(config.opponent)});
	const longMisere = playWords('misereLong');
	const shortMisere = playWords('misereShort');
	const forms = [title(isMisere ? longMisere : '', who), title(isMisere ? shortMisere : '', who), title(isMisere ? shortMisere : '', short)];
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
	const rows = [line(seg(' s ', 'key'), seg(playWords('shareTitle'), 'dim'))];
	if (share.tooLong) rows.push(line(seg(`   ${playWords('shareTooLong', {chars: maxShareChars.toLocaleString('en')})}`, 'dim')));
	share.commands.forEach((command, i) => {
		const text = shellRows(command, width - 1, {indent: '   ', measure: textWidth});
		if (rows.length + text.length <= maxRows) rows.push(...text.map(t => line(seg(t, 'strong'))));
		else rows.push(line(seg(`   ${playWords('shareRows', {command: i === 0 ? 'play' : 'analyze', rows: text.length})}`, 'dim')));
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
		text = playWords('concede', {moves: offer.moves});
	} else if (givebackNote(state) !== null) {
		label = ` ◀ ${playWords('teacher')} `;
		text = givebackNote(state)!;
	} else if (state.coach !== null) {
		label = ` ✗ ${playWords('coach')} `;
		text = shortened(state, state.coach);
	} else if (state.coachAsk !== null) {
		return [line(seg(` … ${playWords('coachChecking')}`, 'dim'))];
	} else if (hintWanted(state)) {
		return [line(seg(` … ${playWords('thinkingHint')}`, 'hint'))];
	} else return [];
	// The label measured in columns (a Chinese word takes two a character).
	const indent = ' '.repeat(textWidth(label));
	const computerSpeaks = offer !== null || givebackNote(state) !== null;
	// Up to four rows (the coach's note names the move, the idea and the lesson); a note cut short says so.
	return wrapAtMost(text, width - textWidth(label) - 1, Math.min(4, maxRows)).map((t, i) =>
		line(seg(i === 0 ? label : indent, computerSpeaks ? 'computer' : 'error'), seg(t, 'strong')),
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
		lines.push(
			line(
				seg(` … ${playWords('computerThinking')}`, 'computer'),
				seg(long ? playWords('thinkingFor', {seconds: (state.thinkingMs / 1000).toFixed(1)}) : '', 'dim'),
			),
		);
	} else if (last && (config.opponent === 'friend' || isComputer(config, last.mover)))
		lines.push(line(seg(` ◀ ${shortened(state, turnText(config, last))}`, 'computer')));
	else lines.push([]);
	const pending = state.phase === 'human' ? config.board.pending(state.position, state.pointer) : null;
	if (state.message)
		lines.push(
			line(
				seg(state.message.tone === 'error' ? ' ✗ ' : ' · ', state.message.tone === 'error' ? 'error' : 'dim'),
				seg(shortened(state, state.message.text), state.message.tone === 'error' ? 'error' : 'strong'),
			),
		);
	else if (pending !== null) {
		// The move in full; the reminder of the keys shortens, then goes, where the line is too long.
		const reminders = /enter|space/i.test(pending) ? [''] : [playWords('enterPlaysEsc'), playWords('enterPlays'), ''];
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
					{keys: 'y', action: playWords('keyFastForward')},
					{keys: 'n', action: playWords('keyPlayOut')},
				],
				width,
			)
		: confirming
			? footerLine(
					[],
					[
						{keys: 'y', action: playWords(question === 'restart' ? 'keyRestart' : question === 'resign' ? 'keyResign' : 'keyLeave')},
						{keys: 'n', action: playWords('keyKeepPlaying')},
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
					...matchKeys(),
					...(config.game.family !== undefined ? [{keys: 'g', action: playWords('keyLab')}] : []),
				],
				matchPinned(),
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
					{keys: 'e esc', action: playWords('keyBackToBoard')},
					{keys: 't', action: playWords(state.hintStep < 3 ? 'keyMoreHint' : 'keyHintsOff')},
				],
				matchPinned(),
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
