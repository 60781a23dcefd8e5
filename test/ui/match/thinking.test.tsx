/**
 * The computer's think as the player sees it: nothing while it is short; past
 * half a second the time it has run and that esc stops it; esc then stops it
 * and the computer plays its quick answer, saying so; a think that fails
 * (the engine out of memory) ends the same way; and the keys still answer
 * while it runs. The hint and the coach, where a search decides them, are
 * asked of the thinker too: the board is drawn and answers keys meanwhile.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {App} from '../../../source/ui/app.js';
import {ThinkerContext} from '../../../source/ui/match/thinker-context.js';
import type {Answer, Question, ThinkOutcome, Thinker} from '../../../source/think/thinker.js';
import type {JsonObject} from '../../../source/engine/types.js';
import type {MatchConfig} from '../../../source/ui/match/state.js';
import {keys, matchConfig, screen, waitForFrame, waitUntil} from '../helpers.js';
import {setLanguage} from '../../../source/i18n/language.js';

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

/** A thinker whose thinks and questions end only when the test says (or on cancel); it records what it was asked. */
function heldAsker() {
	const held = heldThinker();
	const questions: Question[] = [];
	let thinks = 0;
	let answer: ((a: Answer) => void) | null = null;
	const thinker: Thinker = {
		think(request) {
			thinks++;
			return held.thinker.think(request);
		},
		ask(question) {
			questions.push(question);
			return {
				result: new Promise<Answer>(resolve => {
					answer = resolve;
				}),
				cancel: () => answer?.({failed: 'stopped'}),
			};
		},
		dispose: () => undefined,
	};
	return {thinker, questions, thinks: () => thinks, answer: (a: Answer) => answer?.(a)};
}

/** Misère Prime Nim 30 30 30: no closed theory, a search of about a second decides it. */
const searched: JsonObject = {game: 'primes', heaps: [30, 30, 30], misere: true};

function play(thinker: Thinker, config: MatchConfig = matchConfig({game: 'nim', heaps: [3, 5, 6]}, {first: 1})) {
	const exits: number[] = [];
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

	it('says so in Chinese under the Chinese language', async () => {
		setLanguage('zh-CN');
		try {
			const held = heldThinker();
			const app = play(held.thinker);
			await waitForFrame(app, /thinking|思考/);
			held.finish({failed: 'stopped'});
			const frame = await waitForFrame(app, '快速应手');
			expect(frame.replace(/\s+/g, '')).toContain('思考被中止：电脑走了它的快速应手。');
		} finally {
			setLanguage('en');
		}
	});

	it("the coach's note: whole while the computer replies, naming rows as the board shows them; short once it has replied", async () => {
		const held = heldThinker();
		const config = matchConfig({game: 'kayles', heaps: [4, 5]});
		const app = play(held.thinker, config);
		await waitForFrame(app, '▶ knock down 1 from row 1 (4 → 1 + 2)');
		app.stdin.write(keys.enter);
		// Rows 4 5 became 1 2 5: the row of 5 that keeping the win needed is row 3 on the board shown (it was row 2).
		const replying = await waitForFrame(app, '… the computer is thinking');
		expect(replying).toMatch(/row 3 │ ▮▮▮▮▮ +5/);
		expect(replying.replace(/\s+/g, ' ')).toContain(
			'✗ coach That handed the win to the computer: knock down 1 from row 3 (5 → 4) kept it. Your move left rows worth 1 ⊕ 2 ⊕ 4 = 7, not 0. Lesson 6: Breaking rows explains it. u takes it back.',
		);
		for (const row of replying.split('\n')) expect(row.length).toBeLessThanOrEqual(80);
		const {game, start} = config;
		const after = game.apply(start, game.parseMove({heap: 0, take: 1, leave: [1, 2]}, start, 'move'));
		held.finish({move: game.winningMove(after)});
		const replied = await waitForFrame(app, '◀ Computer knocked down');
		expect(replied.replace(/\s+/g, ' ')).toContain('✗ coach Your last move handed the win to the computer. u takes it back.');
		expect(replied).not.toContain('kept it');
		expect(replied).not.toContain('7, not 0');
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

describe('the hint and the coach, where a search decides them', () => {
	it('the board is drawn and answers keys while the hint is worked out off the UI thread; the hint shows when it comes', async () => {
		const asker = heldAsker();
		const app = play(asker.thinker, matchConfig(searched, {first: 0, hints: true}));
		const frame = await waitForFrame(app, '… thinking about the hint (a search)');
		expect(frame).toContain('your move');
		expect(frame).toContain('heap 1');
		expect(frame).not.toContain('◆');
		expect(asker.questions.map(q => q.kind)).toEqual(['hint']);
		// Keys still answer: the help opens and closes meanwhile.
		app.stdin.write('?');
		await waitForFrame(app, 'Help · keys');
		app.stdin.write(' ');
		await waitForFrame(app, '… thinking about the hint');
		asker.answer({
			hint: {outcome: 'N', grundy: null, misere: true, method: 'search', move: {heap: 0, take: 2}, words: 'take 2 from heap 1 (30 → 28)', explanation: []},
		});
		const hinted = await waitForFrame(app, '◆ Winning move: take 2 from heap 1 (30 → 28)');
		expect(hinted).not.toContain('thinking about the hint');
		expect(app.exits).toEqual([]);
	});

	it("the coach checks the player's move off the UI thread, and the computer thinks only once it has", async () => {
		const asker = heldAsker();
		const app = play(asker.thinker, matchConfig(searched, {first: 0}));
		await waitForFrame(app, 'your move');
		app.stdin.write(keys.enter);
		const checking = await waitForFrame(app, '… the coach is checking your move');
		// The move is made and drawn (30 → 29) while the coach checks it.
		expect(checking).toMatch(/heap 1 │ ●+ +29/);
		expect(asker.questions.map(q => q.kind)).toEqual(['coach']);
		expect(asker.thinks()).toBe(0);
		asker.answer({mistake: {kept: 'take 2 from heap 1 (30 → 28)', idea: null, lesson: 'Lesson 13: Misère play'}});
		const noted = await waitForFrame(app, '✗ coach');
		expect(noted.replace(/\s+/g, ' ')).toContain(
			'That handed the win to the computer: take 2 from heap 1 (30 → 28) kept it. Lesson 13: Misère play explains it. u takes it back.',
		);
		await waitUntil(() => asker.thinks() === 1, 'the computer thinks');
	});
});
