/**
 * The k-times dynamic subtraction game (HDU 2486). One heap of n tokens and a
 * multiplier k ≥ 1. The first move takes 1..n−1 (not the whole heap); after
 * a take of L the next move takes 1..min(rest, k·L). Whoever takes the last
 * token wins. k = 2 is the Fibonacci game.
 *
 * Theory (takeaway.ts): the sequence a_0 = 1, b_0 = 1; a_{i+1} = b_i + 1;
 * b_{i+1} = a_{i+1} + b_t with t the largest index with a_t·k < a_{i+1}
 * (else b_{i+1} = a_{i+1}). Write n greedily in its terms; with z the
 * smallest part, the player to move wins iff z ≤ the cap (n − 1 first, k·L
 * after), and the smallest winning take is z (what HDU 2486 asks for).
 * k = 1 gives the powers of two (binary), k = 2 the Fibonacci numbers.
 * For k = 10^5 and n = 10^18 the sequence has about 3·10^6 terms; longer
 * sequences than `limits.ktimesMaxTerms` are refused up front. Grundy
 * values: by search for heaps up to `limits.takeawayGrundyBound`.
 * Sources: HDU 2486 ("A simple stone game") and its samples; the seed notes.
 */
import type {Theory} from '../types.js';
import type {ReasonValue} from '../reasons.js';
import {inputError, intToJson, join, readInt} from '../input.js';
import {randInt} from '../random.js';
import {smallestPartWords} from './fibonacci.js';
import {defineTakeawayGame, lastTakeParam, sequencePrefix, shortNumber, takeawayFamily, type TakeawayGame} from '../takeaway.js';

function sequenceText(k: bigint): ReasonValue {
	if (k > 8n) return {key: 'ktimesSequenceLong', values: {top: shortNumber(k + 1n), next: shortNumber(k + 3n)}};
	return `${sequencePrefix(k, 10).join(' ')} …`;
}

const theory: Theory = {
	rule: 'Write the heap greedily as a sum of terms of the k-times sequence (1 2 3 5 8 ... for k = 2, the powers of two for k = 1), largest first, and let z be the smallest part. The player to move wins exactly when z is within reach (at most k times the last take; on the first move, less than the whole heap), and the winning take is z.',
	theorem: [
		'The sequence is built one number at a time, from 1: each new number is one more than the largest number the numbers so far can write as a greedy sum, every part more than k times the next smaller one. The largest sum topped by a number x is x plus the largest sum topped by a number below x/k (just x when there is none).',
		'That is the one fact Fibonacci Nim needs, so its argument goes through: after you take the smallest part z, the opponent (at most k·z) cannot clear a whole part, and after their take t the new smallest part is at most k·t, within your reach. For k = 1 the terms are the powers of two (write n in binary and take its lowest bit); for k = 2 they are the Fibonacci numbers.',
	],
	sources: 'HDU 2486, "A simple stone game", and its samples; A. J. Schwenk, "Take-away games", Fibonacci Quarterly 8 (1970); Whinihan (1963) for k = 2.',
	example: 4,
};

const game = defineTakeawayGame({
	id: 'ktimes',
	name: 'K-times',
	summary: 'one heap; take up to k times the last take',
	rules:
		'One heap of tokens and a multiplier k. The first move takes any number but not the whole heap; after that, a move takes at least one and at most k times as many as the previous move took. Whoever takes the last token wins.',
	examples: [
		{label: '16 tokens, k = 1 (a loss)', position: {game: 'ktimes', heap: 16, k: 1}},
		{label: '11 tokens, k = 1 (take 1)', position: {game: 'ktimes', heap: 11, k: 1}},
		{label: '32 tokens, k = 2 (take 3)', position: {game: 'ktimes', heap: 32, k: 2}},
		{label: '34 tokens, k = 2 (a loss)', position: {game: 'ktimes', heap: 34, k: 2}},
		{label: '19 tokens, k = 3 (take 4)', position: {game: 'ktimes', heap: 19, k: 3}},
	],
	params: [
		{
			key: 'k',
			flag: 'k',
			type: 'integer',
			required: true,
			min: 1n,
			description: 'the multiplier: a move takes at most k times the previous take',
			label: 'k (the multiplier)',
			placeholder: '3',
		},
		lastTakeParam,
	],
	example: '19',
	readK(json, path) {
		if (json['k'] === undefined) throw inputError(join(path, 'k'), {kind: 'missing', expected: 'a positive integer: the multiplier'});
		return readInt(json['k'], join(path, 'k'), 1n);
	},
	kToJSON: k => ({k: intToJson(k)}),
	// k rises with the size: a trainer's puzzles of higher levels bring higher k.
	randomK: (rng, size) => BigInt(randInt(rng, 1, 1 + Math.floor(Math.max(1, size) / 2))),
	describeSum: k => [{key: 'ktimesSequence', values: {k: shortNumber(k), sequence: sequenceText(k)}}, {key: 'ktimesGreedy'}],
	whyParts: k => ({key: 'ktimesParts', values: {k: shortNumber(k)}}),
});

export const ktimes: TakeawayGame = {
	...game,
	theory,
	concept: 'zeckendorf',
	coach: {lost: (_before, after) => smallestPartWords(after)},
	family: takeawayFamily((k, last) => ({kind: 'k-times', k, last})),
};
