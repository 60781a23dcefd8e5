/**
 * Green Hackenbush on a rooted forest, drawn as an indented tree hanging from
 * the ground (├─ └─): each line is a node and the edge above it, labelled
 * with the node's number. Cutting a node's edge drops the node and
 * everything under it in the picture. With hints on, every node shows its
 * colon-principle value.
 *
 * Keys: ↑↓ walk the nodes, ← to the parent, → to the first child, digits
 * type a node number, Enter cuts.
 */
import {tree, type TreePosition} from '../../engine/games/tree.js';
import {line, seg, windowStart, type Line, type Segment} from '../lines.js';
import {jsonBig, jsonField, type Board} from './types.js';

export interface TreePointer {
	/** The node whose edge the cursor is on (1-based), or 0 when the forest is empty. */
	readonly node: number;
	readonly typed: string;
}

/** The forest's shape: children, pre-order, depths, subtree sizes; built without recursion. */
interface Shape {
	readonly n: number;
	readonly parent: Int32Array;
	readonly firstChild: Int32Array;
	readonly nextSibling: Int32Array;
	/** Nodes in pre-order (the drawing order). */
	readonly order: Int32Array;
	/** Position of each node in `order`. */
	readonly rank: Int32Array;
	readonly depth: Int32Array;
	readonly size: Int32Array;
}

const shapes = new WeakMap<TreePosition, Shape>();

function shapeOf(p: TreePosition): Shape {
	const known = shapes.get(p);
	if (known) return known;
	const n = p.parents.length;
	const parent = new Int32Array(n + 1);
	const firstChild = new Int32Array(n + 1).fill(-1);
	const nextSibling = new Int32Array(n + 1).fill(-1);
	for (let i = n; i >= 1; i--) {
		const q = p.parents[i - 1]!;
		parent[i] = q;
		nextSibling[i] = firstChild[q]!;
		firstChild[q] = i;
	}
	const order = new Int32Array(n);
	const rank = new Int32Array(n + 1);
	const depth = new Int32Array(n + 1);
	let at = 0;
	const stack: number[] = [];
	for (let c = firstChild[0]!; c !== -1; c = nextSibling[c]!) stack.push(c);
	stack.reverse();
	while (stack.length > 0) {
		const v = stack.pop()!;
		order[at] = v;
		rank[v] = at++;
		depth[v] = parent[v] === 0 ? 0 : depth[parent[v]!]! + 1;
		const kids: number[] = [];
		for (let c = firstChild[v]!; c !== -1; c = nextSibling[c]!) kids.push(c);
		for (let j = kids.length - 1; j >= 0; j--) stack.push(kids[j]!);
	}
	const size = new Int32Array(n + 1).fill(1);
	for (let j = n - 1; j >= 0; j--) {
		const v = order[j]!;
		if (parent[v] !== 0) size[parent[v]!]! += size[v]!;
	}
	const shape = {n, parent, firstChild, nextSibling, order, rank, depth, size};
	shapes.set(p, shape);
	return shape;
}

/** Colon principle: a node is worth the XOR over its children of (child's value + 1). */
function colonValues(s: Shape): Int32Array {
	const value = new Int32Array(s.n + 1);
	for (let j = s.n - 1; j >= 0; j--) {
		const v = s.order[j]!;
		value[s.parent[v]!]! ^= value[v]! + 1;
	}
	return value;
}

/** Levels of indentation drawn before the prefix is shortened to "…". */
function maxLevels(width: number): number {
	return Math.max(2, Math.floor((width - 24) / 3));
}

function prefixOf(s: Shape, v: number, levels: number): string {
	// Walk up: for each ancestor level, a rule "│  " if that ancestor has a later sibling.
	const parts: string[] = [];
	let u = s.parent[v]!;
	let shown = 0;
	while (u !== 0 && shown < levels) {
		parts.push(s.nextSibling[u] !== -1 ? '│  ' : '   ');
		u = s.parent[u]!;
		shown++;
	}
	const lead = u !== 0 ? '…' : '';
	return lead + parts.reverse().join('');
}

function readCut(move: unknown): number | null {
	const cut = jsonBig(jsonField(move as never, 'cut'));
	return cut === null ? null : Number(cut);
}

const board: Board<TreePosition, TreePointer> = {
	game: tree,
	init: p => ({node: p.parents.length > 0 ? shapeOf(p).order[0]! : 0, typed: ''}),
	settle(p, pointer) {
		const n = p.parents.length;
		return {node: n === 0 ? 0 : Math.min(Math.max(1, pointer.node), n), typed: ''};
	},
	key(p, pointer, key) {
		const s = shapeOf(p);
		if (s.n === 0) return key.kind === 'cancel' ? null : {pointer, error: 'no edges are left'};
		const r = s.rank[pointer.node]!;
		switch (key.kind) {
			case 'up':
				return {pointer: {node: s.order[Math.max(0, r - 1)]!, typed: ''}};
			case 'down':
				return {pointer: {node: s.order[Math.min(s.n - 1, r + 1)]!, typed: ''}};
			case 'left': {
				const up = s.parent[pointer.node]!;
				return {pointer: {node: up === 0 ? pointer.node : up, typed: ''}};
			}
			case 'right': {
				const child = s.firstChild[pointer.node]!;
				return {pointer: {node: child === -1 ? pointer.node : child, typed: ''}};
			}
			case 'digit': {
				const typed = `${pointer.typed}${key.digit}`.replace(/^0+/, '').slice(0, 8);
				const v = Number(typed);
				if (v >= 1 && v <= s.n) return {pointer: {node: v, typed}};
				return {pointer: {...pointer, typed: ''}, error: `there is no node ${typed || 0}: the nodes are 1 to ${s.n}`};
			}
			case 'backspace':
				return {pointer: {...pointer, typed: pointer.typed.slice(0, -1)}};
			case 'select':
			case 'confirm':
				return {pointer: {...pointer, typed: ''}, move: {cut: pointer.node}};
			case 'cancel':
				if (pointer.typed === '') return null;
				return {pointer: {...pointer, typed: ''}};
		}
	},
	pending(p, pointer) {
		if (p.parents.length === 0 || pointer.node === 0) return null;
		const size = shapeOf(p).size[pointer.node]!;
		return `cut edge ${pointer.node}: ${size === 1 ? `node ${pointer.node} falls` : `${size} nodes fall (${pointer.node} and all under it)`}`;
	},
	draw(input) {
		const {position: p, pointer, width, height, active} = input;
		const s = shapeOf(p);
		const lines: Line[] = [];
		if (s.n === 0) {
			lines.push(line(seg('  ═══ ground ═══', 'dim')), line(seg('  (no edges left)', 'dim')));
			return lines.slice(0, height);
		}
		const values = input.hints ? colonValues(s) : null;
		const hintCut = input.hint ? readCut(input.hint.move) : null;
		const cursorRank = active ? s.rank[pointer.node]! : -1;
		const cursorEnd = active ? cursorRank + s.size[pointer.node]! : -1;
		const levels = maxLevels(width);
		const header = line(seg('  ═══ ground ═══', 'dim'), seg(values ? `   forest worth ${values[0]}` : '', 'hint'));
		const room = Math.max(1, height - 2);
		const hintRank = hintCut !== null && hintCut >= 1 && hintCut <= s.n ? s.rank[hintCut]! : null;
		const shown = Math.min(s.n, room - (s.n > room ? 1 : 0));
		const start = windowStart(s.n, shown, active ? cursorRank : (hintRank ?? 0), hintRank);
		lines.push(header);
		for (let j = start; j < start + shown; j++) {
			const v = s.order[j]!;
			const isCursor = active && v === pointer.node;
			const falling = active && j >= cursorRank && j < cursorEnd;
			const last = s.nextSibling[v] === -1;
			const parts: Segment[] = [
				seg(isCursor ? '▶ ' : '  ', 'cursor'),
				seg(prefixOf(s, v, levels), 'dim'),
				seg(last ? '└' : '├', falling ? 'cursor' : 'dim'),
				seg(isCursor ? '╳ ' : '─ ', falling ? 'cursor' : 'dim'),
				seg(String(v), isCursor ? 'cursor' : falling ? 'cursor' : 'strong'),
			];
			if (values) parts.push(seg(`  (${values[v]})`, 'hint'));
			if (hintCut === v) parts.push(seg('  ◆ cut here', 'hint'));
			if (isCursor) parts.push(seg(`  ✕ cut: ${s.size[v] === 1 ? 'this node falls' : `these ${s.size[v]} nodes fall`}`, 'cursor'));
			lines.push(parts);
		}
		if (s.n > shown)
			lines.push(line(seg(`  nodes ${start + 1}–${start + shown} of ${s.n} in this order (${active ? '↑↓ scrolls' : 'all of them in the game'})`, 'dim')));
		if (lines.length < height && values) lines.push(line(seg("  (n) is a node's value by the colon principle: XOR over its children of (value + 1).", 'dim')));
		if (lines.length < height && input.last) lines.push(line(seg(`  ◀ ${input.last.words} (the nodes were renumbered)`, 'computer')));
		return lines.slice(0, height);
	},
	keys: [
		{keys: '↑↓', action: 'node'},
		{keys: '←→', action: 'parent/child'},
		{keys: '0-9', action: 'node no.'},
		{keys: 'enter', action: 'cut'},
	],
	howTo: [
		"The forest hangs from the ground at the top; each line is a node and the edge above it, labelled with the node's number.",
		'↑↓ (or k j) walk the nodes; ← goes to the parent, → to the first child; digits type a node number. Enter cuts the edge above the cursor (╳): that node and everything under it falls.',
		'After a cut the nodes are renumbered 1, 2, ... in the same order.',
		'With hints on, each node shows its value by the colon principle; the forest is worth the XOR of (root value + 1).',
	],
};

export default board;
