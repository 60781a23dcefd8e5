/** Input errors in the user's language: the engine's data (what, where, what was got), worded here. */
import {flagNaming, peopleMessage, type ErrorSay} from '../../engine/error-words.js';
import {pathText, problemText, type AnyGame, type Expects, type InputError, type Problem} from '../../engine/types.js';
import type {Phrase} from '../../engine/rule-words.js';
import {catalog} from '../catalog.js';
import {paramExpected} from '../expected/index.js';
import {language} from '../language.js';
import {listText} from '../lists/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';
import {gameName} from '../games/index.js';
import {whatWords} from '../setup2/what.js';

export const errorWords = catalog(en, {'zh-CN': zhCN});

const plain = errorWords as (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** A game's noun ("heap") in the language in force; one the catalog does not know stays as it is. */
function noun(word: string): string {
	return Object.hasOwn(en, `noun_${word}`) ? plain(`noun_${word}`) : word;
}

/** A list of alternatives: "a" or "b" in English, "a" 或 "b" (、 between the others) in Chinese. */
function alternatives(items: readonly string[]): string {
	if (language() === 'en' || items.length < 2) return items.join(' or ');
	return `${items.slice(0, -1).join('、')} 或 ${items.at(-1)}`;
}

function isPhrases(list: readonly unknown[]): list is readonly Phrase[] {
	return list.length > 0 && typeof list[0] === 'object';
}

/** Alternatives that are phrases in the language in force: "a or b" in English, 甲、乙或丙 (no spaces: Chinese meets Chinese) in Chinese. */
function phraseAlternatives(items: readonly string[]): string {
	if (language() === 'en' || items.length < 2) return items.join(' or ');
	return `${items.slice(0, -1).join('、')}或${items.at(-1)}`;
}

/**
 * The engine's error messages, looked up in the language in force: a phrase
 * among the values said in it too, lists joined as it joins them, and the
 * nouns, what a position is made of and a game's name translated.
 */
export const say: ErrorSay = (key, values = {}) => {
	const words: Record<string, string | number | bigint> = {};
	for (const [name, value] of Object.entries(values)) {
		if (typeof value !== 'object') words[name] = value;
		else if (Array.isArray(value))
			words[name] = isPhrases(value) ? phraseAlternatives(value.map(item => say(item.key, item.values))) : alternatives(value as readonly string[]);
		else {
			const inner = value as Phrase;
			words[name] = say(inner.key, inner.values);
		}
	}
	if (typeof words['what'] === 'string') words['what'] = whatWords(words['what']);
	if (typeof words['gameName'] === 'string' && typeof words['gameId'] === 'string') words['gameName'] = gameName(words['gameId'], words['gameName']);
	// A required parameter's description, worded by the command line's catalog.
	const {param, example, expected} = words;
	if (language() !== 'en' && typeof param === 'string' && typeof example === 'string' && typeof expected === 'string') {
		words['expected'] = paramExpected(param, example, expected);
	}
	for (const name of ['noun', 'unit'] as const) {
		const value = words[name];
		if (typeof value === 'string') words[name] = noun(value);
	}
	return ordinals(plain(key, words));
};

/** Chinese nouns that are their own measure words: the second heap is 第 2 堆, not 第 2 个堆. */
const selfCounted = /第 (\d+) 个(堆|排)/g;
/** Nouns counted with a measure word of their own, as the boards count them: 第 3 枚硬币, 第 2 盏亮灯. */
const measured = /第 (\d+) 个(硬币|棋子|亮灯)/g;
const measureWords: Readonly<Record<string, string>> = {硬币: '枚', 棋子: '枚', 亮灯: '盏'};

/** Ordinals as Chinese says them (in English nothing matches). */
function ordinals(text: string): string {
	return text.replace(selfCounted, '第 $1 $2').replace(measured, (_, n: string, noun: string) => `第 ${n} ${measureWords[noun]}${noun}`);
}

/** An input error as the command line says it: a parameter by its flag, places counting from 1. */
export function commandLineMessage(error: InputError, game: AnyGame | undefined): string {
	return peopleMessage(error, game, flagNaming, say);
}

/** A message of the catalog by a key made from the engine's English words, or undefined where the catalog has none. */
function known(key: string, values?: Readonly<Record<string, unknown>>): string | undefined {
	return Object.hasOwn(en, key) ? plain(key, values) : undefined;
}

/** A whole number of at least `min`, in the JSON form's words. */
function integerText(min: bigint): string {
	return min === 0n ? errorWords('expects_nonNegative') : min === 1n ? errorWords('expects_positive') : errorWords('expects_atLeast', {min});
}

/** What the engine's data says a field should hold; `english` (the engine's words) where the catalog does not know a list's entries. */
function expectsText(expects: Expects, english: string): string {
	switch (expects.kind) {
		case 'object':
			return errorWords('expects_object');
		case 'boolean':
			return errorWords('expects_boolean');
		case 'integer':
			return integerText(expects.min);
		case 'index':
			return errorWords('expects_index', {noun: noun(expects.noun), last: expects.count - 1});
		case 'list': {
			const of = known(`of_${expects.of}`);
			return of === undefined ? english : errorWords('expects_list', {of});
		}
	}
}

/** What a field should hold: from the engine's data where it gives it, else its English words as the catalog has them, else those words. */
function expectedText(expected: string, expects: Expects | undefined): string {
	return expects === undefined ? (known(`expected_${expected}`) ?? expected) : expectsText(expects, expected);
}

/**
 * The problem in the JSON form's words (`problemText`'s, in the language in
 * force): the JSON names of fields and choices quoted, indices from 0. A
 * game's own rule in its catalog words; any other rule, and a move's reason,
 * in the engine's English words.
 */
export function jsonProblemWords(problem: Problem, got: string | undefined): string {
	const gotText = got === undefined ? '' : errorWords('json_got', {got});
	switch (problem.kind) {
		case 'missing':
			return errorWords('json_missing', {expected: expectedText(problem.expected, problem.expects)});
		case 'wrong-type':
			return errorWords('json_mustBe', {expected: expectedText(problem.expected, problem.expects), got: gotText});
		case 'not-an-integer':
		case 'below-min':
			return errorWords('json_mustBe', {
				expected: problem.expected === undefined ? integerText(problem.min) : expectedText(problem.expected, problem.expects),
				got: gotText,
			});
		case 'above-max':
			return problem.expected === undefined
				? errorWords('json_atMost', {max: problem.max, got: gotText})
				: errorWords('json_mustBe', {expected: expectedText(problem.expected, undefined), got: gotText});
		case 'too-many':
			return errorWords('json_tooMany', {count: problem.count, unit: noun(problem.unit), limit: problem.limit});
		case 'empty':
			return errorWords('json_empty', {unit: noun(problem.unit)});
		case 'no-such':
			return errorWords('json_mustBe', {expected: errorWords('expects_index', {noun: noun(problem.noun), last: problem.count - 1}), got: gotText});
		case 'not-in-choices':
			return errorWords('json_oneOf', {choices: listText(problem.choices.map(c => JSON.stringify(c))), got: gotText});
		case 'unknown-field':
			return errorWords('json_unknownField', {allowed: listText(problem.allowed.map(k => `"${k}"`))});
		case 'unknown-name':
			return errorWords('json_unknownName', {what: noun(problem.what), got: got === undefined ? '' : errorWords('json_gotName', {got})});
		case 'misere-part':
			return say('miserePart');
		case 'illegal-move':
			return say('move_notLegal', {reason: problem.reason});
		case 'rule':
			return problemText({problem, got});
		case 'game-rule':
			return say(problem.key, problem.values);
	}
}

/**
 * An input error about a position typed as JSON, in the language in force:
 * its JSON path as it is (code, 0-based), the problem in the JSON form's
 * words. In English a message the engine wrote itself stays as it is (the
 * `--json`/`--jsonl` output's words); another language words a game's rule
 * or a refused move from its data, and keeps any other such message.
 */
export function jsonMessage(error: InputError): string {
	const fault = {problem: error.problem, ...(error.got === undefined ? {} : {got: error.got})};
	const place = pathText(error.path);
	// A sentence naming its own subject follows its place with a colon (types.ts).
	const whole = error.problem.kind === 'game-rule' && error.problem.whole === true;
	const english = place === '' ? problemText(fault) : `${place}${whole ? ':' : ''} ${problemText(fault)}`;
	// A message the engine wrote itself is its English; another language words the same data (a game's rule, a move refused) from its catalog.
	const worded = error.problem.kind === 'game-rule' || error.problem.kind === 'illegal-move';
	if (error.message !== english && (language() === 'en' || !worded)) return error.message;
	const problem = jsonProblemWords(error.problem, error.got);
	if (place === '') return problem;
	return whole ? say('placedWhole', {place, problem}) : errorWords('json_placed', {place, problem});
}

/**
 * Why text typed as JSON could not be read. The parser words it in English
 * ("Expected ',' or '}' after property value in JSON at position 14"): in
 * English that is shown as it is; in another language, where it stopped
 * (the character, counting from 1), or null where the parser does not say.
 */
export function jsonSyntaxWords(parserMessage: string): string | null {
	if (language() === 'en') return parserMessage;
	const at = /\bat position (\d+)/.exec(parserMessage);
	if (at !== null) return errorWords('json_syntaxAt', {n: Number(at[1]) + 1});
	return /end of JSON input/.test(parserMessage) ? errorWords('json_syntaxEnd') : null;
}
