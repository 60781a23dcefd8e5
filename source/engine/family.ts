/**
 * What a game's family of positions (`Family` in types.ts) says of its values
 * as a whole, built from the value engine's findings: a period read off a
 * closed form, a period a table proves, and the proof in words.
 */
import type {FamilyForm} from './types.js';
import type {Period, PeriodProof} from './values.js';

/** A period read off a closed form (of any size: Nim's cap is a big integer). */
export function closedPeriod(start: bigint, period: bigint, form: string): FamilyForm {
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
			return `closed form: ${proof.form}`;
		case 'golomb':
			return `a repeated window of max(S) = ${proof.memory} values (Golomb)`;
		case 'octal':
			return 'the octal periodicity theorem';
	}
}
