/**
 * The in-process files share their worker's modules (vitest.config.ts): what
 * one file leaves in module state is reset before the next one starts, so no
 * file sees another's known values or tables, its language or its ASCII mode.
 */
import {afterAll} from 'vitest';
import {setKnownValues} from '../source/engine/breaking-values.js';
import {setLanguage} from '../source/i18n/language.js';
import {setAscii} from '../source/ui/glyphs.js';

afterAll(() => {
	setKnownValues(null);
	setLanguage('en');
	setAscii(false);
});
