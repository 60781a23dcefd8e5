/**
 * `game-arcade analyze`: positions in, results out, as text or JSON.
 * No terminal UI is loaded here.
 */
import {InputError, type AnyGame, type Json, type JsonObject, type Method} from '../engine/types.js';
import {expectObject, inputError, intToJson, readString, show} from '../engine/input.js';
import {analyzePosition, listMoves} from '../engine/analysis.js';
import {lookupGame} from '../engine/catalog.js';
import {limits} from '../engine/limits.js';
import {knownValuesRead} from '../engine/breaking-values.js';
import {errorMessage} from '../text/error-message.js';
import {analyzeWords, gameName} from '../i18n/analyze/index.js';
import {explanationWords, moveWords} from '../i18n/explain/index.js';
import {textWidth} from '../text/width.js';

export interface Options {
	/** Add every legal move with its outcome. */
	readonly moves?: boolean;
}

export interface Read {
	readonly game: AnyGame;
	readonly position: unknown;
}

/** Reads a JSON position of any game; throws InputError naming the field. */
export function readPosition(json: unknown): Read {
	const object = expectObject(json, 'position');
	const id = readString(object['game'], 'game', 'a game id');
	const game = lookupGame(id);
	if (!game) throw inputError('game', {kind: 'unknown-name', what: 'game'}, show(id));
	return {game, position: game.parse(object, '')};
}

/** The version of the result object's form (schemas/analyze-result.schema.json). */
export const resultVersion = 1;

/** Where the values an answer rests on came from: computed now from the rules, or read from the cache (each checked against the rules as read). */
export type Source = 'computed' | 'cache';

/** Runs `answer`, saying whether it read any value from the cache. */
function sourced<T>(answer: () => T): {readonly answer: T; readonly source: Source} {
	const before = knownValuesRead();
	const result = answer();
	return {answer: result, source: knownValuesRead() > before ? 'cache' : 'computed'};
}

/** The result object: {version, game, outcome, grundy, move, method, source, moves?, explanation}. */
export function resultObject(read: Read, options: Options = {}): JsonObject {
	const {answer, source} = sourced(() => analyzed(read, options));
	const {game, position} = read;
	const {listed, analysis} = answer;
	const result: JsonObject = {
		version: resultVersion,
		game: game.id,
		outcome: analysis.outcome,
		grundy: analysis.grundy === null ? null : intToJson(analysis.grundy),
		move: analysis.move === null ? null : game.moveToJSON(analysis.move),
		method: analysis.method,
		source,
	};
	if (listed) result['moves'] = listed.map(m => ({move: game.moveToJSON(m.move), outcome: m.outcome}));
	// The one text of the result in the user's language (schemas/analyze-result.schema.json).
	result['explanation'] = explanationWords(game, position, analysis.explanation).join('\n');
	return result;
}

/** The method of a result in words, for the report. */
const methodKey = {theory: 'methodTheory', quotient: 'methodQuotient', search: 'methodSearch'} as const satisfies Record<Method, string>;

function analyzed({game, position}: Read, options: Options) {
	const listed = options.moves ? listMoves(game, position) : null;
	return {listed, analysis: analyzePosition(game, position)};
}

/** The human-readable report, in the language in force; the explanation in its words where the game gives its reasons as data. */
export function resultText(read: Read, options: Options = {}): string {
	const w = analyzeWords;
	const {answer, source} = sourced(() => analyzed(read, options));
	const {game, position} = read;
	const {listed, analysis} = answer;
	const lines: string[] = [];
	const {game: _id, ...rest} = game.toJSON(position);
	const shown = JSON.stringify(rest);
	lines.push(`${gameName(game)} ${shown.length > 200 ? `${shown.slice(0, 197)}...` : shown}`);
	lines.push(w(analysis.outcome === 'N' ? 'outcomeN' : 'outcomeP'));
	lines.push(analysis.grundy !== null ? w('grundy', {value: analysis.grundy}) : w(game.isMisere?.(position) ? 'grundyMisere' : 'grundyUnknown'));
	if (analysis.move === null) {
		lines.push(w('noMove'));
	} else {
		const values = {move: moveWords(game, position, analysis.move), json: JSON.stringify(game.moveToJSON(analysis.move))};
		lines.push(w(analysis.outcome === 'N' ? 'winningMove' : 'bestDefence', values));
	}
	lines.push(w(methodKey[analysis.method]));
	if (source === 'cache') lines.push(w('sourceCache'));
	lines.push(w('why'));
	for (const line of explanationWords(game, position, analysis.explanation)) lines.push(`  ${line}`);
	if (listed) {
		lines.push(w('moves', {count: listed.length}));
		const winning = w('winning');
		const losing = w('losing');
		const width = Math.max(textWidth(winning), textWidth(losing));
		const padded = (word: string) => `${word}${' '.repeat(width - textWidth(word))}`;
		for (const m of listed) {
			lines.push(`  ${padded(m.outcome === 'P' ? winning : losing)}  ${moveWords(game, position, m.move)}`);
		}
	}
	return lines.join('\n');
}

/** One `--jsonl` line in, one line out: a result or {"error"}. */
export function jsonlLine(line: string | {readonly tooLong: number}, options: Options = {}): {readonly text: string; readonly ok: boolean} {
	try {
		// A line too long to keep comes as its length alone (source/analyze/lines.ts).
		const length = typeof line === 'string' ? line.length : line.tooLong;
		if (typeof line !== 'string' || length > limits.maxLineLength) throw new InputError(`line has ${length} characters; the limit is ${limits.maxLineLength}`);
		if (line.trim() === '') throw new InputError('line is empty (expected a JSON position)');
		let json: Json;
		try {
			json = JSON.parse(line) as Json;
		} catch (error) {
			throw new InputError(`line is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
		}
		return {text: JSON.stringify(resultObject(readPosition(json), options)), ok: true};
	} catch (error) {
		return {text: JSON.stringify(errorObject(error)), ok: false};
	}
}

/**
 * A `--jsonl` error line: the message, and for bad input what is wrong
 * (`kind`) and where (`path`: keys and 0-based indices, as in the JSON).
 */
export function errorObject(error: unknown): JsonObject {
	if (!(error instanceof InputError)) return {error: errorMessage(error)};
	const path = error.path.flatMap((segment): Json[] => ('index' in segment ? [segment.index] : 'part' in segment ? ['parts', segment.part] : [segment.key]));
	// A game's own rule is `rule` in JSON, whether the engine words it by a key (`game-rule`) or in a sentence.
	return {error: error.message, kind: error.problem.kind === 'game-rule' ? 'rule' : error.problem.kind, path};
}
