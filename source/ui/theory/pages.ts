/**
 * "How to play": an overview page, then one page per game with its rules, how
 * to move on its board, the winning rule and the theorem behind it (from the
 * game's `theory`), and a worked example that the engine computes from the
 * game's classic positions: the value, the explanation in the game's terms,
 * and every winning move. Pure: the view renders the lines.
 */
import {theory2Words} from '../../i18n/theory2/index.js';
import {practiseText} from '../shared/practise.js';
import {games, lookupGame} from '../../engine/catalog.js';
import type {AnyGame, Outcome} from '../../engine/types.js';
import {clipLine, line, lineWidth, seg, spread, textWidth, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import type {AnyBoard} from '../boards/types.js';
import {boardFor, hasBoard} from '../boards/index.js';
import type {Size} from '../size.js';
import {clampOffset, whereText} from '../components/scroll.js';
import {listEntry} from '../components/pick-list.js';
import {explanationLines} from '../shared/explanation.js';
import {listableMoves} from '../trainer/index.js';
import {language} from '../../i18n/language.js';
import {gameName, gameSummary} from '../../i18n/games/index.js';
import {explanationWords, moveWords} from '../../i18n/explain/index.js';
import {theoryWords as w} from '../../i18n/theory/index.js';
import {classicNames, theoryText} from '../../i18n/theories/index.js';
import {glossaryBody} from './glossary.js';
import {glossaryWords} from '../../i18n/glossary/index.js';

export interface WorkedExample {
	readonly label: string;
	readonly position: unknown;
	readonly outcome: Outcome;
	readonly grundy: bigint | null;
	readonly explanation: readonly string[];
	/** Every winning move in words; null when there are too many moves to try. */
	readonly winning: readonly string[] | null;
	/** The engine's winning move (N-positions). */
	readonly engineMove: unknown;
	readonly engineWords: string | null;
}

/** The engine's analysis of the game's chosen example (theory.example, else the first). */
export function workedExample(game: AnyGame): WorkedExample | null {
	const example = game.examples[game.theory?.example ?? 0] ?? game.examples[0];
	if (!example) return null;
	try {
		const position = game.parse(example.position, '');
		const outcome = game.outcome(position);
		const move = outcome === 'N' ? game.winningMove(position) : null;
		let winning: string[] | null = null;
		if (game.moveCount(position) <= BigInt(listableMoves)) {
			winning = [];
			for (const m of game.moves(position)) if (game.outcome(game.apply(position, m)) === 'P') winning.push(moveWords(game, position, m));
		}
		return {
			label: theoryText(game.id, 'Example', example.label),
			position,
			outcome,
			grundy: game.grundy(position),
			explanation: explanationWords(game, position),
			winning,
			engineMove: move,
			engineWords: move === null ? null : moveWords(game, position, move),
		};
	} catch {
		return null;
	}
}

/** Wrapped text; a marker in the indent ("  ◆ ") is shown on the first line only. */
function paragraph(text: string, width: number, indent = '  ', tone?: 'dim' | 'strong'): Line[] {
	const rest = ' '.repeat(indent.length);
	return wrapText(text, width - indent.length - 1).map((t, i) => line(seg(`${i === 0 ? indent : rest}${t}`, tone)));
}

function heading(text: string): Line {
	return line(seg(`  ${text}`, 'strong'));
}

/** The board drawing of the example, with the winning move marked. */
function exampleBoard(board: AnyBoard, example: WorkedExample, width: number, game: AnyGame): Line[] {
	try {
		const mark =
			example.engineMove === null || example.engineWords === null
				? null
				: {move: game.moveToJSON(example.engineMove), before: example.position, words: example.engineWords};
		return board
			.draw({
				position: example.position,
				pointer: board.init(example.position),
				width: width - 4,
				height: 12,
				active: false,
				hints: true,
				hint: mark,
				last: null,
			})
			.slice(0, 12)
			.map(l => clipLine([seg('    '), ...l], width));
	} catch {
		return [];
	}
}

/** Pages already laid out, by game and width (a page is drawn again on every key press). */
const bodies = new Map<string, Line[]>();

/** One game's page. */
export function theoryBody(game: AnyGame, width: number): Line[] {
	const cacheKey = `${game.id}:${width}:${language()}`;
	const cached = bodies.get(cacheKey);
	if (cached) return cached;
	const lines = layOutTheory(game, width);
	if (bodies.size > 64) bodies.clear();
	bodies.set(cacheKey, lines);
	return lines;
}

function layOutTheory(game: AnyGame, width: number): Line[] {
	const lines: Line[] = [];
	const board = hasBoard(game.id) ? boardFor(game.id) : undefined;
	lines.push(line(seg(`  ${gameName(game.id, game.name)}`, 'title'), seg(` · ${gameSummary(game.id, game.summary)}`, 'dim')));
	const classic = language() === 'zh-CN' ? classicNames[game.id] : undefined;
	if (classic !== undefined) lines.push(...paragraph(w('classicName', {name: classic}), width, '  ', 'dim'));
	lines.push([]);
	lines.push(heading(w('rules')), ...paragraph(theoryText(game.id, 'Rules', game.rules), width));
	if (board && board.howTo.length > 0) {
		lines.push([], heading(w('moving')));
		for (const text of board.howTo) lines.push(...paragraph(`· ${text}`, width, '  ', 'dim'));
	}
	const theory = game.theory;
	if (theory) {
		lines.push([], heading(w('winningRule')), ...paragraph(theoryText(game.id, 'Rule', theory.rule), width, '  ', 'strong'));
		lines.push([], heading(w('why')));
		theoryText(game.id, 'Why', theory.theorem.join('\n\n'))
			.split('\n\n')
			.forEach((text, i) => {
				if (i > 0) lines.push([]);
				lines.push(...paragraph(text, width));
			});
	}
	const example = workedExample(game);
	if (example) {
		lines.push([], heading(w('workedExample', {label: example.label})));
		if (board) lines.push(...exampleBoard(board, example, width, game), []);
		const value = example.grundy !== null ? w('valueGrundy', {value: example.grundy}) : game.isMisere?.(example.position) ? w('valueMisere') : w('valueBeyond');
		lines.push(...paragraph(w(example.outcome === 'N' ? 'outcomeWins' : 'outcomeLoses', {value}), width, '  ', 'strong'));
		const explanation = explanationWords(game, example.position, example.explanation);
		lines.push(...explanationLines(explanation, width - 4).map(l => [seg('  '), ...l]));
		if (example.outcome === 'N') {
			const list = example.winning;
			const text =
				list === null
					? w('engineMove', {move: example.engineWords ?? '?'})
					: list.length === 1
						? w('onlyWinning', {moves: list.join(' · ')})
						: w('allWinning', {count: list.length, moves: list.join(' · ')});
			lines.push(...paragraph(text, width, '  ◆ '));
		} else {
			lines.push(...paragraph(w('noWinning'), width, '  '));
		}
	}
	const practise = practiseText({game: game.id});
	if (practise !== null) lines.push([], ...paragraph(practise, width, '  ', 'strong'));
	if (theory) lines.push([], ...paragraph(w('sources', {sources: theory.sources}), width, '  ', 'dim'));
	return lines;
}

/** The first page: what all the games share, and each game's winning rule in brief. */
export function overviewBody(width: number): Line[] {
	const lines: Line[] = [];
	lines.push(...paragraph(w('overviewTheory'), width));
	lines.push([]);
	lines.push(...paragraph(w('overviewKeys'), width, '  ', 'dim'));
	lines.push([], heading(w('gamesHeading')));
	games.forEach((game, g) => {
		const rule = game.theory ? theoryText(game.id, 'Rule', game.theory.rule) : gameSummary(game.id, game.summary);
		const name = gameName(game.id, game.name);
		const text = `${name}${language() === 'zh-CN' ? '：' : ': '}${rule}`;
		const wrapped = wrapText(text, width - 6);
		// A click on a game's lines opens its page (the overview is page 0).
		wrapped.forEach((t, i) => {
			if (i === 0 && t.startsWith(name)) {
				lines.push(listEntry(line(seg('  · '), seg(name, 'title'), seg(t.slice(name.length))), 'page', g + 1));
			} else {
				lines.push(listEntry(line(seg(`${i === 0 ? '  · ' : '    '}${t}`)), 'page', g + 1));
			}
		});
	});
	return lines;
}

/** The pages: the overview, then every game of the catalog. */
export const howToPages: readonly string[] = ['overview', ...games.map(game => game.id)];

export function pageIndex(id: string | undefined): number {
	const i = id === undefined ? 0 : howToPages.indexOf(id);
	return Math.max(i, 0);
}

function pageName(index: number): string {
	const id = howToPages[index];
	if (id === undefined || id === 'overview') return w('overview');
	const game = lookupGame(id);
	return game ? gameName(game.id, game.name) : id;
}

export interface PageLayout {
	readonly lines: Line[];
	readonly maxOffset: number;
	readonly page: number;
}

/**
 * The page at `index`, scrolled to `offset`, exactly rows − 1 lines; with
 * `glossary`, the glossary instead (opened from any page, scrolled alone).
 */
export function howToLines(index: number, offset: number, size: Size, glossary = false): PageLayout {
	const width = size.columns;
	const height = size.rows - 1;
	const id = howToPages[index] ?? 'overview';
	const game = lookupGame(id);
	const body = glossary ? glossaryBody(width) : game ? theoryBody(game, width) : overviewBody(width);
	const room = Math.max(1, height - 3);
	const at = clampOffset(offset, body.length, room);
	const shown = body.slice(at, at + room);
	const prev = index > 0 ? `← ${pageName(index - 1)}  ` : '';
	const next = index < howToPages.length - 1 ? `${pageName(index + 1)} →` : '';
	const header = glossary
		? line(seg(` ${w('title')}`, 'title'), seg(` · ${glossaryWords('title')}`, 'strong'))
		: spread(
				line(
					seg(` ${w('title')}`, 'title'),
					seg(` · ${pageName(index)}`, 'strong'),
					seg(theory2Words('pageOf', {page: index + 1, count: howToPages.length}), 'dim'),
				),
				line(seg(`${prev}${next} `, 'dim')),
				width,
			);
	const footer = glossary
		? footerLine(
				[{keys: '↑↓', action: glossaryWords('footerScroll')}],
				[
					{keys: 't', action: glossaryWords('footerBack')},
					{keys: '?', action: w('footerHelp')},
				],
				width,
			)
		: footerLine(
				[
					{keys: '←→', action: w('footerOtherGame')},
					{keys: '↑↓', action: w('footerScroll')},
					{keys: 't', action: w('footerGlossary')},
					{keys: 'pgup pgdn', action: w('footerByPage')},
				],
				[
					{keys: '?', action: w('footerHelp')},
					{keys: 'q', action: w('footerBack')},
				],
				width,
			);
	const where = whereText(at, shown.length, body.length);
	const lines: Line[] = [header, [], ...shown];
	while (lines.length < height - 1) lines.push([]);
	lines.push(where !== '' && lineWidth(footer) + textWidth(where) + 2 <= width ? spread(footer, line(seg(where, 'dim')), width) : footer);
	return {lines: lines.slice(0, height).map(l => clipLine(l, width)), maxOffset: Math.max(0, body.length - room), page: Math.max(1, room - 1)};
}
