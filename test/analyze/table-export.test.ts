/**
 * The Lab's export to a file: a fresh name, never over a file; every byte
 * written (a short write is followed by the rest), flushed; and a file that
 * could not be written whole (a full disk, a failed flush) removed, with one
 * line naming it.
 */
import * as fs from 'node:fs';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {tableOf} from '../../source/engine/table.js';
import {formatTable} from '../../source/analyze/table-format.js';
import {ExportError, exportTable, type ExportFs} from '../../source/analyze/table-export.js';
import {setLanguage} from '../../source/i18n/language.js';

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'game-arcade-export-'));
});
afterEach(() => {
	rmSync(dir, {recursive: true, force: true});
});

// Kayles to 2000 in Markdown: some 30 KB, written in many pieces below.
const table = tableOf(lookupGame('kayles')!, {}, 0n, 2000n);
const whole = formatTable(table, 'markdown');

function errno(code: string): NodeJS.ErrnoException {
	return Object.assign(new Error(`${code}: simulated`), {code});
}

/** Writes of at most `most` bytes a call; past `full` bytes in all, `then` (nothing written, or an error). */
function disk(most: number, full = Number.POSITIVE_INFINITY, then: 'zero' | 'ENOSPC' = 'zero'): ExportFs {
	return {
		...fs,
		writeSync: ((fd: number, data: Uint8Array | string, offset?: number, length?: number) => {
			const bytes = typeof data === 'string' ? Buffer.from(data) : data;
			const from = typeof data === 'string' ? 0 : (offset ?? 0);
			const asked = typeof data === 'string' ? bytes.length : (length ?? bytes.length - from);
			const room = full - fs.fstatSync(fd).size;
			if (room <= 0) {
				if (then === 'zero') return 0;
				throw errno('ENOSPC');
			}
			return fs.writeSync(fd, bytes, from, Math.min(asked, most, room));
		}) as unknown as ExportFs['writeSync'],
	};
}

describe('the export', () => {
	it('writes the whole table, with its full path and size, when each write takes only part', () => {
		const done = exportTable(table, 'markdown', dir, disk(1000));
		expect(done).toEqual({path: join(dir, 'kayles-table.md'), bytes: Buffer.byteLength(whole)});
		expect(readFileSync(done.path, 'utf8')).toBe(whole);
	});

	it('never writes over a file: the next free name', () => {
		writeFileSync(join(dir, 'kayles-table.md'), 'mine');
		expect(exportTable(table, 'markdown', dir).path).toBe(join(dir, 'kayles-table-2.md'));
		expect(readFileSync(join(dir, 'kayles-table.md'), 'utf8')).toBe('mine');
	});

	for (const [what, fsys, why] of [
		['a disk that fills after 4 KB (writes of nothing)', disk(1000, 4096, 'zero'), 'ENOSPC: no space left on the disk'],
		['a disk that fills after 4 KB (ENOSPC)', disk(1000, 4096, 'ENOSPC'), 'ENOSPC: no space left on the disk'],
		['a full disk from the start', disk(1000, 0, 'ENOSPC'), 'ENOSPC: no space left on the disk'],
		[
			'a failed flush',
			{
				...fs,
				fsyncSync: () => {
					throw errno('EIO');
				},
			},
			'EIO: input/output error',
		],
	] as const) {
		it(`leaves nothing behind and says so in one line naming the file, on ${what}`, () => {
			let error: unknown;
			try {
				exportTable(table, 'markdown', dir, fsys as ExportFs);
			} catch (e) {
				error = e;
			}
			expect(error).toBeInstanceOf(ExportError);
			expect((error as Error).message).toBe(`Could not write ${join(dir, 'kayles-table.md')} (${why}); nothing was kept.`);
			expect(readdirSync(dir)).toEqual([]);
		});
	}

	it('a folder that is not there: one line naming the file, nothing written', () => {
		expect(() => exportTable(table, 'csv', join(dir, 'gone'))).toThrow(
			new ExportError(`Could not write ${join(dir, 'gone', 'kayles-table.csv')} (ENOENT: no such file or folder); nothing was written.`),
		);
	});

	it('says so in Chinese under the Chinese language (the system error too)', () => {
		setLanguage('zh-CN');
		try {
			expect(() => exportTable(table, 'csv', join(dir, 'gone'))).toThrow(
				new ExportError(`无法写入 ${join(dir, 'gone', 'kayles-table.csv')}（ENOENT：没有这个文件或文件夹），什么也没有写入。`),
			);
			expect(() => exportTable(table, 'markdown', dir, disk(1000, 0, 'ENOSPC'))).toThrow(
				new ExportError(`无法写入 ${join(dir, 'kayles-table.md')}（ENOSPC：磁盘空间不足），没有留下任何内容。`),
			);
		} finally {
			setLanguage('en');
		}
	});
});
