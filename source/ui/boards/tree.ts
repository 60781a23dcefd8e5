/**
 * Green Hackenbush on a rooted forest, drawn growing up from the ground at
 * the bottom: each line is a node and the edge below it (├─ ┌─), a node's
 * children above it and further right. Nodes keep the number they had at
 * the start of the game until they fall (the engine's labels), so the cut
 * the opponent made can be found: it is marked where it was. Cutting a node's
 * edge drops the node and everything above it. With hints on, every node
 * shows its colon-principle value. A forest taller than the screen scrolls
 * with the cursor.
 *
 * Keys: ↑↓ walk the nodes, ← down to the parent, → up to the first child,
 * digits type a node number, Enter cuts.
 */
import {nodeLabel, nodeWithLabel, tree, type TreePosition} from '../../engine/games/tree.js';
import {line, seg, windowStart, type Line, type Segment} from '../lines.js';
import {board3Words} from '../../i18n/boards3/index.js';
import {counted, jsonBig, jsonField, spokenList, targeted, targetIndex, type Board} from './types.js';

export interface TreePointer {
	/** The node whose edge the cursor is on (1-based), or 0 when the forest is empty. */
	readonly node: number;
	readonly typed: string;
	/** The cursor node's label, so that the cursor stays on it after a move elsewhere. */
	readonly label?: number;
}

function at(p: TreePosition, node: number, typed = ''): TreePointer {
	return {node, typed, label: node === 0 ? 0 : nodeLabel(p, node)};
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
	// Walk towards the ground: for each ancestor level, a rule "│  " if that ancestor has a later sibling (drawn above it).
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

/** The screen row (0 at the top) of the node at pre-order rank r: the picture is the pre-order upside down. */
function rowOfRank(s: Shape, r: number): number {
	return s.n - 1 - r;
}

/** Where the last cut was, in the position after it: the node it hung from (0: the ground), its label, and how many fell. */
interface CutMark {
	readonly at: number;
	readonly label: number;
	readonly fell: number;
}

function lastCut(p: TreePosition, last: {readonly move: unknown; readonly before: TreePosition} | null): CutMark | null {
	if (!last) return null;
	const cut = readCut(last.move);
	const before = last.before;
	if (cut === null || cut < 1 || cut > before.parents.length) return null;
	const parent = before.parents[cut - 1]!;
	const at = parent === 0 ? 0 : nodeWithLabel(p, nodeLabel(before, parent));
	if (parent !== 0 && at === 0) return null;
	return {at, label: nodeLabel(before, cut), fell: shapeOf(before).size[cut]!};
}

function cutNote(mark: CutMark): string {
	return board3Words('treeCutNote', {label: mark.label, count: mark.fell});
}

const ground = (width: number, extra: Segment[]): Line => [
	seg(' ═╧', 'dim'),
	seg(`${'═'.repeat(Math.max(3, Math.min(12, width - 12)))}${board3Words('treeGround')}`, 'dim'),
	...extra,
];

const board: Board<TreePosition, TreePointer> = {
	game: tree,
	// The cursor starts on the first root's edge, just above the ground.
	init: p => at(p, p.parents.length > 0 ? shapeOf(p).order[0]! : 0),
	settle(p, pointer) {
		const n = p.parents.length;
		if (n === 0) return at(p, 0);
		// The same node when it still stands; else the nearest by number.
		const same = pointer.label === undefined ? 0 : nodeWithLabel(p, pointer.label);
		return at(p, same > 0 ? same : Math.min(Math.max(1, pointer.node), n));
	},
	key(p, pointer, key) {
		const s = shapeOf(p);
		if (s.n === 0) return key.kind === 'cancel' ? null : {pointer, error: board3Words('treeNoEdges')};
		const r = s.rank[pointer.node]!;
		switch (key.kind) {
			// The picture is the pre-order upside down: up on the screen is the next node in pre-order.
			case 'up':
				return {pointer: at(p, s.order[Math.min(s.n - 1, r + 1)]!)};
			case 'down':
				return {pointer: at(p, s.order[Math.max(0, r - 1)]!)};
			case 'left': {
				const below = s.parent[pointer.node]!;
				return {pointer: at(p, below === 0 ? pointer.node : below)};
			}
			case 'right': {
				const child = s.firstChild[pointer.node]!;
				return {pointer: at(p, child === -1 ? pointer.node : child)};
			}
			case 'digit': {
				const longer = `${pointer.typed}${key.digit}`.replace(/^0+/, '').slice(0, 8);
				// A digit that makes no node with the number typed so far ("10", then "6": no node 106) begins a new number: node 6.
				const fits = (t: string) => t !== '' && (nodeWithLabel(p, Number(t)) >= 1 || labelsStartingWith(p, t));
				const typed = fits(longer) || pointer.typed === '' ? longer : key.digit.replace(/^0+/, '');
				const v = nodeWithLabel(p, Number(typed));
				if (typed !== '' && v >= 1) return {pointer: at(p, v, typed)};
				// A number on its way to a longer one ("1" of "12") waits for the next digit.
				if (typed !== '' && labelsStartingWith(p, typed)) return {pointer: {...pointer, typed}};
				return {pointer: {...pointer, typed: ''}, error: board3Words('treeNoNode', {typed: typed || 0})};
			}
			case 'backspace':
				return {pointer: {...pointer, typed: pointer.typed.slice(0, -1)}};
			case 'select':
			case 'confirm':
				return {pointer: {...pointer, typed: ''}, move: {cut: pointer.node}};
			case 'cancel':
				if (pointer.typed === '') return null;
				return {pointer: {...pointer, typed: ''}};
			case 'pick': {
				const v = targetIndex(key.target, 'node', s.n + 1);
				return {pointer: v === null || v < 1 ? pointer : at(p, v)};
			}
		}
	},
	at: (_p, pointer) => `node:${pointer.node}`,
	pending(p, pointer) {
		if (p.parents.length === 0 || pointer.node === 0) return null;
		const size = shapeOf(p).size[pointer.node]!;
		const label = nodeLabel(p, pointer.node);
		return size === 1 ? board3Words('treePendingOne', {label}) : board3Words('treePendingMany', {label, size});
	},
	speak(p, pointer) {
		const n = p.parents.length;
		if (n === 0) return {position: [board3Words('treeNoEdgesLeft')], cursor: null};
		const s = shapeOf(p);
		// In pre-order, so that each node is read after the one it stands on.
		const nodes = spokenList(
			n,
			r => {
				const v = s.order[r]!;
				const below = s.parent[v]!;
				const label = nodeLabel(p, v);
				return below === 0 ? board3Words('treeSpeakOnGround', {label}) : board3Words('treeSpeakOnNode', {label, below: nodeLabel(p, below)});
			},
			'node',
		);
		const position = [board3Words('treeSpeakNodes', {count: counted(n, 'node'), nodes})];
		return {position, cursor: pointer.node === 0 ? null : board3Words('treeSpeakCursor', {label: nodeLabel(p, pointer.node)})};
	},
	draw(input) {
		const {position: p, pointer, width, height, active} = input;
		const s = shapeOf(p);
		const mark = lastCut(p, input.last);
		if (s.n === 0) {
			const lines: Line[] = [line(seg(board3Words('treeEmpty'), 'dim')), ground(width, mark ? [seg(`  ${cutNote(mark)}`, 'computer')] : [])];
			return lines.slice(Math.max(0, lines.length - height));
		}
		const values = input.hints ? colonValues(s) : null;
		const hintCut = input.hint ? readCut(input.hint.move) : null;
		const hintNode = hintCut !== null && hintCut >= 1 && hintCut <= s.n ? hintCut : null;
		const cursorRank = active ? s.rank[pointer.node]! : -1;
		const cursorEnd = active ? cursorRank + s.size[pointer.node]! : -1;
		const levels = maxLevels(width);
		// Under the ground line: the legend and the scroll note, when there is room.
		const notes: Line[] = [];
		const room = Math.max(1, height - 1);
		const shown = Math.max(1, Math.min(s.n, room - (s.n > room && room > 1 ? 1 : 0)));
		const focusRow = active
			? rowOfRank(s, cursorRank)
			: hintNode !== null
				? rowOfRank(s, s.rank[hintNode]!)
				: mark && mark.at > 0
					? rowOfRank(s, s.rank[mark.at]!)
					: s.n - 1;
		const alsoRow = hintNode !== null && active ? rowOfRank(s, s.rank[hintNode]!) : null;
		const start = windowStart(s.n, shown, focusRow, alsoRow);
		if (s.n > shown && !input.compact) {
			const above = start;
			const below = s.n - start - shown;
			const how = board3Words('inParentheses', {text: board3Words(active ? 'treeScrolls' : 'allInGame')});
			const more = `${above > 0 ? board3Words('treeAbove', {n: above}) : ''}${below > 0 ? board3Words('treeBelow', {n: below}) : ''}`;
			notes.push(line(seg(`${board3Words('treeShown', {shown, n: s.n})}${more}${how}`, 'dim')));
		}
		const lines: Line[] = [];
		for (let row = start; row < start + shown; row++) {
			const j = s.n - 1 - row;
			const v = s.order[j]!;
			const isCursor = active && v === pointer.node;
			const falling = active && j >= cursorRank && j < cursorEnd;
			const last = s.nextSibling[v] === -1;
			const label = String(nodeLabel(p, v));
			const parts: Segment[] = [
				seg(isCursor ? '▶ ' : '  ', 'cursor'),
				seg(prefixOf(s, v, levels), 'dim'),
				seg(last ? '┌' : '├', falling ? 'cursor' : 'dim'),
				seg(isCursor ? '╳ ' : '─ ', falling ? 'cursor' : 'dim'),
				seg(label, falling ? 'cursor' : 'strong'),
			];
			if (values) parts.push(seg(`  (${values[v]})`, 'hint'));
			if (hintCut === v) parts.push(seg(board3Words('treeCutHere'), 'hint'));
			if (isCursor) parts.push(seg(board3Words('treeCursorCut', {count: s.size[v]!}), 'cursor'));
			if (mark && mark.at === v) parts.push(seg(`  ${cutNote(mark)}`, 'computer'));
			lines.push(targeted(parts, `node:${v}`));
		}
		const groundNotes: Segment[] = [];
		if (values) groundNotes.push(seg(board3Words('treeWorth', {value: values[0]!}), 'hint'));
		if (mark && mark.at === 0) groundNotes.push(seg(`  ${cutNote(mark)}`, 'computer'));
		lines.push(ground(width, groundNotes));
		// The last cut, when its node is scrolled out of sight.
		if (mark && mark.at > 0) {
			const row = rowOfRank(s, s.rank[mark.at]!);
			if (row < start || row >= start + shown)
				notes.push(line(seg(`  ${board3Words('treeCutNoteOn', {note: cutNote(mark), label: nodeLabel(p, mark.at)})}`, 'computer')));
		}
		if (values && !input.compact) notes.push(line(seg(board3Words('treeValues'), 'dim')));
		return [...lines, ...notes].slice(0, height);
	},
	// The words are chosen when they are shown, in the language in force.
	get keys() {
		return [
			{keys: '↑↓', action: board3Words('treeKeyNode')},
			{keys: '←→', action: board3Words('treeKeyFamily')},
			{keys: '0-9', action: board3Words('treeKeyNumber')},
			{keys: 'enter', action: board3Words('treeKeyCut')},
		];
	},
	get howTo() {
		return [board3Words('treeHowToForest'), board3Words('treeHowToMove'), board3Words('treeHowToMarks'), board3Words('treeHowToValues')];
	},
};

function labelsStartingWith(p: TreePosition, typed: string): boolean {
	for (let v = 1; v <= p.parents.length; v++) if (String(nodeLabel(p, v)).startsWith(typed)) return true;
	return false;
}

export default board;
