/**
 * The architecture holds: no import cycles in source/, the engine imports
 * nothing outside itself, analyze and think import no Ink, and the UI's
 * features keep apart (rules in `.dependency-cruiser.cjs`).
 */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {cruise, type ICruiseOptions, type IForbiddenRuleType} from 'dependency-cruiser';
import {fullRun} from './sample.js';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {forbidden: IForbiddenRuleType[]; options: ICruiseOptions};

async function violations(root: string, rules = config.forbidden): Promise<string[]> {
	const result = await cruise([root], {...config.options, ruleSet: {forbidden: rules}, validate: true});
	if (typeof result.output === 'string') throw new Error('unexpected text output');
	expect(result.output.summary.totalCruised).toBeGreaterThan(0);
	return result.output.summary.violations.map(v => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the architecture', () => {
	// The whole tree is cruised by the lint (`npm run lint`) too: here in the full run only (CI runs both).
	it.runIf(fullRun)(
		'has no import cycle in source/, and the engine imports only the engine',
		async () => {
			expect(await violations('source')).toEqual([]);
		},
		60_000,
	);

	it('would catch a cycle and an engine importing the UI (a fixture tree breaking both rules)', async () => {
		const base = 'test/fixtures/architecture/';
		const moved = config.forbidden.map(rule => JSON.parse(JSON.stringify(rule).replaceAll('^source/', `^${base}source/`)) as IForbiddenRuleType);
		const found = await violations(`${base}source`, moved);
		expect(found.some(v => v.startsWith('no-cycles:'))).toBe(true);
		expect(found).toContain(`engine-is-pure: ${base}source/engine/b.ts → ${base}source/ui/draw.ts`);
	}, 60_000);

	it("would catch a UI feature importing another's files, a board importing a feature, and analyze importing Ink or the UI", async () => {
		const base = 'test/fixtures/architecture/';
		const moved = config.forbidden.map(rule => JSON.parse(JSON.stringify(rule).replaceAll('^source/', `^${base}source/`)) as IForbiddenRuleType);
		const found = (await violations(`${base}source`, moved)).filter(v => !v.startsWith('no-cycles:') && !v.startsWith('engine-is-pure:'));
		const ui = `${base}source/ui`;
		expect(found.filter(v => !v.startsWith('no-ink-in-analyze-or-think:'))).toEqual([
			// Through the match's index.ts is allowed; the screens (the features' views) may import any feature.
			`ui-features-apart: ${ui}/trainer/state.ts → ${ui}/match/state.ts`,
			`ui-shared-is-shared: ${ui}/boards/nim.ts → ${ui}/trainer/state.ts`,
		]);
		expect(found).toContain(`no-ink-in-analyze-or-think: ${base}source/analyze/run.ts → ${ui}/draw.ts`);
		expect(found.some(v => /^no-ink-in-analyze-or-think: \S+\/analyze\/run\.ts → node_modules\/ink\//.test(v))).toBe(true);
	}, 60_000);
});
