/**
 * The in-process files share their worker's modules (vitest.config.ts): what
 * one file leaves in module state is reset before the next one starts, so no
 * file sees another's known values or tables, its language or its ASCII mode.
 * The arcades a file rendered are unmounted first: one left mounted renders
 * again on its timers, and a render sets the ASCII mode from its settings
 * (a theory page once read the winning moves in ASCII glyphs so). And
 * every test starts with Unicode glyphs: a test that wants ASCII turns it
 * on itself (a render with the setting, or setAscii), never in a hook.
 */
import {cleanup} from 'ink-testing-library';
import {afterAll, beforeEach} from 'vitest';
import {setKnownValues} from '../source/engine/breaking-values.js';
import {setLanguage} from '../source/i18n/language.js';
import {setAscii} from '../source/ui/glyphs.js';

afterAll(() => {
	cleanup();
	setKnownValues(null);
	setLanguage('en');
	setAscii(false);
});

beforeEach(() => {
	setAscii(false);
});
