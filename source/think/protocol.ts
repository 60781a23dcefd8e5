/** The messages between the arcade and its think worker (structured-clone data only). */
import type {Opponent, TeacherState} from '../engine/computer.js';
import type {Json, JsonObject} from '../engine/types.js';

export interface ThinkRequestMessage {
	readonly id: number;
	/** The position as JSON, with its game id (as `analyze` reads it). */
	readonly position: JsonObject;
	readonly opponent: Opponent;
	readonly teacher?: TeacherState;
	readonly roll: number;
	readonly pick: number;
}

/** The move as JSON (null: no legal move), or why none came. */
export type ThinkReply = {readonly id: number; readonly move: Json | null} | {readonly id: number; readonly error: string};
