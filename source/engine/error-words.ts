/**
 * Input errors in people's words. An `InputError` carries what is wrong, where
 * and what was got (types.ts); its `message` is the JSON form's rendering
 * (field paths, 0-based indices). Here each surface renders the same data in
 * its own words, counting from 1: the command line names a parameter by its
 * flag (`--max`), the setup screen and the Lab by the field's label on the
 * screen ("Cap K"); both name places as people do ("heap 2", "part 3",
 * "entry 2 of --set").
 */
import {lookupGame} from './catalog.js';
import {fillTemplate, ruleEnglish, type RuleValues} from './rule-words.js';
import {type InputError, problemText, type AnyGame, type Param, type PathSegment, type Problem} from './types.js';

/**
 * The words of an input error, in English: the engine's own rendering, and
 * the source each surface translates (source/i18n/errors/). A surface that
 * speaks another language passes its own `say`, which looks the same keys up
 * in its catalog (i18next's JSON format: `{{name}}` where a value goes).
 */
export const errorEnglish = {
	part: 'part {{n}}',
	entry: 'entry {{n}}',
	numbered: '{{noun}} {{n}}',
	theNoun: 'the {{noun}}',
	thePosition: 'the position',
	nested: '{{inner}} of {{outer}}',
	placed: '{{place}} {{problem}}',
	/** A place, then a game's own rule in its words (English in every language: a space between them). */
	placedRule: '{{place}} {{problem}}',
	/** A place, then a sentence naming its own subject (a refusal of a part, say). */
	placedWhole: '{{place}}: {{problem}}',
	got: ', got {{got}}',
	missing: 'is needed ({{expected}})',
	wrongType: 'must be {{expected}}{{got}}',
	atLeast: 'must be a whole number ≥ {{min}}{{got}}',
	fromTo: 'must be a whole number from {{min}} to {{max}}{{got}}',
	tooMany: 'has {{count}} {{unit}}; the most allowed is {{limit}}',
	empty: 'must hold at least one {{unit}}',
	noSuch: 'must name one of the {{noun}}s, 1 to {{count}}{{got}}',
	noSuchGot: ', got {{noun}} {{n}}',
	oneOf: 'must be one of {{choices}}{{got}}',
	unknownField: 'is not something this game takes (it takes {{allowed}})',
	unknownName: 'is not a known {{noun}}',
	unknownNameGot: 'is not a known {{noun}}: {{got}}',
	miserePart: 'is a misère position; misère games cannot be summed',
	thereIsNo: 'there is no {{noun}} {{n}} (the {{noun}}s are 1 to {{count}})',
	/** Between the items of a list in a message (the choices of a parameter, the fields a game takes). */
	listSeparator: ', ',
	...ruleEnglish,
} as const;

export type ErrorKey = keyof typeof errorEnglish;
/** How a surface says one of `errorEnglish`'s messages, its values filled in. */
export type ErrorSay = (key: ErrorKey, values?: RuleValues) => string;

/** The English words: the template with its values filled in. */
export const englishSay: ErrorSay = (key, values = {}) => fillTemplate(errorEnglish[key], values);

/** How a surface names a game's parameter. */
export interface Naming {
	/** `--max` on the command line, "Cap K (most per move)" on a screen. */
	param(param: Param): string;
}

/** The command line's naming: a parameter is its flag. */
export const flagNaming: Naming = {param: p => `--${p.flag}`};

/** A screen's naming: a parameter is the label of its field. */
export const labelNaming: Naming = {param: p => p.label};

function singular(key: string): string {
	return key.endsWith('s') ? key.slice(0, -1) : key;
}

/**
 * The place a path names, in words, innermost first: "heap 2", "--max",
 * "entry 2 of --set", "heap 1 of part 2". `game` is the game whose input it
 * is (a sum's parts name their own games); without it, keys are used as nouns.
 */
export function placeWords(path: readonly PathSegment[], game: AnyGame | undefined, naming: Naming, say: ErrorSay = englishSay): string {
	const words: string[] = [];
	let current = game;
	let names = naming;
	for (let i = 0; i < path.length; i++) {
		const segment = path[i]!;
		if ('part' in segment) {
			words.push(say('part', {n: segment.part + 1}));
			current = lookupGame(segment.game);
			// A part is written in words on every surface (`bash 20 --max 3`): its parameters are its flags.
			names = flagNaming;
			continue;
		}
		if ('index' in segment) {
			words.push(say('entry', {n: segment.index + 1}));
			continue;
		}
		const next = path[i + 1];
		const index = next !== undefined && 'index' in next ? next.index : undefined;
		const param = current?.params.find(p => p.key === segment.key);
		if (param !== undefined) {
			words.push(names.param(param));
			continue;
		}
		if (segment.key === 'parts' && index !== undefined) {
			words.push(say('part', {n: index + 1}));
			current = undefined;
			names = flagNaming;
			i++;
			continue;
		}
		const human = current !== undefined && segment.key === current.human.key ? current.human : undefined;
		const noun = human?.noun ?? singular(segment.key);
		if (index !== undefined) {
			words.push(say('numbered', {noun, n: index + 1}));
			i++;
		} else {
			words.push(human?.kind === 'integer' ? say('theNoun', {noun}) : segment.key);
		}
	}
	if (words.length === 0) return say('thePosition');
	return words.reduce((outer, inner) => say('nested', {inner, outer}));
}

/** The problem in people's words: "must be a whole number ≥ 0, got -4". */
export function problemWords(problem: Problem, got: string | undefined, say: ErrorSay = englishSay): string {
	const gotText = got === undefined ? '' : say('got', {got});
	switch (problem.kind) {
		case 'missing':
			// A parameter's description and example come as data too, for a surface that words them itself.
			return say('missing', {expected: problem.expected, ...(problem.param === undefined ? {} : {param: problem.param, example: problem.example ?? ''})});
		case 'wrong-type':
			return say('wrongType', {expected: problem.expected, got: gotText});
		case 'not-an-integer':
		case 'below-min':
			return say('atLeast', {min: problem.min, got: gotText});
		case 'above-max':
			return say('fromTo', {min: problem.min, max: problem.max, got: gotText});
		case 'too-many':
			return say('tooMany', {count: problem.count, unit: problem.unit, limit: problem.limit});
		case 'empty':
			return say('empty', {unit: problem.unit});
		case 'no-such':
			return say('noSuch', {
				noun: problem.noun,
				count: problem.count,
				got: got === undefined ? '' : say('noSuchGot', {noun: problem.noun, n: BigInt(got) + 1n}),
			});
		case 'not-in-choices':
			return say('oneOf', {choices: problem.choices.join(say('listSeparator')), got: gotText});
		case 'unknown-field':
			return say('unknownField', {allowed: problem.allowed.filter(k => k !== 'game').join(say('listSeparator'))});
		case 'unknown-name':
			return got === undefined ? say('unknownName', {noun: problem.what}) : say('unknownNameGot', {noun: problem.what, got});
		case 'misere-part':
			return say('miserePart');
		case 'illegal-move':
			return say('move_notLegal', {reason: problem.reason});
		// Worded alike for people and in JSON: the JSON form's words.
		case 'rule':
			return problemText({problem, got});
		case 'game-rule':
			return say(problem.key, problem.values);
	}
}

/**
 * The error in people's words on a surface: the place, then the problem.
 * An error at no place (a sentence of its own) is its message.
 */
export function peopleMessage(error: InputError, game: AnyGame | undefined, naming: Naming, say: ErrorSay = englishSay): string {
	if (error.path.length === 0 && error.problem.kind === 'rule') return error.message;
	if (error.path.length === 0 && error.problem.kind === 'game-rule') return problemWords(error.problem, error.got, say);
	return sentence(placeWords(error.path, game, naming, say), error.problem, error.got, say);
}

/** The place and the problem in one sentence; a thing that is not there is said so ("there is no heap 6"). */
function sentence(place: string, problem: Problem, got: string | undefined, say: ErrorSay = englishSay): string {
	if (problem.kind === 'no-such' && got !== undefined) return say('thereIsNo', {noun: problem.noun, n: BigInt(got) + 1n, count: problem.count});
	return place === ''
		? problemWords(problem, got, say)
		: say(problem.kind === 'rule' ? 'placedRule' : problem.kind === 'game-rule' && problem.whole ? 'placedWhole' : 'placed', {
				place,
				problem: problemWords(problem, got, say),
			});
}

/**
 * Why a move was refused, as the match, the trainer and the course say it:
 * the rule's reason in the move's own words ("heap 2 has only 3"), or what
 * is wrong with a field of the move, named from inside the move (read at
 * the path `move`). The surface frames it ("Not allowed: ...", source/i18n/refusal/).
 */
export function refusalReason(error: InputError, game: AnyGame, say: ErrorSay = englishSay): string {
	const {problem} = error;
	if (problem.kind === 'illegal-move') return say(problem.reason.key, problem.reason.values);
	const inside = error.path[0] !== undefined && 'key' in error.path[0] && error.path[0].key === 'move' ? error.path.slice(1) : error.path;
	return sentence(inside.length === 0 ? '' : placeWords(inside, game, flagNaming, say), problem, error.got, say);
}
