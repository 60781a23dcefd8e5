/**
 * The think worker's entry (bundled as its own chunk, dist/chunks/think.js):
 * reads each request's position, chooses the computer's move, and answers
 * with the move as JSON. Runs with a heap limit set by the arcade.
 */
import {parentPort} from 'node:worker_threads';
import {readPosition} from '../analyze/run.js';
import {chooseComputerMove} from '../engine/computer.js';
import type {ThinkReply, ThinkRequestMessage} from './protocol.js';

parentPort?.on('message', (request: ThinkRequestMessage) => {
	let reply: ThinkReply;
	try {
		const {game, position} = readPosition(request.position);
		const move = chooseComputerMove(game, position, request.opponent, request.roll, request.pick, request.teacher);
		reply = {id: request.id, move: move === null ? null : game.moveToJSON(move)};
	} catch (error) {
		reply = {id: request.id, error: error instanceof Error ? error.message : String(error)};
	}
	parentPort?.postMessage(reply);
});
