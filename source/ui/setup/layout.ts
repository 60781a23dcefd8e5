/** The setup screen as lines: the fields, the rules, a preview of the board, and the footer. */
import {setupWords} from '../../i18n/setup/index.js';
import {gameName, gameSummary} from '../../i18n/games/index.js';
import {placeholderText, rulesText, setupParamLabel, switchWord, typedWhat} from '../../i18n/setup2/index.js';
import {
	boxed,
	clipLine,
	clipText,
	fitHeight,
	line,
	lineWidth,
	padRight,
	seg,
	spread,
	tailColumns,
	textWidth,
	spacedJoin,
	wrapText,
	type Line,
} from '../lines.js';
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
const opponentKeys = {
	perfect: 'opponentPerfect',
	level: 'opponentLevel',
	teacher: 'opponentTeacher',
	random: 'opponentRandom',
	loser: 'opponentLoser',
	friend: 'opponentFriend',
} as const satisfies Record<OpponentKind, string>;

function fieldLabel(state: SetupState, field: FieldId): string {
	switch (field) {
		case 'source':
			return setupWords('fieldSource');
		case 'size':
			return setupWords('fieldSize');
		case 'typed':
			return setupWords('fieldTyped');
		case 'opponent':
			return setupWords('fieldOpponent');
		case 'strength':
			return setupWords(levelOf(state.opponent) !== null ? 'fieldLevel' : 'fieldGivebacks');
		case 'first':
			return setupWords('fieldFirst');
		case 'hints':
			return setupWords('fieldHints');
		case 'coach':
			return setupWords('fieldCoach');
		case 'start':
		case 'resume':
			return '';
		default: {
			const spec = paramSpec(state, field);
			return spec === undefined ? field : setupParamLabel(state.game, spec);
		}
	}
}

function fieldValue(state: SetupState, field: FieldId): string {
	switch (field) {
		case 'source': {
			const count = state.game.examples.length;
			const where = state.source === 0 ? '' : state.source <= count ? setupWords('preset', {number: state.source, count}) : '';
			return `${sourceLabel(state.game, state.source)}${where}`;
		}
		case 'size':
			return setupWords('size', {size: state.size});
		case 'typed':
			return state.typed;
		case 'opponent':
			return setupWords(opponentKeys[opponentKind(state.opponent)]);
		case 'strength': {
			const level = levelOf(state.opponent);
			if (level !== null) return setupWords('level', {level, percent: Math.round(levelAccuracy[level] * 100)});
			const n = givebacksOf(state.opponent) ?? 0;
			return n === 0 ? setupWords('givebacksNone') : setupWords('givebacks', {count: n});
		}
		case 'first':
			if (state.opponent === 'friend') return setupWords(state.first === 0 ? 'player1' : 'player2');
			return setupWords(state.first === 0 ? 'you' : 'theComputer');
		case 'hints':
			return setupWords(state.hints ? 'on' : 'off');
		case 'coach':
			return setupWords(state.coach ? 'coachOn' : 'coachOff');
		case 'start':
		case 'resume':
			return '';
		default: {
			const spec = paramSpec(state, field);
			if (!spec) return '';
			const value = state.params[spec.flag] ?? '';
			return spec.type === 'boolean' ? switchWord(value) : value;
		}
	}
}

function fieldLine(state: SetupState, field: FieldId, labelWidth: number, width: number): Line {
	const focused = state.field === field;
	const mark = seg(focused ? ' ▶ ' : '   ', 'cursor');
	if (field === 'start') return line(mark, seg(focused ? `[ ${setupWords('start')} ]` : `  ${setupWords('start')}  `, focused ? 'select' : 'strong'));
	if (field === 'resume' && state.resume) {
		return line(
			mark,
			seg(focused ? `[ ${setupWords('resume')} ]` : `  ${setupWords('resume')}  `, focused ? 'select' : 'strong'),
			seg(`  ${state.resume.about}`, 'dim'),
		);
	}
	const label = seg(padRight(fieldLabel(state, field), labelWidth), focused ? 'cursor' : 'dim');
	const value = fieldValue(state, field);
	if (isTextField(state, field)) {
		const spec = paramSpec(state, field);
		const placeholder = field === 'typed' ? setupWords('example', {example: state.game.human.example}) : spec && isTextParam(spec) ? placeholderText(spec) : '';
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
	const extra = focused && (field === 'source' || field === 'size') && state.source === 0 ? setupWords('another') : '';
	// The reminder goes where it would push the value past the edge.
	return lineWidth(shown) + textWidth(extra) <= width ? [...shown, seg(extra, 'dim')] : shown;
}

function setupFooter(state: SetupState, width: number): Line {
	const text = isTextField(state, state.field);
	return footerLine(
		[
			{keys: '↑↓', action: setupWords('keyField')},
			text ? {keys: setupWords('keyType'), action: setupWords('keyToEdit')} : {keys: '←→', action: setupWords('keyChange')},
			{keys: 'enter', action: setupWords(state.field === 'resume' ? 'keyResume' : 'keyStart')},
			// The lab is a key only off the text fields (there g is typed).
			...(!text && state.game.family !== undefined ? [{keys: 'g', action: setupWords('keyLab')}] : []),
		],
		[
			{keys: '?', action: setupWords('keyHelp')},
			{keys: 'esc', action: setupWords('keyMenu')},
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
	lines.push(
		spread(
			line(seg(` ${gameName(state.game.id, state.game.name)}`, 'title'), seg(` · ${setupWords('newGame')}`, 'dim')),
			line(seg(`${gameSummary(state.game.id, state.game.summary)} `, 'dim')),
			width,
		),
	);
	const wrapped = wrapText(rulesText(state.game), width - 4);
	const keep = height >= 22 ? 4 : 1;
	const rules = wrapped.slice(0, keep);
	if (wrapped.length > keep) {
		// Chinese runs on without a space where the wrap broke it.
		const joiner = /[\u3000-\u9fff\uff00-\uffef]$/.test(rules[keep - 1]!) ? '' : ' ';
		rules[keep - 1] = clipText(`${rules[keep - 1]}${joiner}${wrapped[keep]}`, width - 4);
	}
	for (const r of rules) lines.push(line(seg(`  ${r}`, 'dim')));
	lines.push([]);
	const fields = visibleFields(state);
	const labelWidth = Math.max(...fields.map(f => textWidth(fieldLabel(state, f)))) + 2;
	for (const [i, field] of fields.entries()) {
		// A click on a field focuses it (and on the focused choice, takes the next choice; on Start, starts).
		lines.push(clipLine(listEntry(fieldLine(state, field, labelWidth, width), 'field', i), width));
		// What the typed numbers mean (a tree's are each node's parent), under the field being typed in.
		if (field === 'typed' && state.field === 'typed') {
			for (const t of wrapText(typedWhat(state.game), width - labelWidth - 8)) {
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
	if (wrappedMessage.length > 2) messageRows[1] = clipText(spacedJoin(wrappedMessage.slice(1)), width - 4);
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
			? line(seg(setupWords('leftAsItStands'), 'dim'))
			: line(
					seg(setupWords('startingPosition'), 'dim'),
					seg(isTyped(state) ? '' : state.source === 0 ? setupWords('randomSeed', {seed: state.seed}) : setupWords('presetTag'), 'dim'),
				);
		lines.push(...boxed(title, fitHeight(body, room - 2), width, 'round', 'dim'));
	}
	while (lines.length < height - footerRows) lines.push([]);
	if (messageRows.length === 0) lines.push([]);
	else lines.push(...messageRows.map((t, i) => line(seg(i === 0 ? ' ✗ ' : '   ', 'error'), seg(t, 'error'))));
	lines.push(setupFooter(state, width));
	return lines.slice(0, height);
}
