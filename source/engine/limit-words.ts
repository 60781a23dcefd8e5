/**
 * The engine's limits and refusals, in English (spread into the rules' words,
 * rule-words.ts): what a position or a table asks beyond a documented limit,
 * and the command-line forms a refusal needs. A value may be a phrase of
 * these same keys (`rule_about`), said in the language of the message it is in.
 */
export const limitEnglish = {
	// Numbers said roughly.
	rule_about: 'about {{n}}',
	rule_moreThan: 'more than {{n}}',
	rule_more: 'more',
	// The take-away games.
	rule_ktimesBound: "is beyond the engine's bound: {{need}}",
	rule_ktimesNeed:
		'k = {{k}} and heap {{heap}} need {{about}} terms of the k-times sequence (a term counting once per 64-bit word); the limit is {{limit}} (limits.ktimesMaxTerms)',
	// Sums.
	rule_sumNeeds: 'needs {{need}}',
	rule_sumPartsNeed: 'the sum: its parts need {{need}}',
	rule_sumWork: 'about {{steps}} steps of table work together ({{tables}} to build); the limit for one sum is {{limit}} steps (limits.sumWork)',
	rule_oneTable: '{{count}} table',
	rule_tables: '{{count}} tables',
	rule_sumPartBeyond: 'has a Grundy value beyond the search bound for {{gameName}}, so it cannot be part of a sum',
	rule_sumDepth: 'nests sums deeper than {{limit}}',
	rule_sumParts: 'has more than {{limit}} parts, counting the parts of nested sums',
	rule_sumPartsTop: 'the sum has more than {{limit}} parts, counting the parts of nested sums',
	rule_emptyPart: 'a part of the sum is empty',
	// A position typed in words, with the wrong number of words.
	rule_needs: '{{game}} needs {{what}} ({{example}}), got {{got}}',
	rule_needsNothing: '{{game}} needs {{what}} ({{example}}), got nothing',
	rule_whatOne: 'one {{what}}',
	rule_whatTwo: 'two {{what}}',
	rule_whatCount: '{{count}} {{what}}',
	rule_example: 'e.g. {{words}}',
	// Coins.
	rule_kOnlyWith: 'is allowed only with rule {{rules}}',
	// Graphs.
	rule_graphSizeMore: 'has more than {{limit}} vertices plus edges; the limit is {{limit}}',
	rule_graphSize: 'has {{n}} vertices and {{edges}} edges; the limit is {{limit}} vertices plus edges',
	// Listing every move (--moves) and searching.
	rule_tooManyMoves: 'this position has more than {{limit}} legal moves, the most --moves lists',
	rule_kaylesListing:
		'listing the moves of misère Kayles plays each move and tallies the rows it leaves: {{moves}} moves of {{rows}} rows make {{work}} rows to tally; the limit for --moves on misère Kayles is {{limit}}',
	rule_treeListing:
		"listing the moves of this forest would walk {{sum}} node depths (each cut's value is recomputed down to the ground); the limit for --moves on trees is {{limit}}",
	rule_searchKeys: 'search would build more than {{limit}} characters of position keys',
	rule_searchVisit: 'search would visit more than {{limit}} positions',
	// Misère play, decided by search.
	rule_misereSearch:
		'misère {{gameName}} is decided by exhaustive search, limited to {{states}} positions and {{work}} characters of position keys; this position needs {{needs}}',
	rule_misereOwnSearch:
		'misère {{gameName}} is decided by a search of its positions (heaps as sorted multisets), limited to {{states}} positions; this position needs {{needs}}',
	rule_needStates: "about {{n}} positions by the game's estimate",
	rule_needKeys: "about {{n}} characters of position keys by the game's estimate",
	rule_upToCounted: 'up to {{n}} positions, counted',
	// Tables: what `table` refuses.
	rule_normalOnly: '{{game}}: its table is of normal play only; --misere does not apply',
	rule_proveOctal: '{{game}}: --prove proves the period of an octal code (games octal, kayles, dawson)',
	rule_proveOctalMisere: '{{game}}: --prove proves the period of an octal code (games octal, kayles, dawson), in normal play; the misère table is by search',
	rule_proveGrundy: "--prove proves the period of an octal code; none is known for Grundy's game (its values are tabulated with --to)",
	rule_fromAtLeast: '--from must be at least {{least}}, got {{from}}',
	rule_tableSide: 'a two-dimensional table is at most {{side}} × {{side}}; {{from}} to {{to}} is {{width}} wide',
	rule_coinsTo: 'coins: --to is at most {{limit}} (the most coins in a row), got {{to}}',
	rule_cornersTo: 'corners: coordinates are below 2^64',
	rule_wythoffTo: 'wythoff: Grundy values are computed up to {{limit}}; --to is {{to}}',
	rule_jobBound: 'a table job tabulates {{table}} up to heap {{limit}} at most; {{asked}} asked',
	rule_jobBoundGrundy: "a table job tabulates Grundy's game up to heap {{limit}} at most; {{asked}} asked",
	// Heaps past what the values' tables reach.
	rule_grundyPast: "heap {{n}} is past the limit of Grundy's game for an analysis (heaps below {{direct}} are valued at once{{reach}})",
	rule_grundyReach: ', and below {{length}} from the values computed before',
	rule_grundyJobMax: '{{past}}; a table job computes them up to heap {{limit}} at most',
	rule_grundyJob: '{{past}}: `{{command}}` computes them as a job and keeps them in the cache, where analyze then finds them',
	rule_pastJobBound: 'heap {{n}} is past the bound: no period was proven within the {{length}} values computed before (the most a table job computes)',
	rule_pastBound: 'heap {{n}} is past the bound: heaps are valued from a table of {{bound}}, and no period was proven within it',
	rule_proveJob: '{{past}}; `{{command}}` looks for it as a job (up to {{limit}} values)',
	rule_octalBound: '{{own}} values (the bound for this code: at most {{table}} values and {{work}} steps)',
	rule_grundyBound: "{{direct}} values (no period of Grundy's game is known)",
	rule_noPeriod:
		'set: the Grundy sequence of this set shows no period within {{bound}} values (the bound for a set of {{size}}: at most {{table}} values and {{work}} steps, values × |S|), so only heaps below {{bound}} can be answered',
	rule_noPeriodTop: '{{noPeriod}}; the largest heap here is {{top}}',
} as const;
