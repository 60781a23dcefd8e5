/** The review chart's legends (English: the source of every translation). */
export const en = {
	whatOutcome: 'win (1) or loss (0) for the player to move',
	whatGrundy: 'Grundy value for the player to move; · = lost',
	logScale: ' · log scale',
	perColumn: ' · {{per}} moves a column',
	axis: ' start → end{{scale}}{{per}} · {{what}}',
	slipsLong: '{{what}} each side faced, {{first}} first · ✗ a slip: a win handed over',
	slipsShort: '{{what}} each side faced, {{first}} first · ✗ a slip',
	value: 'value',
	/** The who-slipped line's label: the values each side faced in turn. */
	faced: 'faced',
} as const;
