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
import {InputError, problemText, type AnyGame, type Param, type PathSegment, type Problem} from './types.js';

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
export function placeWords(path: readonly PathSegment[], game: AnyGame | undefined, naming: Naming): string {
	const words: string[] = [];
	let current = game;
	let names = naming;
	for (let i = 0; i < path.length; i++) {
		const segment = path[i]!;
		if ('part' in segment) {
			words.push(`part ${segment.part + 1}`);
			current = lookupGame(segment.game);
			// A part is written in words on every surface (`bash 20 --max 3`): its parameters are its flags.
			names = flagNaming;
			continue;
		}
		if ('index' in segment) {
			words.push(`entry ${segment.index + 1}`);
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
			words.push(`part ${index + 1}`);
			current = undefined;
			names = flagNaming;
			i++;
			continue;
		}
		const human = current !== undefined && segment.key === current.human.key ? current.human : undefined;
		const noun = human?.noun ?? singular(segment.key);
		if (index !== undefined) {
			words.push(`${noun} ${index + 1}`);
			i++;
		} else {
			words.push(human?.kind === 'integer' ? `the ${noun}` : segment.key);
		}
	}
	return words.length === 0 ? 'the position' : words.reverse().join(' of ');
}

/** The problem in people's words: "must be a whole number ≥ 0, got -4". */
export function problemWords(problem: Problem, got: string | undefined): string {
	const gotText = got === undefined ? '' : `, got ${got}`;
	switch (problem.kind) {
		case 'missing':
			return `is needed (${problem.expected})`;
		case 'wrong-type':
			return `must be ${problem.expected}${gotText}`;
		case 'not-an-integer':
		case 'below-min':
			return `must be a whole number ≥ ${problem.min}${gotText}`;
		case 'above-max':
			return `must be a whole number from ${problem.min} to ${problem.max}${gotText}`;
		case 'too-many':
			return `has ${problem.count} ${problem.unit}; the most allowed is ${problem.limit}`;
		case 'empty':
			return `must hold at least one ${problem.unit}`;
		case 'no-such':
			return `must name one of the ${problem.noun}s, 1 to ${problem.count}${gotText === '' ? '' : `, got ${problem.noun} ${BigInt(got!) + 1n}`}`;
		case 'not-in-choices':
			return `must be one of ${problem.choices.join(', ')}${gotText}`;
		case 'unknown-field':
			return `is not something this game takes (it takes ${problem.allowed.filter(k => k !== 'game').join(', ')})`;
		// Worded alike for people and in JSON: the JSON form's words.
		case 'unknown-name':
		case 'misere-part':
		case 'illegal-move':
		case 'rule':
			return problemText({problem, got});
	}
}

/**
 * The error in people's words on a surface: the place, then the problem.
 * An error at no place (a sentence of its own) is its message.
 */
export function peopleMessage(error: InputError, game: AnyGame | undefined, naming: Naming): string {
	if (error.path.length === 0 && error.problem.kind === 'rule') return error.message;
	return sentence(placeWords(error.path, game, naming), error.problem, error.got);
}

/** The place and the problem in one sentence; a thing that is not there is said so ("there is no heap 6"). */
function sentence(place: string, problem: Problem, got: string | undefined): string {
	if (problem.kind === 'no-such' && got !== undefined)
		return `there is no ${problem.noun} ${BigInt(got) + 1n} (the ${problem.noun}s are 1 to ${problem.count})`;
	return place === '' ? problemWords(problem, got) : `${place} ${problemWords(problem, got)}`;
}

/**
 * A move refused, as the match, the trainer and the course say it: the rule's
 * reason in the move's own words ("Not allowed: heap 2 has only 3."), or what
 * is wrong with a field of the move, named from inside the move (read at the
 * path `move`).
 */
export function refusalWords(error: unknown, game: AnyGame): string {
	if (!(error instanceof InputError)) return `That move could not be played: ${error instanceof Error ? error.message : String(error)}`;
	const {problem} = error;
	const inside = error.path[0] !== undefined && 'key' in error.path[0] && error.path[0].key === 'move' ? error.path.slice(1) : error.path;
	const reason =
		problem.kind === 'illegal-move' ? problem.reason : sentence(inside.length === 0 ? '' : placeWords(inside, game, flagNaming), problem, error.got);
	return `Not allowed: ${reason}${reason.endsWith('.') ? '' : '.'}`;
}
