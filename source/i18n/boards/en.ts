/** The boards' key footers and "how to move" notes (English: the source of every translation). */
export const en = {
	heapsKeyHeap: 'heap',
	heapsKeyAmount: 'amount',
	heapsKeyTake: 'take',
	heapsHowToPick: '↑↓ (or k j) pick a heap; on a single heap they change the amount.',
	heapsHowToAmount: '←→ (or h l) change how many to take: ← takes one more (the cut in the bar moves left), → one fewer.',
	heapsHowToType: 'Digits type the amount, Backspace deletes one; Enter or Space takes; Esc resets the amount.',
	heapsHowToMarks: "○ marks the tokens you are about to take, ◆ the hint's winning take, · what the opponent just took.",
} as const;
