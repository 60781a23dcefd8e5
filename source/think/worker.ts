/**
 * The think worker's entry (bundled as its own chunk, dist/chunks/think.js):
 * reads each request's position and answers its question: the computer's
 * move (as JSON), the hint, or the coach's check of a move. Runs with a heap
 * limit set by the arcade.
 */
import {parentPort} from 'node:worker_threads';
import {readPosition} from '../analyze/run.js';
import {chooseComputerMove} from '../engine/computer.js';
import {checkMove, computeHint} from './answers.js';
import type {ThinkReply, ThinkRequestMessage} from './protocol.js';
import {installCache} from '../cache/known.js';
import {setLanguage} from '../i18n/language.js';

// The values the arcade finds in the cache are found here too (read only when a table needs them).
installCache();

function answer(request: ThinkRequestMessage): ThinkReply {
	const {game, position} = readPosition(request.position);
	const {question} = request;
	setLanguage(request.language);
	switch (question.kind) {
		case 'move': {
			const move = chooseComputerMove(game, position, question.opponent, question.roll, question.pick, question.teacher);
			return {id: request.id, move: move === null ? null : game.moveToJSON(move)};
		}
		case 'hint':
			return {id: request.id, hint: computeHint(game, position)};
		case 'coach':
			return {id: request.id, mistake: checkMove(game, position, readPosition(question.after).position)};
	}
}

parentPort?.on('message', (request: ThinkRequestMessage) => {
	let reply: ThinkReply;
	try {
		reply = answer(request);
	} catch (error) {
		reply = {id: request.id, error: error instanceof Error ? error.message : String(error)};
	}
	parentPort?.postMessage(reply);
});
