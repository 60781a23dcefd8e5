/**
 * What the command line said in English only until now (English: the source
 * of every translation): the arcade without a terminal, the opponents'
 * names, a flag a game does not take, the match's report and why a program
 * lost a game.
 */
export const en = {
	arcadeNeedsTerminal: 'the arcade needs an interactive terminal; for scripts use `game-arcade analyze` (see --help)',
	opponentForms: '{{names}} (or casual)',
	flagNotForGame: '--{{flag}} does not apply to {{game}} (its flags: {{flags}})',
	flagNotForGameNone: '--{{flag}} does not apply to {{game}} (it takes no flags)',

	matchHeading: '{{game}}: {{games}} games from {{starts}} random starts (size {{size}}, seed {{seed}}), each played twice with the sides swapped',
	matchStoppedEarly: ' (stopped early)',
	matchWins: '{{name}}  {{wins}} wins  {{percent}}%',
	matchDraws: 'draws (over {{cap}} moves): {{draws}}',
	matchGivebacks: 'givebacks made: {{a}} and {{b}}',
	matchProgramErrors: "games lost by a program's error: {{count}}",

	botRestarted: '{{why}}; a new one is started for its next game',
	botCannotRun: 'cannot run {{player}}: {{program}}: {{why}}',
	bot_exited: 'it exited (code {{code}})',
	bot_signal: 'it was ended by {{signal}}',
	bot_noAnswer: 'no answer within {{seconds}} s',
	bot_unaskedLines: 'it printed {{count}} lines unasked',
	bot_unaskedBytes: 'it printed more than {{bytes}} bytes unasked',
	bot_longLine: 'it printed a line longer than {{bytes}} bytes',
	bot_memory: 'its memory passed {{mb}} MB',
	bot_notStarted: 'it could not be started: {{why}}',
	bot_stopped: 'stopped',
	bot_ended: 'it was ended',

	thinkStopped: 'Think stopped: the computer played its quick answer.',
	thinkFailed: 'Think failed ({{why}}): the computer played its quick answer.',
	exportNotWritten: 'Could not write {{path}} ({{why}}); nothing was written.',
	exportNotKept: 'Could not write {{path}} ({{why}}); nothing was kept.',
	exportAllTaken: 'every name from {{first}} to {{last}} is taken in {{dir}}',
	echoCut: '… ({{count}} more characters)',
	cannotWriteOutput: 'cannot write the output: {{why}}',
	internalError: 'internal error: {{message}}',
	systemError: '{{words}} ({{code}})',
	tooLarge: 'input too large or too deeply nested ({{message}})',
} as const;
