/** The setup screen as lines: the fields, the rules, a preview of the board, and the footer. */
import {boxed, clipLine, clipText, fitHeight, line, lineWidth, seg, spread, tailColumns, textWidth, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import {listEntry} from '../components/pick-list.js';
import type {Size} from '../size.js';
import {givebacksOf, levelAccuracy, levelOf} from '../../engine/players.js';
import {
	isTextField,
	isTextParam,
	isTyped,
	opponentKind,
	paramSpec,
	sourceLabel,
	visibleFields,
	type FieldId,
	type OpponentKind,
	type SetupState,
} from './state.js';

/** The opponent field's words for each kind. */
const opponentWords: Readonly<Record<OpponentKind, string>> = {
	perfect: 'computer, perfect (never errs)',
	level: 'computer, a level (errs less as it rises)',
	teacher: 'teacher (perfect, hands back the win)',
	random: 'computer, random (any legal move)',
	loser: 'computer, tries to lose',
	friend: 'a friend (two players, one keyboard)',
};

function fieldLabel(state: SetupState, field: FieldId): string {
	switch (field) {
		case 'source':
			return 'Start from';
		case 'size':
			return 'Size';
		case 'typed':
			return 'Position';
		case 'opponent':
			return 'Opponent';
		case 'strength':
			return levelOf(state.opponent) !== null ? 'Level' : 'Givebacks';
		case 'first':
			return 'First move';
		case 'hints':
			return 'Hints';
		case 'coach':
			return 'Coach';
		case 'start':
		case 'resume':
			return '';
		default:
			return paramSpec(state, field)?.label ?? field;
	}
}

function fieldValue(state: SetupState, field: FieldId): string {
	switch (field) {
		case 'source': {
			const count = state.game.examples.length;
			const where = state.source === 0 ? '' : state.source <= count ? `  (preset ${state.source} of ${count})` : '';
			return `${sourceLabel(state.game, state.source)}${where}`;
		}
		case 'size':
			return `${state.size} of 10 (how big a random start is)`;
		case 'typed':
			return state.typed;
		case 'opponent':
			return opponentWords[opponentKind(state.opponent)];
		case 'strength': {
			const level = levelOf(state.opponent);
			if (level !== null) return `${level} of 8 (the best move ${Math.round(levelAccuracy[level] * 100)}% of the time)`;
			const n = givebacksOf(state.opponent) ?? 0;
			return n === 0 ? '0 (never: perfect)' : `${n} (after your mistake, up to ${n} time${n === 1 ? '' : 's'})`;
		}
		case 'first':
			if (state.opponent === 'friend') return state.first === 0 ? 'player 1' : 'player 2';
			return state.first === 0 ? 'you' : 'the computer';
		case 'hints':
			return state.hints ? 'on' : 'off';
		case 'coach':
			return state.coach ? 'on (names a losing move when you make it)' : 'off (say nothing during play)';
		case 'start':
		case 'resume':
			return '';
		default: {
			const spec = paramSpec(state, field);
			if (!spec) return '';
			return state.params[spec.flag] ?? '';
		}
	}
}

function fieldLine(state: SetupState, field: FieldId, labelWidth: number, width: number): Line {
	const focused = state.field === field;
	const mark = seg(focused ? ' ▶ ' : '   ', 'cursor');
	if (field === 'start') return line(mark, seg(focused ? '[ Start the game ]' : '  Start the game  ', focused ? 'select' : 'strong'));
	if (field === 'resume' && state.resume) {
		return line(
			mark,
			seg(focused ? '[ Resume the game you left ]' : '  Resume the game you left  ', focused ? 'select' : 'strong'),
			seg(`  ${state.resume.about}`, 'dim'),
		);
	}
	const label = seg(fieldLabel(state, field).padEnd(labelWidth), focused ? 'cursor' : 'dim');
	const value = fieldValue(state, field);
	if (isTextField(state, field)) {
		const spec = paramSpec(state, field);
		const placeholder = field === 'typed' ? `e.g. ${state.game.human.example}` : spec && isTextParam(spec) ? spec.placeholder : '';
		// A long value being typed scrolls: its end, where the cursor is, stays in view.
		const room = width - 3 - labelWidth - 2 - 1;
		const visible = focused && textWidth(value) > room ? `…${tailColumns(value, room - 1)}` : value;
		const shown = value === '' ? seg(placeholder, 'dim') : seg(visible, focused ? 'strong' : undefined);
		return line(mark, label, seg(focused ? '› ' : '  ', 'cursor'), shown, seg(focused ? '▏' : '', 'cursor'));
	}
	const side = focused ? ['◀ ', ' ▶'] : ['  ', '  '];
	// A click on an arrow of the focused choice steps it, as ← and → do.
	const arrows = (text: string, target: string) => (focused ? {...seg(text, 'cursor'), target} : seg(text, 'cursor'));
	const shown = line(mark, label, arrows(side[0]!, choiceTarget.previous), seg(value, focused ? 'strong' : undefined), arrows(side[1]!, choiceTarget.next));
	const extra = focused && (field === 'source' || field === 'size') && state.source === 0 ? '   space: another' : '';
	// The reminder goes where it would push the value past the edge.
	return lineWidth(shown) + extra.length <= width ? [...shown, seg(extra, 'dim')] : shown;
}

function setupFooter(state: SetupState, width: number): Line {
	const text = isTextField(state, state.field);
	return footerLine(
		[
			{keys: '↑↓', action: 'field'},
			text ? {keys: 'type', action: 'to edit'} : {keys: '←→', action: 'change'},
			{keys: 'enter', action: state.field === 'resume' ? 'resume' : 'start'},
			// The lab is a key only off the text fields (there g is typed).
			...(!text && state.game.family !== undefined ? [{keys: 'g', action: 'lab'}] : []),
		],
		[
			{keys: '?', action: 'help'},
			{keys: 'esc', action: 'menu'},
		],
		width,
	);
}

/** The targets of the focused choice's arrows. */
export const choiceTarget = {previous: 'choice:previous', next: 'choice:next'} as const;

/** The setup screen, at most rows − 1 lines. */
export function setupLines(state: SetupState, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const lines: Line[] = [];
	lines.push(spread(line(seg(` ${state.game.name}`, 'title'), seg(' · new game', 'dim')), line(seg(`${state.game.summary} `, 'dim')), width));
	const wrapped = wrapText(state.game.rules, width - 4);
	const keep = height >= 22 ? 4 : 1;
	const rules = wrapped.slice(0, keep);
	if (wrapped.length > keep) rules[keep - 1] = clipText(`${rules[keep - 1]} ${wrapped[keep]}`, width - 4);
	for (const r of rules) lines.push(line(seg(`  ${r}`, 'dim')));
	lines.push([]);
	const fields = visibleFields(state);
	const labelWidth = Math.max(...fields.map(f => fieldLabel(state, f).length)) + 2;
	for (const [i, field] of fields.entries()) {
		// A click on a field focuses it (and on the focused choice, takes the next choice; on Start, starts).
		lines.push(clipLine(listEntry(fieldLine(state, field, labelWidth, width), 'field', i), width));
		// What the typed numbers mean (a tree's are each node's parent), under the field being typed in.
		if (field === 'typed' && state.field === 'typed') {
			for (const t of wrapText(`${state.game.human.what}, e.g. ${state.game.human.example}`, width - labelWidth - 8)) {
				lines.push(line(seg(' '.repeat(labelWidth + 5)), seg(t, 'dim')));
			}
		}
	}
	lines.push([]);
	// A short terminal keeps every field and the footer: the blank lines go first, then the rules.
	let rulesShown = rules.length;
	while (lines.length > height - 2) {
		const blank = lines.findIndex((l, i) => i > 0 && l.length === 0);
		if (blank >= 0) lines.splice(blank, 1);
		else if (rulesShown-- > 0) lines.splice(1, 1);
		else break;
	}

	// On the resume row the preview is the game left (and the new start's error is not the news); elsewhere the new start.
	const resuming = state.field === 'resume' && state.resume !== null;
	const message = state.message ?? (state.resolved.error !== null && !resuming ? state.resolved.error : null);
	// A long message (an octal code's form, a set's rule) wraps onto a second line rather than losing its end.
	const wrappedMessage = message === null ? [] : wrapText(message, width - 4);
	const messageRows = wrappedMessage.slice(0, 2);
	if (wrappedMessage.length > 2) messageRows[1] = clipText(`${messageRows[1]!} ${wrappedMessage.slice(2).join(' ')}`, width - 4);
	const footerRows = 1 + Math.max(1, messageRows.length); // the message (or an empty status line), the footer
	const room = height - lines.length - footerRows;
	const preview = resuming ? state.resume!.position : state.resolved.position;
	if ((resuming || state.resolved.error === null) && room >= 3) {
		const body = state.board.draw({
			position: preview,
			pointer: state.board.init(preview),
			width: width - 4,
			height: room - 2,
			active: false,
			hints: false,
			hint: null,
			last: null,
		});
		// The seed of a random start, so it can be had again with --seed.
		const title = resuming
			? line(seg('the game you left, as it stands', 'dim'))
			: line(seg('the starting position', 'dim'), seg(isTyped(state) ? '' : state.source === 0 ? ` (random · seed ${state.seed})` : ' (preset)', 'dim'));
		lines.push(...boxed(title, fitHeight(body, room - 2), width, 'round', 'dim'));
	}
	while (lines.length < height - footerRows) lines.push([]);
	if (messageRows.length === 0) lines.push([]);
	else lines.push(...messageRows.map((t, i) => line(seg(i === 0 ? ' ✗ ' : '   ', 'error'), seg(t, 'error'))));
	lines.push(setupFooter(state, width));
	return lines.slice(0, height);
}
