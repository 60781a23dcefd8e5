/**
 * Writes a table to a file in a directory, never over an existing one: the
 * first free name of `<game>-table.<ext>`, `<game>-table-2.<ext>`, ... is
 * created with O_EXCL, so even a file made meanwhile is not overwritten.
 */
import {closeSync, openSync, writeSync} from 'node:fs';
import {join} from 'node:path';
import type {Table} from '../engine/table.js';
import {formatTable, type TableFormat} from './table-format.js';

const extensions: Readonly<Record<TableFormat, string>> = {text: 'txt', csv: 'csv', json: 'json', markdown: 'md'};

/** The file's name (in `dir`); throws the file system's error when nothing could be written. */
export function exportTable(table: Table, format: TableFormat, dir: string): string {
	const body = formatTable(table, format);
	for (let i = 1; i < 1000; i++) {
		const name = `${table.game}-table${i === 1 ? '' : `-${i}`}.${extensions[format]}`;
		let fd: number;
		try {
			fd = openSync(join(dir, name), 'wx', 0o644);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
			throw error;
		}
		try {
			writeSync(fd, body);
		} finally {
			closeSync(fd);
		}
		return name;
	}
	throw new Error(`every name from ${table.game}-table.${extensions[format]} to ${table.game}-table-999.${extensions[format]} is taken`);
}
