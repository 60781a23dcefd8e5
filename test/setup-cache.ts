/**
 * Every test process caches in a directory of its own, removed at the end:
 * never the real cache (`$XDG_CACHE_HOME/game-arcade`, ~/.cache/game-arcade).
 * The programs the tests start inherit it through the environment.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll} from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'game-arcade-test-cache-'));
process.env['XDG_CACHE_HOME'] = dir;

afterAll(() => {
	rmSync(dir, {recursive: true, force: true});
});
