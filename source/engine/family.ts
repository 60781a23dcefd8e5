/**
 * What a game's family of positions (`Family` in types.ts) says of its values
 * as a whole, built from the value engine's findings: a period read off a
 * closed form, a period a table proves, and the proof, the closed form and
 * the note in English words (the engine's own; JSON output keeps them).
 */
import type {FamilyForm, FamilyNote} from './types.js';
import type {ClosedForm, Period, PeriodProof} from './values.js';

/** A formula as a closed form, written as it is. */
export function formula(text: string): ClosedForm {
	return {kind: 'formula', formula: text};
}

/** A period read off a closed form (of any size: Nim's cap is a big integer). */
export function closedPeriod(start: bigint, period: bigint, form: ClosedForm): FamilyForm {
	return {period: {start, period, proof: {kind: 'closed-form', form}}};
}

/** A period a table proves (Golomb's window, the octal periodicity theorem). */
export function provenPeriod(found: Period): FamilyForm {
	return {period: {start: BigInt(found.start), period: BigInt(found.period), proof: found.proof}};
}

/** A proof in words: "closed form: G(n) = n mod 4", "the octal periodicity theorem". */
export function proofWords(proof: PeriodProof): string {
	switch (proof.kind) {
		case 'closed-form':
			return `closed form: ${closedFormWords(proof.form)}`;
		case 'golomb':
			return `a repeated window of max(S) = ${proof.memory} values (Golomb)`;
		case 'octal':
			return 'the octal periodicity theorem';
	}
}

/** A closed form in words: "G(n) = n", "the largest power of 2 dividing n". */
export function closedFormWords(form: ClosedForm): string {
	switch (form.kind) {
		case 'formula':
			return form.formula;
		case 'every-head-one':
			return 'every head is worth 1';
		case 'multiple-of':
			return `1 when n is a multiple of ${form.k}, else 0`;
		case 'odious':
			return 'the odious numbers (an odd number of 1 bits) in order: G(n) = 2(n − 1) or 2(n − 1) + 1, whichever is odious';
		case 'largest-power-of-2':
			return 'the largest power of 2 dividing n';
		case 'nim-product':
			return 'the nim product x ⊗ y';
		case 'golden-pairs':
			return 'P-positions: the pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirrors, φ the golden ratio';
		case 'wythoff-misere':
			return 'P-positions: (0, 1), (1, 0), (2, 2), then the normal-play pairs from (3, 5) on';
		case 'sibert-conway':
			return 'Sibert–Conway: a lone row is lost only with 1, 4, 9, 12 or 20 pins; every row of 26 or more plays as in normal play';
		case 'zeckendorf':
			return form.last === null
				? 'the P-positions are the Fibonacci numbers (Zeckendorf)'
				: `after a take of ${form.last}, the P-positions are 0 and the heaps whose smallest Zeckendorf part is more than ${2n * form.last}`;
		case 'k-times':
			return form.last === null
				? `the P-positions are the terms of the k-times sequence for k = ${form.k} (each term is one more than the largest number the terms before it write as a greedy sum)`
				: `after a take of ${form.last}, the P-positions are 0 and the heaps whose smallest part, written greedily in the k-times sequence for k = ${form.k}, is more than ${form.k * form.last}`;
	}
}

/** A note in words: "no period found up to 100". */
export function noteWords(note: FamilyNote): string {
	switch (note.kind) {
		case 'no-period':
			return `no period found up to ${note.upTo}${note.grundy ? " (none is known for Grundy's game)" : ''}`;
		case 'misere':
			return 'misère play: outcomes from the closed misère theory or an exhaustive search';
	}
}
