/** The messages between the arcade and its think worker (structured-clone data only). */
import type {Opponent, TeacherState} from '../engine/computer.js';
import type {Json, JsonObject} from '../engine/types.js';
import type {Language} from '../i18n/language.js';
import type {Hint, Mistake} from './answers.js';

/** The computer's move in a position. */
export interface MoveQuestion {
	readonly kind: 'move';
	readonly opponent: Opponent;
	readonly teacher?: TeacherState;
	readonly roll: number;
	readonly pick: number;
}

/** The hint of a position. */
export interface HintQuestion {
	readonly kind: 'hint';
}

/** The coach's check of the move from the position to `after`. */
export interface CoachQuestion {
	readonly kind: 'coach';
	readonly after: JsonObject;
}

export interface ThinkRequestMessage {
	readonly id: number;
	/** The position as JSON, with its game id (as `analyze` reads it). */
	readonly position: JsonObject;
	readonly question: MoveQuestion | HintQuestion | CoachQuestion;
	/** The language the answer's words are in (the arcade's, in force when it asked). */
	readonly language: Language;
}

/** The answer (the move as JSON, null: no legal move; the hint; the coach's check), or why none came. */
export type ThinkReply =
	| {readonly id: number; readonly move: Json | null}
	| {readonly id: number; readonly hint: Hint}
	| {readonly id: number; readonly mistake: Mistake | null}
	| {readonly id: number; readonly error: string};
