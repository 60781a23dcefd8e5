/** What the menu's first frame reads of the progress file: the saved theme and mouse setting, or nothing whenever the file is not a good one. */
import {afterEach, beforeEach, expect, it} from 'vitest';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileName, maxFileBytes, savedLook} from '../../source/progress/paths.js';
import {emptyProgress, serializeProgress} from '../../source/progress/progress.js';

let dir = '';
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'game-arcade-paths-'));
});
afterEach(() => {
	rmSync(dir, {recursive: true, force: true});
});

it('reads the theme, the mouse and the ASCII setting a save wrote', () => {
	for (const theme of ['default', 'high-contrast', 'none'] as const) {
		for (const mouse of [true, false]) {
			for (const ascii of [true, false]) {
				writeFileSync(join(dir, fileName), serializeProgress({...emptyProgress(), theme, mouse, ascii}));
				expect(savedLook(dir)).toEqual({theme, mouse, ascii});
			}
		}
	}
});

it('follows a link to the file, as the full reader does', () => {
	writeFileSync(join(dir, 'real.json'), serializeProgress({...emptyProgress(), theme: 'none'}));
	symlinkSync(join(dir, 'real.json'), join(dir, fileName));
	expect(savedLook(dir)).toEqual({theme: 'none', mouse: null, ascii: null});
});

it('gives nothing for a missing, damaged, odd or oversized file', () => {
	const nothing = {theme: null, mouse: null, ascii: null};
	expect(savedLook(dir)).toEqual(nothing);
	const cases = [
		'{"settings": {"theme": "neon", "mouse": "off"}}',
		'{"settings": {"theme": "toString", "mouse": 0}}',
		'{"settings": {"ascii": "yes"}}',
		'{"settings": {"theme": "__proto__"}}',
		'{"settings": "none"}',
		'{"settings": null}',
		'null',
		'[1,2]',
		'{"settings": {"theme": "none"',
		`{"settings": {"theme": "none"}, "pad": "${'x'.repeat(maxFileBytes)}"}`,
	];
	for (const text of cases) {
		writeFileSync(join(dir, fileName), text);
		expect(savedLook(dir), text.slice(0, 40)).toEqual(nothing);
	}
});

// Before the first frame, with the terminal already in raw mode: a read that waited here would hang the arcade where no key reaches it.
it.skipIf(process.platform === 'win32')('gives nothing, at once, for anything but a regular file: a named pipe, a link to a device, a folder', () => {
	const nothing = {theme: null, mouse: null, ascii: null};
	const path = join(dir, fileName);
	// A named pipe no one writes to: a plain read waits for a writer forever.
	execFileSync('mkfifo', [path]);
	expect(savedLook(dir)).toEqual(nothing);
	rmSync(path);
	// Endless (a plain read grows without bound), or the keyboard itself.
	for (const device of ['/dev/zero', '/dev/tty']) {
		symlinkSync(device, path);
		expect(savedLook(dir), device).toEqual(nothing);
		rmSync(path);
	}
	mkdirSync(path);
	expect(savedLook(dir)).toEqual(nothing);
});

it('reads no more than the cap of an over-large file', () => {
	// A good file, padded past the cap with spaces: its settings are not believed, as the full reader sets it aside.
	writeFileSync(join(dir, fileName), `${serializeProgress({...emptyProgress(), theme: 'none'})}${' '.repeat(maxFileBytes)}`);
	expect(savedLook(dir)).toEqual({theme: null, mouse: null, ascii: null});
});
