/** The review's words on each move: a mistake's note and lesson, and how far a position is from the end (English: the source of every translation). */
export const en = {
	gaveBack: 'the teacher gave the win back, on purpose',
	handedTo: 'this handed the win to {{receiver}}',
	receiverComputer: 'the computer',
	receiverYou: 'you',
	lesson: 'lesson {{number}}: {{title}}',
	lessonCapital: 'Lesson {{number}}: {{title}}',
	winning: 'winning',
	losing: 'losing',
	won: 'won',
	noMoveLost: 'no move: lost',
	winIn: 'win in {{count}}',
	loseIn: 'lose in {{count}}',
} as const;
