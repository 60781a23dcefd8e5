/** The words of a progress bar on the command line (a job's, a match's). */
export const en = {
	estimating: 'estimating the time left',
	secondsLeft: 'about {{s}} s left',
	minutesLeft: 'about {{min}} min {{s}} s left',
	hoursLeft: 'about {{h}} h {{min}} min left',
	atMostSecondsLeft: 'at most about {{s}} s left',
	atMostMinutesLeft: 'at most about {{min}} min {{s}} s left',
	atMostHoursLeft: 'at most about {{h}} h {{min}} min left',
	escStops: 'Esc stops',
	ctrlCStops: 'Ctrl+C stops',
} as const;
