/** The saved ASCII setting: written, read, merged, refused when it is not true or false. */
import {expect, test} from 'vitest';
import {asciiOf, emptyProgress, mergeProgress, parseProgress, serializeProgress} from '../../source/progress/progress.js';

test('is written and read back; a file without it draws glyphs', () => {
	const text = serializeProgress({...emptyProgress(), ascii: true});
	expect(text).toContain('"ascii":true');
	expect(asciiOf(parseProgress(text))).toBe(true);
	expect(serializeProgress(emptyProgress())).not.toContain('ascii');
	expect(asciiOf(parseProgress(serializeProgress(emptyProgress())))).toBe(false);
});

test('is refused when it is not true or false', () => {
	const text = serializeProgress({...emptyProgress(), ascii: true}).replace('"ascii":true', '"ascii":"yes"');
	expect(() => parseProgress(text)).toThrow('settings.ascii must be true or false, got "yes"');
});

test("a session's change wins over the disk's, else the disk's stays", () => {
	const base = emptyProgress();
	// mergeProgress(disk, base, current).
	expect(mergeProgress({...base, ascii: false}, base, {...base, ascii: true}).ascii).toBe(true);
	expect(mergeProgress({...base, ascii: true}, base, base).ascii).toBe(true);
});
