/**
 * Writes a table to a file in a directory, never over an existing one: the
 * first free name of `<game>-table.<ext>`, `<game>-table-2.<ext>`, ... is
 * created with O_EXCL, so even a file made meanwhile is not overwritten.
 * Every byte is written and counted, then flushed to the disk; a file that
 * could not be written whole (a full disk, an I/O error) is removed, so
 * what is left is the whole table or nothing.
 */
import * as nodeFs from 'node:fs';
import {join} from 'node:path';
import type {Table} from '../engine/table.js';
import {errorWords, writeAll} from '../progress/write-all.js';
import {formatTable, type TableFormat} from './table-format.js';
import {miscWords} from '../i18n/misc2/index.js';

const extensions: Readonly<Record<TableFormat, string>> = {text: 'txt', csv: 'csv', json: 'json', markdown: 'md'};

/** The file system calls an export makes (tests inject failing ones). */
export type ExportFs = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'unlinkSync'>;

/** An export that failed: its message is one line naming the file and why, in the language in force; nothing was left behind. */
export class ExportError extends Error {}

export interface Exported {
	/** The file written, as a full path. */
	readonly path: string;
	readonly bytes: number;
}

/** Writes the table in a fresh file of `dir`; throws `ExportError` when it could not be written whole. */
export function exportTable(table: Table, format: TableFormat, dir: string, fs: ExportFs = nodeFs): Exported {
	const bytes = Buffer.from(formatTable(table, format), 'utf8');
	for (let i = 1; i < 1000; i++) {
		const path = join(dir, `${table.game}-table${i === 1 ? '' : `-${i}`}.${extensions[format]}`);
		let fd: number;
		try {
			fd = fs.openSync(path, 'wx', 0o644);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
			throw new ExportError(miscWords('exportNotWritten', {path, why: errorWords(error)}));
		}
		try {
			writeAll(fs, fd, bytes);
			fs.fsyncSync(fd);
		} catch (error) {
			closeQuietly(fs, fd);
			// The file is this export's own (made with O_EXCL): a part of it is not left behind.
			try {
				fs.unlinkSync(path);
			} catch {
				// Already gone: nothing is left either way.
			}
			throw new ExportError(miscWords('exportNotKept', {path, why: errorWords(error)}));
		}
		try {
			fs.closeSync(fd);
		} catch (error) {
			try {
				fs.unlinkSync(path);
			} catch {
				// Already gone.
			}
			throw new ExportError(miscWords('exportNotKept', {path, why: errorWords(error)}));
		}
		return {path, bytes: bytes.length};
	}
	const [first, last] = [`${table.game}-table.${extensions[format]}`, `${table.game}-table-999.${extensions[format]}`];
	throw new ExportError(miscWords('exportAllTaken', {first, last, dir}));
}

function closeQuietly(fs: ExportFs, fd: number): void {
	try {
		fs.closeSync(fd);
	} catch {
		// Already failing: the first error is the one to report.
	}
}
