/**
 * The graph game: one line per vertex with the edges out of it and the tokens
 * standing on it (●0, ●1, ...). ↑↓ pick a token, ←→ pick the edge it moves
 * along, Enter moves it. With hints on, each vertex shows its Grundy value
 * (the mex of its successors' values). A vertex's name is whole on its own
 * line (and where the screen reader says what it leads to), shortened where
 * it is repeated: in edges, the tokens' places and the move.
 */
import {graph, type GraphPosition} from '../../engine/games/graph.js';
import {shortName} from '../../text/short-name.js';
import {line, padRight, seg, textWidth, windowStart, type Line, type Segment} from '../lines.js';
import {board3Words} from '../../i18n/boards3/index.js';
import {jsonBig, jsonField, spokenList, targetIndex, type Board, type MarkedMove} from './types.js';

export interface GraphPointer {
	readonly token: number;
	/** Index among the successors of the token's vertex. */
	readonly edge: number;
}

function successors(p: GraphPosition, v: number): number[] {
	const g = p.graph;
	const out: number[] = [];
	for (let j = g.succStart[v]!; j < g.succStart[v + 1]!; j++) out.push(g.succList[j]!);
	return out;
}

function canMove(p: GraphPosition, token: number): boolean {
	const v = p.tokens[token]!;
	return p.graph.succStart[v + 1]! > p.graph.succStart[v]!;
}

function nextToken(p: GraphPosition, from: number, dir: 1 | -1): number {
	for (let t = from + dir; t >= 0 && t < p.tokens.length; t += dir) if (canMove(p, t)) return t;
	return from;
}

function firstMovable(p: GraphPosition): number {
	for (let t = 0; t < p.tokens.length; t++) if (canMove(p, t)) return t;
	return 0;
}

function readMove(p: GraphPosition, marked: MarkedMove<GraphPosition> | null): {token: number; to: number} | null {
	if (!marked) return null;
	const token = jsonBig(jsonField(marked.move, 'token'));
	const to = jsonField(marked.move, 'to');
	if (token === null || typeof to !== 'string') return null;
	const v = p.graph.index.get(to);
	return v === undefined ? null : {token: Number(token), to: v};
}

const board: Board<GraphPosition, GraphPointer> = {
	game: graph,
	init: p => ({token: firstMovable(p), edge: 0}),
	settle(p, pointer) {
		const token = Math.min(pointer.token, p.tokens.length - 1);
		return {token: canMove(p, token) ? token : firstMovable(p), edge: 0};
	},
	key(p, pointer, key) {
		const out = successors(p, p.tokens[pointer.token]!);
		switch (key.kind) {
			case 'up':
			case 'down':
				return {pointer: {token: nextToken(p, pointer.token, key.kind === 'up' ? -1 : 1), edge: 0}};
			case 'left':
				return {pointer: {...pointer, edge: Math.max(0, pointer.edge - 1)}};
			case 'right':
				return {pointer: {...pointer, edge: Math.min(Math.max(0, out.length - 1), pointer.edge + 1)}};
			case 'digit': {
				const t = Number(key.digit);
				if (t >= 1 && t <= p.tokens.length) return {pointer: {token: t - 1, edge: 0}};
				return {pointer, error: p.tokens.length === 1 ? board3Words('graphNoTokenOne', {t}) : board3Words('graphNoToken', {t, n: p.tokens.length})};
			}
			case 'backspace':
				return {pointer};
			case 'select':
			case 'confirm': {
				const to = out[pointer.edge];
				if (to === undefined) return {pointer, error: board3Words('graphNoWayOut', {t: pointer.token + 1, v: p.graph.names[p.tokens[pointer.token]!]!})};
				return {pointer, move: {token: pointer.token, to: p.graph.names[to]!}};
			}
			case 'cancel':
				return pointer.edge === 0 ? null : {pointer: {...pointer, edge: 0}};
			case 'pick': {
				const token = targetIndex(key.target, 'token', p.tokens.length);
				if (token !== null) return {pointer: token === pointer.token ? pointer : {token, edge: 0}};
				const edge = targetIndex(key.target, 'edge', out.length);
				return {pointer: edge === null ? pointer : {...pointer, edge}};
			}
		}
	},
	at: (_p, pointer) => `edge:${pointer.edge}`,
	pending(p, pointer) {
		const v = p.tokens[pointer.token];
		if (v === undefined) return null;
		const to = successors(p, v)[pointer.edge];
		if (to === undefined) return board3Words('graphCannotMove', {t: pointer.token + 1, v: shortName(p.graph.names[v]!)});
		return board3Words('graphPending', {t: pointer.token + 1, from: shortName(p.graph.names[v]!), to: shortName(p.graph.names[to]!)});
	},
	speak(p, pointer) {
		const names = p.graph.names;
		const tokens = spokenList(p.tokens.length, t => board3Words('graphSpeakToken', {t: t + 1, v: shortName(names[p.tokens[t]!]!)}), 'token');
		const edges = spokenList(
			names.length,
			v => {
				const out = successors(p, v);
				if (out.length === 0) return board3Words('graphSpeakDeadEnd', {v: names[v]!});
				return board3Words('graphSpeakLeads', {v: names[v]!, to: out.map(w => shortName(names[w]!)).join(board3Words('commaSeparator'))});
			},
			'vertex',
		);
		const v = p.tokens[pointer.token];
		return {position: [tokens, edges], cursor: v === undefined ? null : board3Words('graphSpeakCursor', {t: pointer.token + 1, v: shortName(names[v]!)})};
	},
	draw(input) {
		const {position: p, pointer, height, active} = input;
		const g = p.graph;
		const names = g.names;
		const hint = readMove(p, input.hint);
		const cursorVertex = active ? p.tokens[pointer.token] : undefined;
		const target = cursorVertex === undefined ? undefined : successors(p, cursorVertex)[pointer.edge];
		const onVertex = new Map<number, number[]>();
		p.tokens.forEach((v, t) => {
			onVertex.set(v, [...(onVertex.get(v) ?? []), t]);
		});
		let nameWidth = 1;
		// Measured in columns: a Chinese name takes two a character.
		for (const n of names) if (textWidth(n) > nameWidth) nameWidth = Math.min(16, textWidth(n));
		const lastTo = input.last ? readMove(input.last.before as GraphPosition, input.last)?.to : undefined;

		const row = (v: number): Line => {
			const isCursor = v === cursorVertex;
			const parts: Segment[] = [
				seg(isCursor ? '▶ ' : v === target ? '○ ' : '  ', 'cursor'),
				seg(padRight(names[v]!, nameWidth), isCursor ? 'cursor' : v === target ? 'cursor' : 'strong'),
			];
			if (input.hints) parts.push(seg(` (${g.value[v]})`, 'hint'));
			const out = successors(p, v);
			parts.push(seg(out.length === 0 ? board3Words('graphNoWay') : '  →', 'dim'));
			out.forEach((w, j) => {
				const chosen = isCursor && j === pointer.edge;
				const hinted = hint && p.tokens[hint.token] === v && hint.to === w;
				const name = shortName(names[w]!);
				const text = chosen ? `[${name}]` : hinted ? `◆${name}` : name;
				const edge = seg(text, chosen ? 'cursor' : hinted ? 'hint' : undefined);
				parts.push(seg(' '), isCursor ? {...edge, target: `edge:${j}`} : edge);
			});
			const tokens = onVertex.get(v) ?? [];
			if (tokens.length > 0) {
				parts.push(seg('   '));
				for (const t of tokens) {
					const mine = active && t === pointer.token;
					parts.push({...seg(`${mine ? '▶' : ''}●${t + 1} `, mine ? 'cursor' : hint?.token === t ? 'hint' : 'select'), target: `token:${t}`});
				}
			}
			if (lastTo === v) parts.push(seg(board3Words('graphMovedHere'), 'computer'));
			return parts;
		};

		const lines: Line[] = [];
		const room = Math.max(1, height - (input.compact ? 0 : 2));
		const count = names.length;
		if (count <= room) {
			for (let v = 0; v < count; v++) lines.push(row(v));
		} else {
			const hinted = hint ? p.tokens[hint.token]! : null;
			const shown = Math.max(1, room - 1);
			const start = windowStart(count, shown, cursorVertex ?? hinted ?? p.tokens[0] ?? 0, hinted);
			for (let v = start; v < start + shown; v++) lines.push(row(v));
			if (room > 1)
				lines.push(
					line(seg(board3Words('graphWindow', {from: start + 1, to: start + shown, n: count, how: board3Words(active ? 'graphFollows' : 'allInGame')}), 'dim')),
				);
		}
		if (input.compact) return lines.slice(0, height);
		lines.push([]);
		const legend = board3Words(input.hints ? 'graphLegendValues' : 'graphLegendRule');
		lines.push(line(seg(board3Words('graphLegend', {legend}), 'dim')));
		return lines.slice(0, height);
	},
	// The words are chosen when they are shown, in the language in force.
	get keys() {
		return [
			{keys: '↑↓ 1-9', action: board3Words('graphKeyToken')},
			{keys: '←→', action: board3Words('graphKeyEdge')},
			{keys: 'enter', action: board3Words('graphKeyMove')},
		];
	},
	get howTo() {
		return [board3Words('graphHowToLines'), board3Words('graphHowToMove'), board3Words('graphHowToValues')];
	},
};

export default board;
