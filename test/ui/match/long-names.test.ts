/**
 * A very long vertex name is shown whole once, on its own line of the board,
 * and shortened (by display width, with …) where it is repeated: in the
 * edges that lead to it, the move being built, the computer's last move and
 * the hint (its move and its explanation; its nim-sum table, aligned to the
 * names, keeps them whole).
 */
import {expect, test} from 'vitest';
import {chooseComputerMove} from '../../../source/engine/computer.js';
import {matchReducer} from '../../../source/ui/match/state.js';
import {matchText, newMatch} from '../helpers.js';

const long = 'averyveryverylongvertexnamethatgoesonandonforeverandeverX';
const short = 'averyveryverylon…ndeverX';
const position = {game: 'graph', edges: {b: [long, 'c'], [long]: ['c', 'd'], c: ['d']}, tokens: ['b', long]};

const count = (text: string, part: string) => text.split(part).length - 1;

test('the name whole once on the board; shortened in the edges, the move being built, the last move and the hint', () => {
	let state = newMatch(position);
	let text = matchText(state);
	expect(count(text, long)).toBe(1);
	expect(text).toContain(`→ [${short}] c`);
	expect(text).toContain(`▶ move token 1 from b to ${short}`);
	state = matchReducer(state, {type: 'play', move: {token: 0, to: long}});
	if (state.pending?.kind === 'concede') state = matchReducer(state, {type: 'no'});
	const move = chooseComputerMove(state.config.game, state.position, 'perfect', 0.99, 0);
	state = matchReducer(state, {type: 'computer', serial: state.serial, move});
	text = matchText(state);
	expect(count(text, long)).toBe(1);
	expect(text).toMatch(new RegExp(`◀ Computer moved token \\d from ${short} to`));
	state = matchReducer(state, {type: 'hints'});
	state = matchReducer(state, {type: 'hints'});
	state = matchReducer(state, {type: 'hints'});
	text = matchText(state, {columns: 100, rows: 30});
	expect(text).toContain(`◆ Winning move: move token 2 from ${short} to c`);
	// Once on the board, once in the nim-sum table (its columns are aligned to the names).
	expect(count(text, long)).toBe(2);
	expect(text).toMatch(new RegExp(`token 2 \\(${long}\\) = 2`));
});
