/** glicko2 (mmai/glicko2js) ships no types; this is the part the learner model uses. */
declare module 'glicko2' {
	namespace glicko2 {
		interface Settings {
			/** The system constant: how much volatility may change in one period. @default 0.5 */
			tau?: number;
			/** @default 1500 */
			rating?: number;
			/** @default 350 */
			rd?: number;
			/** @default 0.06 */
			vol?: number;
		}
		interface Player {
			getRating(): number;
			getRd(): number;
			getVol(): number;
		}
		/** [player, opponent, score of player: 1 win, 0.5 draw, 0 loss]. */
		type Match = [Player, Player, number];
		class Glicko2 {
			constructor(settings?: Settings);
			makePlayer(rating?: number, rd?: number, vol?: number): Player;
			/** One rating period: every player's rating, RD and volatility updated from these results. */
			updateRatings(matches: readonly Match[]): void;
			predict(player1: Player, player2: Player): number;
		}
	}
	export = glicko2;
}
