/** Octal games: heaps of tokens; a run is taken out of one heap, and what is left may stay as one heap or two, as the code says. */
import {octal, octalBreaks, type OctalParams} from '../../engine/games/octal.js';
import {octalText, type OctalDigits} from '../../engine/breaking-values.js';
import {board2Words} from '../../i18n/boards2/index.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

const leaveKeys = ['octalLeaveNothing', 'octalLeaveOne', 'octalLeaveTwo'] as const;

/** What a code allows, in the language in force: "take 1: leave nothing or one heap; take 2: leave two heaps". */
function octalWays(digits: OctalDigits): string {
	const ways = new Map<bigint, string[]>();
	for (const rule of octalBreaks(digits)) ways.set(rule.take, [...(ways.get(rule.take) ?? []), board2Words(leaveKeys[rule.leave])]);
	return [...ways].map(([take, leaves]) => board2Words('octalWay', {take, leaves: leaves.join(board2Words('octalOr'))})).join(board2Words('octalJoin'));
}

export default rowBoard<OctalParams>({
	game: octal,
	noun: 'heap',
	glyph: '●',
	amounts: true,
	verb: 'take',
	caption: p =>
		captionLines(
			p,
			board2Words('octalRule', {code: octalText(p.params.digits), ways: octalWays(p.params.digits)}),
			board2Words('lastMoveWins'),
			board2Words('lastMoveLoses'),
		),
	howTo: () => [board2Words('octalHowToPick'), board2Words('octalHowToAmount'), board2Words('octalHowToMarks')],
});
