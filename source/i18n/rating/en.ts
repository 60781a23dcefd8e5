/** A rating and a puzzle's difficulty, in the same words on every screen. */
export const en = {
	difficulty: 'difficulty: {{rating}}, {{setting}}',
	easier: 'easier',
	normal: 'normal',
	harder: 'harder',
	meaning: "Ratings start at {{start}}; 200 above an exercise's difficulty ≈ right 3 times in 4; ~ marks a provisional one (the first answers move it most).",
} as const;
