/**
 * The English words of explanations given as data (reasons.ts), in i18next's
 * JSON format: `{{name}}` where a value goes. The engine's own rendering, and
 * the source of every translation (source/i18n/explain/).
 */
import {kaylesRuleEnglish} from './kayles-rule-words.js';

export const reasonEnglish = {
	// Games of heaps (Nim and its family): the nim-sum and the move it gives.
	valueCapped: 'With a cap of {{cap}}, a heap of h is worth h mod {{m}} (like Bash).',
	heapLabel: 'heap {{heap}}: g({{size}})',
	nimSum: 'nim-sum',
	nimSumOf: 'The nim-sum of the {{count}} heap values is {{sum}}.',
	nimSumZero: 'The nim-sum is 0: every move makes it non-zero, and the opponent can always make it 0 again. The player to move loses.',
	nimSumMove: "The nim-sum is {{sum}}, not 0: make it 0. Heap {{heap}} has a 1 in the nim-sum's top column ({{bit}}): {{value}} XOR {{sum}} = {{target}},",
	takeSizes: 'so take {{take}} from heap {{heap}} ({{from}} → {{to}}).',
	takeValues: 'so take {{take}} from heap {{heap}} ({{from}} → {{to}}, whose value is {{target}}).',
	alsoWinning: '(Also winning: {{moves}}.)',
	alsoMove: '{{take}} from heap {{heap}}',
	listSeparator: ', ',
	// Between clauses, each with its own verb ("coin 3 goes to tails, coin 2 ..."): a language may join items and clauses apart (Chinese: 、 and ，).
	clauseSeparator: ', ',
	// The staircase (staircase.ts).
	stairOne: 'One chip: it pairs with the wall (cell 0), and the empty cells left of it are a Nim heap.',
	stairEvenTwo: 'Pair the {{n}} chips from the right: each pair is a Nim heap of the empty cells inside it.',
	stairEven: 'Pair the {{n}} chips from the right ({{pairs}}{{more}}): each pair is a Nim heap of the empty cells inside it.',
	stairOdd: 'Pair the {{n}} chips from the right; the leftmost chip pairs with the wall (cell 0). Each pair is a Nim heap of the empty cells inside it.',
	stairPair: '{{left}}–{{right}}',
	stairWallPair: 'wall–{{chip}}',
	listMore: ', ...',
	stairGaps: "Gaps between pairs do not count: if a pair's left chip moves, move its right chip as far and nothing has changed.",
	stairGapLabel: '{{pair}} gap',
	stairXor: 'The gaps inside the {{count}} pairs XOR to {{sum}}.',
	stairZero: "The nim-sum of the pairs' gaps is 0: every move changes one of them, and the opponent can always make it 0 again. The player to move loses.",
	stairWall: 'the wall',
	stairMove: "The nim-sum is {{sum}}: the gap between {{left}} and {{from}} has a 1 in the nim-sum's top column ({{bit}}): {{gap}} XOR {{sum}} = {{target}}.",
	stairMoveChip: 'Move the chip at {{from}} to {{to}}: that gap shrinks from {{gap}} to {{target}} and the nim-sum becomes 0.',
	// Corners (corners.ts).
	cornRule: 'Each lamp is a game of its own: a lamp at (x, y) is worth x⊗y (the nim product), and the position is worth the XOR of its lamps.',
	cornNone: 'No lamp is lit: the player to move cannot move and loses.',
	cornLamp: 'lamp ({{x}}, {{y}}): {{x}}⊗{{y}}',
	xor: 'XOR',
	cornXorMany: 'The nim products of the {{count}} lamps XOR to {{sum}}.',
	cornZero: 'The XOR is 0. A move changes it by (x⊕a)⊗(y⊕b), never 0, and the opponent can always bring it back to 0: the player to move loses.',
	cornTop: "The XOR is {{sum}}, not 0: make it 0. Lamp ({{x}}, {{y}}) is worth {{value}}, which has a 1 in the XOR's top column ({{bit}}),",
	cornReplace: 'so it can be replaced by {{value}} ⊕ {{sum}} = {{target}}: play ({{x}}, {{y}}) with corner ({{a}}, {{b}}), i.e. {{move}}.',
	cornFour:
		'The four corners are worth {{x}}⊗{{y}} ⊕ {{a}}⊗{{y}} ⊕ {{x}}⊗{{b}} ⊕ {{a}}⊗{{b}} = ({{x}}⊕{{a}})⊗({{y}}⊕{{b}}) = {{u}}⊗{{v}} = {{sum}}, so the XOR drops to 0.',
	// Games on a directed graph (graph.ts).
	graphRule:
		"A vertex is worth the mex (least value missing) of its successors' values; a vertex with no way out is worth 0. The tokens add up: XOR their vertices' values.",
	graphSink: '{{name}} has no way out: worth 0.',
	graphMex: '{{name}} → {{names}} worth {{values}}: {{name}} = mex = {{value}}.',
	graphMany: '{{name}} has {{count}} successors whose values miss {{value}} first: {{name}} = {{value}}.',
	graphToken: 'token {{token}} ({{name}})',
	graphXorMany: "The {{count}} tokens' vertex values XOR to {{sum}}.",
	graphZero: 'The XOR is 0: every move changes it, and the opponent can always make it 0 again. The player to move loses.',
	graphMove:
		'The XOR is {{sum}}: move token {{token}} from {{from}} (worth {{fromValue}}) to {{to}} (worth {{toValue}}); {{fromValue}} XOR {{toValue}} = {{sum}}, so the XOR becomes 0.',
	// Trees: Green Hackenbush (tree.ts).
	treeRule:
		'Colon principle: a leaf is worth 0, a node the XOR of (child + 1) over its children; a branch standing on the ground is worth its root + 1 (a stalk of that many edges).',
	treeEmpty: 'Nothing is left standing: there is no move. The player to move loses.',
	treeNodeSum: 'node {{node}} = {{sum}} = {{value}}',
	treeLeaf: 'Leaf {{leaf}} is worth 0.',
	treeLeaves: 'Leaves {{leaves}} are worth 0.',
	treeDown: 'From the leaves down: ',
	treeGround: 'On the ground: ',
	treeStalk: 'branch {{branch}} (node worth {{value}}) collapses to a stalk of {{stalk}}',
	wrapSeparator: '; ',
	wrapEnd: '.',
	treeTotal: 'Total: {{sum}}.',
	treeTotalXor: 'Total: {{terms}} = {{sum}}.',
	treeManyBranches: '{{count}} branches stand on the ground, collapsing to stalks of {{stalks}}, ...: their XOR is {{sum}}.',
	treeZero: 'The total is 0: every cut changes it, and the opponent can always make it 0 again. The player to move loses.',
	treeNodeValue: 'node {{node}} = {{value}}',
	treeMoreNodes: '... ({{count}} nodes down to the ground change)',
	treeBranchGone: 'branch {{branch}} is gone',
	treeBranchWorth: 'branch {{branch}} worth {{value}}',
	treeTotalZero: 'total 0',
	treeTotalZeroXor: 'total {{terms}} = 0',
	treeCut: 'Cut edge {{cut}}: then {{steps}}.',
	// Coin turning (coins.ts): the value of a lone head under each rule, and the row's XOR.
	coinValueSingle: 'Single coins: every head is worth 1, so the value is the parity of the number of heads.',
	coinValueOneOrTwo: 'One or two coins: a head at p is worth p, like a Nim heap of p (turning coin y < p too leaves a heap of y).',
	coinValueConsecutive: '{{k}} consecutive coins: a head is worth 1 when its position is a multiple of {{k}}, else 0.',
	coinValueSubtract3: 'Subtract-3: a head at p is worth p mod 4, like a heap of p where a move takes 1, 2 or 3.',
	coinValueTwins: 'Twins: a head at p is worth (p − 1) mod 4.',
	coinValueMockTurtles: 'Mock Turtles: a head at p is worth the p-th odious number (odd count of 1 bits): 1 2 4 7 8 11 13 14 16 19 ...',
	coinValueRuler: 'Ruler: a head at p is worth the largest power of 2 dividing p: 1 2 1 4 1 2 1 8 ...',
	coinRowSum: "A row is the sum of its single heads: its value is the XOR of the heads' values.",
	coinNoHeads: 'No heads: there is no move. The player to move loses.',
	coinOdious: ' (odious numbers)',
	coinHeadWorth: 'Head at {{head}} is worth {{value}}{{named}} → XOR {{sum}}.',
	coinHeadsWorth: 'Heads at {{heads}} are worth {{values}}{{named}} → XOR {{sum}}.',
	coinLabel: 'coin {{coin}}',
	coinManyHeads: 'The row has {{count}} heads ({{first}} ... {{last}}); their values XOR to {{sum}}.',
	coinZero: 'The XOR is 0: every move changes it, and the opponent can always make it 0 again. The player to move loses.',
	coinFlipOne: 'The XOR is {{sum}}: flip {{coin}}. Coin {{coin}} (worth {{value}}) goes to tails, and {{value}} XOR {{sum}} = 0.',
	coinFlip: 'The XOR is {{sum}}: flip {{coins}}. {{turned}}',
	coinTurnedHead:
		'Coin {{coin}} (worth {{value}}) and coin {{other}} (worth {{worth}}, a head too) both go to tails: the two heads vanish, and {{value}} XOR {{worth}} = {{sum}}.',
	coinTurnedTail: 'Coin {{coin}} (worth {{value}}) becomes coin {{other}} (worth {{worth}}), {{value}} XOR {{worth}} = {{sum}}.',
	coinTurnedFew: 'Coin {{coin}} (worth {{value}}) goes to tails, {{each}}: {{value}} XOR {{worths}} = {{sum}}.',
	coinHeadOff: 'head {{coin}} (worth {{worth}}) goes to tails',
	coinTailOn: 'coin {{coin}} (worth {{worth}}) becomes a head',
	coinTurnedRun:
		'Coin {{coin}} (worth {{value}}) goes to tails and coins {{from}} to {{to}} turn over (their values XOR to {{rest}}): {{value}} XOR {{rest}} = {{sum}}.',
	coinLeavesZero: 'That leaves XOR 0 (turning a coin either way toggles its value in the XOR); the opponent then loses.',
	// Sums of games (sum.ts).
	sumRule: "Sprague-Grundy: a sum is worth the XOR of its parts' values.",
	sumLabel: '{{part}}: {{game}}',
	sumZero: 'The XOR is 0: whatever part you move in changes its value, and the opponent can restore a zero XOR. The player to move loses.',
	sumMove: 'The XOR is {{sum}}: move in part {{part}} ({{label}}), worth {{value}}, to make it worth {{target}}:',
	partLabel: '{{game}} {{text}}',
	// Take-and-break games (breaking.ts): octal games, Kayles, Dawson's Kayles, Grundy's game.
	sentence: '{{text}}.',
	octalRule:
		'A {{noun}} of n is worth G(n), the mex of the values its moves leave (a split leaves two {{noun}}s, worth the XOR of theirs). G(0), G(1), G(2), ... are {{values}} and so on',
	octalRulePeriodic:
		'A {{noun}} of n is worth G(n), the mex of the values its moves leave (a split leaves two {{noun}}s, worth the XOR of theirs). G(0), G(1), G(2), ... are {{values}} and so on, periodic from n = {{start}} with period {{period}}',
	octalCode: 'With code {{code}}: {{rule}}',
	kaylesCode: 'Kayles is the octal game 0.77. {{rule}}',
	dawsonCode: "Dawson's Kayles is the octal game 0.07. {{rule}}",
	grundyRule:
		'A heap of n is worth G(n), the mex of G(a) XOR G(b) over the splits n = a + b, a ≠ b. G(0), G(1), ... = {{values}} ...; no period is known, so values come from the rule, up to a bound',
	breakPeriod: '{{noun}}s of {{from}} or more repeat with period {{period}}: G(n) = G(n − {{period}}) (proven by {{proof}}).',
	breakEmpty: 'No {{noun}} is left: the player to move cannot move and loses.',
	breakLabel: '{{noun}} {{heap}}: G({{size}})',
	breakNimSumOf: 'The nim-sum of the {{count}} {{noun}} values is {{sum}}.',
	breakZero: 'The nim-sum is 0: every move changes one value and makes it non-zero, and the opponent can always make it 0 again. The player to move loses.',
	breakMove: "The nim-sum is {{sum}}, not 0: make it 0. {{noun}} {{heap}} has a 1 in the nim-sum's top column ({{bit}}): {{value}} XOR {{sum}} = {{target}},",
	breakSo: 'so {{move}}, leaving a value of {{target}}.',
	proofClosedForm: 'closed form: {{form}}',
	proofGolomb: 'a repeated window of max(S) = {{memory}} values (Golomb)',
	proofOctal: 'the octal periodicity theorem',
	// Take-away games with a growing cap: Fibonacci's game and the k-times game (takeaway.ts).
	takeawayCapFirst: 'cap {{cap}} (the first move may take anything but the whole heap)',
	takeawayCapWhole: 'cap {{cap}} (the whole heap: {{k}}·{{last}} ≥ {{n}})',
	takeawayCapLast: 'cap {{cap}} ({{k}} × the last take {{last}})',
	takeawayEmpty: 'The heap is empty: the player to move cannot move and loses.',
	takeawayOne: 'A heap of 1 on the first move: the first move may not take the whole heap, so there is no move. The player to move loses.',
	takeawayRule: 'The player to move wins iff the smallest part is at most the cap, the most they may take now.',
	takeawayParts: '{{n}} = {{sum}}: smallest part {{z}}, {{cap}}.',
	takeawayLongSum: '{{first}} + … ({{count}} parts) … + {{last}}',
	takeawayLeavingNothing: ' (nothing: the opponent cannot move)',
	takeawayLeavingSum: ' = {{sum}}',
	takeawayTake: '{{z}} ≤ {{cap}}: take {{z}}, leaving {{left}}{{leaving}}.',
	takeawayOpponentLost: "{{why}} So {{left}}'s smallest part {{next}} is more than {{k}}·{{z}} = {{reach}}, the opponent's cap: they are lost.",
	takeawaySmallest: '{{z}} is the smallest winning take.',
	takeawayLost:
		'{{z}} > {{cap}}: the smallest part cannot be taken. Any take t ≤ {{cap}} breaks into it, and the rest then has a smallest part of at most {{k}}·t, which the opponent may take. The player to move loses.',
	takeawayGrundyUnknown: 'Grundy value: no closed form; searched only for heaps up to {{bound}}.',
	takeawayGrundy: 'Grundy value (by search over heap and cap): {{value}}.',
	fibonacciSum: 'Zeckendorf: every n ≥ 1 is one sum of non-consecutive Fibonacci numbers (1 2 3 5 8 13 21 34 …), found greedily, largest first.',
	fibonacciParts: 'Two parts of a Zeckendorf sum are never consecutive Fibonacci numbers, so each is more than twice the next smaller one.',
	ktimesSequence:
		'The k-times sequence for k = {{k}}: {{sequence}}. Each term is one more than the largest number that can be written greedily with the terms before it, so every part of a greedy sum is more than k times the next smaller one.',
	ktimesSequenceLong: '1 2 3 … {{top}} (every number up to k + 1), then {{next}} …',
	ktimesGreedy: 'Every n ≥ 1 is written greedily as a sum of terms, largest first.',
	ktimesParts: 'In a greedy sum each part is more than k = {{k}} times the next smaller one (that is how the sequence is built).',
	// Subtraction games and prime Nim: the heap values' rule.
	subtractionSearched: 'With S = {{set}}, the heap values are g(n) = mex of g(n − s), s in S, computed up to the largest heap.',
	subtractionPeriod: 'With S = {{set}}, the heap values g(n) = mex of g(n − s) repeat with period {{period}}{{pre}}: {{shown}}{{more}}.',
	subtractionIrregular: ' after {{start}} irregular values',
	ellipsis: ' ...',
	primesValue: 'A heap of n is worth n mod 4 (no prime is a multiple of 4, and 1, 2, 3 reach every smaller residue).',
	// Bash.
	bashRule: 'Bash: g(n) = n mod (m+1) = {{heap}} mod {{m}} = {{rest}}.',
	bashLost: '{{heap}} is a multiple of {{m}}: whatever you take (t), the opponent takes {{m}} − t. The player to move loses.',
	bashWin: 'Take {{rest}} to leave {{left}}, a multiple of {{m}}; then answer each take t with {{m}} − t.',
	bashMisereRule: 'Misère Bash: whoever takes the last token loses. Aim to leave 1 more than a multiple of {{m}} (m+1).',
	bashMisereWon: 'The opponent took the last token: the player to move has won.',
	bashMisereLost: '{{heap}} = {{m}}·{{times}} + 1: whatever you take (t), the opponent takes {{m}} − t and keeps it so. The player to move loses.',
	bashMisereWin: '{{heap}} = {{m}}·{{times}} + 1 + {{rest}}: take {{rest}}, then answer each take t with {{m}} − t.',
	// Wythoff.
	wythoffEmpty: 'Both heaps are empty: the player to move cannot move and loses. (0, 0) is pair k = 0.',
	wythoffPairs:
		'The P-positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k), φ = (1 + √5)/2: (0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) …; each difference k and each number ≥ 1 lies in exactly one pair.',
	wythoffHere: 'Here ({{x}}, {{y}}): difference {{d}} → {{pair}}.',
	wythoffPair: 'pair k = {{k}}: ⌊{{k}}φ⌋ = {{a}}, {{a}} + {{k}} = {{b}} → ({{a}}, {{b}})',
	wythoffIsPair:
		'The position is that pair. Taking from both keeps the difference {{d}} but leaves the smaller heap below {{t}}: no pair. Taking from one heap leaves the other unchanged, and the only pair it lies in is this one: no pair either. The opponent then moves back to a pair, and so on to (0, 0): the player to move loses.',
	wythoffAbove: 'Both heaps are {{over}} above it: take {{over}} from both, reaching ({{t}}, {{u}}).',
	wythoffBelow: 'The smaller heap {{a}} is below {{t}}, so taking from both cannot reach that pair. But {{a}} lies in {{pair}}.',
	wythoffComplete: '{{take}}: the larger heap goes {{b}} → {{target}}, completing the pair.',
	wythoffTakeBoth: 'Take {{take}} from both heaps ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	wythoffTakeOne: 'Take {{take}} from heap {{heap}} ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	wythoffGrundyUnknown: 'Grundy value: no closed form; tabulated by search only while both heaps are at most {{bound}}.',
	wythoffGrundy: 'Grundy value (tabulated by search): {{value}}.',
	// Misère Wythoff.
	wythoffMisereRule: 'Misère Wythoff: whoever takes the last token loses.',
	wythoffMiserePairs:
		'The P-positions are (0, 1), (1, 0) and (2, 2), then the normal-play pairs (⌊kφ⌋, ⌊kφ⌋ + k) from (3, 5) on: (3, 5) (4, 7) (6, 10) (8, 13) …; only the two smallest pairs change.',
	wythoffMisereWon: 'Both heaps are empty: the opponent took the last token, so the player to move has won.',
	wythoffMisereLost:
		'({{x}}, {{y}}) is one of them: every move leaves a position from which the opponent reaches another, down to (0, 1) or (2, 2), where the player to move must take the last token.',
	wythoffMisereWin: '{{move}}, reaching ({{x2}}, {{y2}}), one of them.',
	// Misère Nim.
	nimMisereRule: 'Misère Nim: whoever takes the last token loses.',
	nimSmall: 'heaps of 0 and 1',
	nimSmallCapped: 'heaps worth 0 and 1 (a heap of h is worth h mod {{m}} with the cap of {{cap}})',
	nimMisereOne: 'Every heap is 0 or 1, so the heaps are simply taken in turn: {{count}} heap of 1.',
	nimMisereOnes: 'Every heap is 0 or 1, so the heaps are simply taken in turn: {{count}} heaps of 1.',
	nimMisereOneCapped: 'Every heap is worth 0 or 1 (h mod {{m}}): {{count}} heap worth 1; the opponent answers any other take within the same block of {{m}}.',
	nimMisereOnesCapped: 'Every heap is worth 0 or 1 (h mod {{m}}): {{count}} heap worths 1; the opponent answers any other take within the same block of {{m}}.',
	nimMisereOdd: 'An odd number: the player to move takes the last token in the end and loses.',
	nimMisereWon: 'The opponent took the last token: the player to move has won.',
	nimMisereEven: 'An even number: make it odd, and the opponent takes the last token.',
	nimMore: '2 or more',
	nimMoreCapped: 'worth 2 or more',
	nimMisereOnlyOne:
		'Only heap {{heap}} has {{more}}: whatever the move, it leaves only {{small}}. This is the one place misère play differs: leave an odd number of heaps of 1, not an even one.',
	nimMisereOnlyOneCapped:
		'Only heap {{heap}} has {{more}}: whatever the move, it leaves only {{small}}. This is the one place misère play differs: leave an odd number of heaps worth 1, not an even one.',
	nimHeapsOfOne: '{{count}} heap of 1',
	nimHeapsOfMany: '{{count}} heaps of 1',
	nimHeapsWorthOne: '{{count}} heap worth 1',
	nimHeapsWorthMany: '{{count}} heaps worth 1',
	nimTakeDown: 'take heap {{heap}} down to {{k}}',
	nimBringDown: "bring heap {{heap}}'s worth down to {{k}}",
	nimOthersOdd: 'The others are {{heaps}}, already odd: {{to}}.',
	nimOthersEven: 'The others are {{heaps}}, an even number: {{to}}, making {{making}}.',
	nimMisereMany: '{{big}} heaps have {{more}}, so no move leaves only {{small}} yet: play as in normal Nim, and leave the nim-sum 0 (it is {{sum}} now).',
	nimMisereLater: 'The exception comes later, when only one heap has {{more}}: there, leave an odd number of heaps of 1.',
	nimMisereZero: 'The nim-sum is 0: the player to move loses.',
	winningMoveIs: 'Winning move: {{move}}.',
	// Misère Kayles by the Sibert–Conway rule (misere-kayles.ts); the rule's words are the coach's.
	kaylesMisereRule: 'Misère Kayles: whoever knocks down the last pin loses.',
	kaylesSibertConway:
		"Sibert and Conway: misère Kayles is won or lost as normal Kayles (lost when the nim-sum of the rows' values G(n) is 0), unless every row has 1, 4, 5, 9, 12, 17, 20 or 25 pins: such positions follow a few exceptions.",
	kaylesMisereWon: 'No row is left: the opponent knocked down the last pin, so the player to move has won.',
	kaylesClassPin: '  row {{row}}: {{pins}} pin, G = {{value}}, {{kind}}',
	kaylesClassPins: '  row {{row}}: {{pins}} pins, G = {{value}}, {{kind}}',
	kaylesClassTame: 'tame',
	kaylesClassOrdinary: 'ordinary',
	kaylesClassMany: '  {{count}} rows: {{ordinary}} ordinary, {{tame}}; the nim-sum of their values is {{sum}}',
	kaylesNoneTame: 'none tame',
	kaylesTameCounts: 'tame: {{counts}}',
	kaylesTameCount: '{{count}} of {{size}}',
	kaylesRuleLoses: '{{rule}}. The player to move loses.',
	kaylesRuleWins: '{{rule}}. The player to move wins.',
	kaylesMisereMove: '{{move}}: it leaves {{rows}}. {{rule}}, so the opponent loses.',
	kaylesMisereEveryMove: 'Every move leaves a position the opponent wins by the same rules.',
	...kaylesRuleEnglish,
	kaylesSmallOne: 'rows of 1, 4 and 5 pins only: lost exactly when the rows of 1 or 4 are odd in number; here {{count}} row of 1 or 4{{against}}',
	kaylesSmall: 'rows of 1, 4 and 5 pins only: lost exactly when the rows of 1 or 4 are odd in number; here {{count}} rows of 1 or 4{{against}}',
	// Misère play by a quotient or by search (misere.ts, misere-quotient.ts).
	misereRule: 'Misère {{game}}: whoever makes the last move loses.',
	misereNoMove: 'No move is left: the opponent made the last move, so the player to move has won.',
	misereQuotientWin: '{{move}}: it leaves a position of element {{image}}, in the P-portion, which the opponent loses.',
	misereSearched:
		'Misère play has no Grundy values to add up, and no closed theory of this game is known here: an exhaustive search of every position below this one decided it.',
	misereSearchLost: 'Every move leaves a position the opponent wins: the player to move loses.',
	misereSearchLostLong: 'Every move leaves a position the opponent wins: the player to move loses (the longest defence lasts {{moves}} moves).',
	misereSearchWinOne: '{{move}}: it leaves a position the opponent loses, and the game ends in {{moves}} more move with the opponent making the last one.',
	misereSearchWin: '{{move}}: it leaves a position the opponent loses, and the game ends in {{moves}} more moves with the opponent making the last one.',
	quotientIntro:
		"Misère play has no Grundy values to add up. This game's misère quotient (Plambeck and Siegel), computed from the rules for {{noun}}s up to {{bound}}, has {{size}} elements: each {{noun}} stands for one, a position for the product of its {{noun}}s' elements, and positions with the same element win or lose alike in any sum.",
	quotientPPortion: 'Its P-portion, the elements of the positions the player to move loses: {{elements}}{{more}}.',
	quotientElement: '{{label}} (as {{name}})',
	quotientImage: '{{heap}} → {{label}}',
	quotientImages: 'The {{noun}}s as elements: {{images}}{{more}}.',
	quotientImagesIdentity: 'The {{noun}}s as elements: {{images}}{{more}} (1 is the identity: a {{noun}} that counts as nothing).',
	quotientInP: 'Their product {{product}} is in the P-portion: every move leaves a position whose element is not, and the player to move loses.',
	quotientNotInP: 'Their product {{product}} is not in the P-portion: the player to move wins by a move to a position whose element is.',
	andMore: ', and {{count}} more',
	nothingMore: '',
	nounHeap: 'heap',
	nounRow: 'row',
	// A phrase that begins a sentence (capitalised in English).
	capital: '{{text}}',
	// Moves in words (`Game.moveReason`), present and past.
	moveTakeHeap: 'take {{take}} from heap {{heap}} ({{from}} → {{to}})',
	movedTakeHeap: 'took {{take}} from heap {{heap}} ({{from}} → {{to}})',
	moveTake: 'take {{take}} ({{from}} → {{to}})',
	movedTake: 'took {{take}} ({{from}} → {{to}})',
	moveTakeBoth: 'take {{take}} from both heaps ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	movedTakeBoth: 'took {{take}} from both heaps ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	moveTakePair: 'take {{take}} from heap {{heap}} ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	movedTakePair: 'took {{take}} from heap {{heap}} ({{x}}, {{y}}) → ({{x2}}, {{y2}})',
	moveKnockRow: 'knock down {{take}} from row {{heap}} ({{from}} → {{to}})',
	movedKnockRow: 'knocked down {{take}} from row {{heap}} ({{from}} → {{to}})',
	moveSplitHeap: 'split heap {{heap}} ({{from}} → {{to}})',
	movedSplitHeap: 'split heap {{heap}} ({{from}} → {{to}})',
	nothing: 'nothing',
	moveFlip: 'flip {{coins}}',
	movedFlip: 'flipped {{coins}}',
	number: '{{n}}',
	numbersAnd: '{{list}} and {{last}}',
	numbersTo: '{{from}} to {{to}}',
	moveToggle: 'toggle {{cells}}',
	movedToggle: 'toggled {{cells}}',
	moveToken: 'move token {{token}} from {{from}} to {{to}}',
	movedToken: 'moved token {{token}} from {{from}} to {{to}}',
	moveChip: 'move chip at {{from}} to {{to}}',
	movedChip: 'moved chip at {{from}} to {{to}}',
	moveCut: 'cut edge {{edge}}',
	movePart: '{{move}} in part {{part}} ({{game}})',
	// Words given as they are (a game's own, where it gives no data).
	words: '{{text}}',
	// A game's name (its `name`), worded at the surface by its id.
	gameName: '{{name}}',
} as const;

export type ReasonKey = keyof typeof reasonEnglish;

/** A value in a line: a number or a word (shown as it is), or lines of their own (a list, or a phrase such as a pair), worded too. */
/** The reasons that are clauses (a subject and its verb) rather than items: a list of them is joined by the `clauseSeparator`. */
export const clauseKeys: ReadonlySet<ReasonKey> = new Set<ReasonKey>([
	'coinHeadOff',
	'coinTailOn',
	'treeNodeValue',
	'treeMoreNodes',
	'treeBranchGone',
	'treeBranchWorth',
	'treeTotalZero',
	'treeTotalZeroXor',
]);

export type ReasonValue = string | number | bigint | Reason | readonly Reason[];

/** One line of an explanation, or a part of one. */
export interface Reason {
	readonly key: ReasonKey;
	readonly values?: Readonly<Record<string, ReasonValue>>;
}

/** A nim-sum table: one row per component, labelled by a reason (a heap and its size) or by the number itself. */
export interface ReasonTable {
	readonly table: {
		readonly labels: readonly (Reason | string)[];
		readonly values: readonly bigint[];
		readonly mark: number | null;
		readonly decimal: boolean;
		/** Widest value shown in binary (more: one decimal line each). */
		readonly maxBits?: number;
		/** The total's label, when it is not the nim-sum. */
		readonly total?: ReasonKey;
	};
}

/** Items joined by the `wrapSeparator` after a prefix, wrapped at the surface by its own measure of width. */
export interface ReasonWrap {
	readonly wrap: {readonly prefix: Reason; readonly items: readonly Reason[]};
}

export type ReasonLine = Reason | ReasonTable | ReasonWrap;

/** A game's name as a value of a reason: its id (the surface names it in its language) and its own name (English). */
export function gameNameReason(game: {readonly id: string; readonly name: string}): Reason {
	return {key: 'gameName', values: {id: game.id, name: game.name}};
}
