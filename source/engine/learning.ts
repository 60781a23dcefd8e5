/**
 * The shared words and counts that games give the course, the coach and the
 * trainer's puzzles (`Game.coach`, `Game.partCount`): a nim-sum written out
 * with its terms, heaps valued one by one, the heaps that still have a move.
 */
/** More values than this are summed up as their total alone. */
const maxTerms = 5;

/** Terms longer than this in all are summed up as their total alone. */
const maxTermsText = 40;

/** "2 ⊕ 4 ⊕ 5 = 3", or just "3" when there are too many terms (or one, or long ones). */
export function nimSumText(values: readonly bigint[], total: bigint): string {
	const terms = values.join(' ⊕ ');
	if (values.length < 2 || values.length > maxTerms || terms.length > maxTermsText) return total.toString();
	return `${terms} = ${total}`;
}

/** "(3, 5)". */
export function heapPairText(p: readonly bigint[]): string {
	return `(${p[0]}, ${p[1]})`;
}

/** A position of heaps or rows, each a game of its own. */
export interface HeapsLike {
	readonly heaps: readonly bigint[];
}

/** The values of the non-empty heaps, each valued alone (`grundy` of the position with that heap only); null where one is unknown. */
export function heapValues<P extends HeapsLike>(p: P, grundy: (p: P) => bigint | null): bigint[] | null {
	const values: bigint[] = [];
	for (const h of p.heaps) {
		if (h === 0n) continue;
		const v = grundy({...p, heaps: [h]});
		if (v === null) return null;
		values.push(v);
	}
	return values;
}

/** The heaps with a token in them: the parts of the position that have a move. */
export function nonEmptyHeaps(p: HeapsLike): number {
	return p.heaps.filter(h => h !== 0n).length;
}
