/**
 * The in-process files share their worker's modules (vitest.config.ts): what
 * one file leaves in the engine's module state is reset before the next one
 * starts, so no file sees another's known values or tables.
 */
import {afterAll} from 'vitest';
import {setKnownValues} from '../source/engine/breaking-values.js';

afterAll(() => {
	setKnownValues(null);
});
