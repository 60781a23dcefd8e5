/**
 * The computer's think as the player sees it: nothing while it is short; past
 * half a second the time it has run and that esc stops it; esc then stops it
 * and the computer plays its quick answer, saying so; a think that fails
 * (the engine out of memory) ends the same way; and the keys still answer
 * while it runs.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {App} from '../../../source/ui/app.js';
import {ThinkerContext} from '../../../source/ui/match/thinker-context.js';
import type {ThinkOutcome, Thinker} from '../../../source/think/thinker.js';
import {keys, matchConfig, screen, waitForFrame, waitUntil} from '../helpers.js';

afterEach(() => {
	cleanup();
});

/** A thinker whose thinks end only when the test says (or on cancel). */
function heldThinker() {
	let end: ((outcome: ThinkOutcome) => void) | null = null;
	let cancels = 0;
	const thinker: Thinker = {
		think: () => ({
			result: new Promise<ThinkOutcome>(resolve => {
				end = resolve;
			}),
			cancel() {
				cancels++;
				end?.({failed: 'stopped'});
			},
		}),
		dispose: () => undefined,
	};
	return {thinker, finish: (outcome: ThinkOutcome) => end?.(outcome), cancels: () => cancels};
}

function play(thinker: Thinker) {
	const exits: number[] = [];
	const config = matchConfig({game: 'nim', heaps: [3, 5, 6]}, {first: 1});
	const app = render(
		<ThinkerContext.Provider value={thinker}>
			<App delay={0} seed={7} size={screen} start={{name: 'match', config}} onExit={code => exits.push(code)} />
		</ThinkerContext.Provider>,
	);
	return Object.assign(app, {exits});
}

describe('the computer thinking', () => {
	it('shows the time of a long think and that esc stops it; esc plays the quick answer and says so', async () => {
		const held = heldThinker();
		const app = play(held.thinker);
		await waitForFrame(app, '… the computer is thinking');
		expect(app.lastFrame()).not.toContain('esc stops it');
		const long = await waitForFrame(app, /thinking 0\.\d s · esc stops it/);
		expect(long).toContain('computer to move');
		// Keys still answer: the help opens and closes meanwhile.
		app.stdin.write('?');
		await waitForFrame(app, 'Help · keys');
		app.stdin.write(' ');
		await waitForFrame(app, /thinking \d\.\d s · esc stops it/);
		app.stdin.write(keys.escape);
		const after = await waitForFrame(app, 'quick answer');
		expect(after).toContain('Think stopped: the computer played its quick answer.');
		expect(after).toContain('Computer took 1 from heap 1 (3 → 2).');
		expect(after).toContain('your move');
		expect(held.cancels()).toBeGreaterThanOrEqual(1);
		expect(app.exits).toEqual([]);
	});

	it('a short think shows no time', async () => {
		const held = heldThinker();
		const app = play(held.thinker);
		await waitForFrame(app, '… the computer is thinking');
		held.finish({move: {heap: 0, take: 3n}});
		const frame = await waitForFrame(app, 'Computer took 3 from heap 1');
		expect(frame).not.toContain('esc stops it');
		expect(frame).not.toContain('quick answer');
	});

	it('esc during a short think (before the computer has moved) leaves for the menu, as q does, and stops the think', async () => {
		const held = heldThinker();
		const app = play(held.thinker);
		await waitForFrame(app, '… the computer is thinking');
		app.stdin.write(keys.escape);
		await waitForFrame(app, 'played perfectly');
		expect(held.cancels()).toBe(1);
	});

	it('a failed think ends with the quick answer and the reason', async () => {
		const held = heldThinker();
		const app = play(held.thinker);
		await waitForFrame(app, '… the computer is thinking');
		held.finish({failed: 'out of memory'});
		const frame = await waitForFrame(app, 'quick answer');
		expect(frame).toContain('Think failed (out of memory): the computer played its quick answer.');
		expect(frame).toContain('your move');
	});

	it('leaving the match stops the think', async () => {
		const held = heldThinker();
		const app = play(held.thinker);
		await waitForFrame(app, '… the computer is thinking');
		app.stdin.write('q');
		await waitUntil(() => held.cancels() > 0, 'the think to be cancelled');
		expect(held.cancels()).toBe(1);
		await waitForFrame(app, 'played perfectly');
	});
});
