/**
 * The ideas the course teaches, one lesson each, in the order they build:
 * the learner model rates each concept, the review schedule brings a missed
 * one back, and the coach and the trainer name the concept behind a move.
 *
 * A game says which concept its play exercises (its `concept`, read by
 * `conceptOfGame`); the lesson that teaches a concept is declared in
 * `source/learn/lessons/`. The ids are the engine's (`conceptIds`), so a
 * game can name its concept.
 */
import {lookupGame} from '../engine/catalog.js';
import {conceptIds, type ConceptId} from '../engine/types.js';
import {conceptWords} from './concepts.words.js';

export {conceptIds, type ConceptId};

export interface Concept {
	readonly id: ConceptId;
	/** The lesson's title, e.g. "Nim and the nim-sum". */
	readonly title: string;
	/** The idea in a few words, for the coach and the course map ("leave the nim-sum 0"). */
	readonly idea: string;
}

/** A concept whose title and idea are read from its words in the language in force. */
function concept(id: ConceptId): Concept {
	return {
		id,
		get title() {
			return conceptWords(`${id}.title`);
		},
		get idea() {
			return conceptWords(`${id}.idea`);
		},
	};
}

/** Every concept, in course order (the engine's `conceptIds`), its words in `concepts.words.ts`. */
export const concepts: readonly Concept[] = conceptIds.map(concept);

const byId = new Map<string, Concept>(concepts.map(c => [c.id, c]));

/** The concept of an id; undefined for anything else (`__proto__`, a typo). */
export function conceptOf(id: string): Concept | undefined {
	return byId.get(id);
}

/** The lesson number of a concept, from 1. */
export function lessonNumber(id: ConceptId): number {
	return conceptIds.indexOf(id) + 1;
}

/** The concept that a game of `gameId` exercises (the game's own `concept`); misère play of any game exercises misère. */
export function conceptOfGame(gameId: string, misere = false): Concept | undefined {
	if (misere) return byId.get('misere');
	const concept = lookupGame(gameId)?.concept;
	return concept === undefined ? undefined : byId.get(concept);
}
