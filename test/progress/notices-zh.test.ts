/** The progress file's notices in the language in force: a damaged file set aside, in Chinese. */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, expect, test} from 'vitest';
import {setLanguage} from '../../source/i18n/language.js';
import {fileStore} from '../../source/progress/store.js';

const dir = mkdtempSync(join(tmpdir(), 'game-arcade-notices-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
afterEach(() => setLanguage('en'));

test('a damaged file is set aside, and the notice says so in Chinese', () => {
	writeFileSync(join(dir, 'progress.json'), 'not json at all');
	setLanguage('zh-CN');
	const loaded = fileStore({dir}).load();
	expect(loaded.notice).toMatch(/^保存的进度已损坏，从头开始。旧文件已改名为 progress\.\S+（.+）。$/);
});
