/**
 * A move the rules forbid, in English (spread into the rules' words,
 * rule-words.ts): the reason an `illegal-move` problem carries as a phrase.
 * A reason that names a place counts from 1 in the move's own words
 * (`move_hasOnly`: "heap 2 has only 3") and from 0 in the JSON move's terms
 * (`move_hasOnlyAt`: "heap 1 has only 3"), for programs speaking JSON.
 */
export const moveEnglish = {
	// A move refused, as the JSON form and the match runner say it.
	move_notLegal: 'is not a legal move: {{reason}}',
	move_lineNotLegal: '{{line}} is not a legal move: {{why}}',
	move_notJson: 'not JSON',
	// Heaps and rows.
	move_hasOnly: '{{noun}} {{n}} has only {{count}}',
	move_hasOnlyAt: '{{noun}} {{index}} has only {{count}}',
	move_theHeapHasOnly: 'the heap has only {{count}}',
	move_atMost: 'at most {{max}} may be taken',
	move_atMostAtOnce: 'at most {{max}} may be taken at once',
	move_notInSet: '{{take}} is not in the set {{set}}',
	move_notPrime: '{{take}} is neither 1 nor a prime',
	move_notProvenPrime: '{{take}} is neither 1 nor a prime (by a probable-prime test)',
	move_firstNotWhole: 'the first move may not take the whole heap (at most {{most}})',
	move_ktimesMost: 'after a take of {{last}} at most {{most}} ({{k}}·{{last}}) may be taken',
	// Take-and-break.
	move_noneLeft: 'there is no {{noun}} left',
	move_leavesAddUp: 'taking {{take}} from {{n}} leaves {{left}}, but the {{noun}}s left add up to {{sum}}',
	move_splitUnequal: 'a {{noun}} must be split into two {{noun}}s of different sizes',
	move_takeNotAllowed: 'taking {{take}} is not allowed',
	move_takeMayOnly: 'taking {{take}} may only {{ways}}, not leave {{left}}',
	move_wayAll: 'take it all',
	move_wayOne: 'leave one {{noun}}',
	move_wayTwo: 'leave two {{noun}}s',
	move_leftNone: 'no {{noun}}s',
	move_leftOne: 'one {{noun}}',
	move_leftTwo: 'two {{noun}}s',
	// Wythoff's game.
	move_atLeastOne: 'a move takes at least one token',
	move_sameFromBoth: 'taking from both heaps takes the same number from each',
	// Coins.
	move_turnOne: 'turn at least one coin',
	move_rightmostHead: 'the rightmost coin turned (coin {{coin}}) must be a head',
	move_turnsOne: 'this rule turns exactly one coin',
	move_turnsOneOrTwo: 'this rule turns one or two coins',
	move_turnsRunOfOne: 'this rule turns exactly {{k}} consecutive coin',
	move_turnsRunOf: 'this rule turns exactly {{k}} consecutive coins',
	move_aloneOnly: 'coin {{coin}} may be turned alone only when it is at position 1, 2 or 3',
	move_turnsSubtract3: 'this rule turns coin x and one of x−1, x−2, x−3 (or x alone when x ≤ 3)',
	move_turnsTwins: 'this rule turns exactly two coins 1, 2 or 3 apart',
	move_turnsUpToThree: 'this rule turns one, two or three coins',
	move_turnsRun: 'this rule turns a run of consecutive coins',
	// Corners.
	move_notLit: '{{cell}} is not lit',
	move_cornerBelow: "the corner's {{axis}} must be less than {{from}}, got {{to}}",
	// Graphs.
	move_noWayOut: 'token {{n}} is on {{name}}, which has no way out',
	move_noWayOutAt: 'token {{index}} is on {{name}}, which has no way out',
	move_noEdge: 'there is no edge from {{from}} to {{to}}',
	// Staircase.
	move_noChip: 'there is no chip on cell {{cell}}',
	move_chipLeft: 'a chip moves left: {{to}} is not left of {{from}}',
	move_cellTaken: 'cell {{cell}} is taken',
	move_cannotPass: 'the chip at {{from}} cannot pass the chip at {{floor}}',
	// Trees.
	move_nothingToCut: 'nothing is left to cut',
} as const;
