/**
 * The cache as the engine's known values (engine/breaking-values.ts,
 * `setKnownValues`): what a table job proved is stored here and handed back
 * to the tables that ask, in any later run. Installed by the command line
 * and the arcade at start.
 */
import {setKnownValues, type KnownValues} from '../engine/breaking-values.js';
import {shellLine} from '../text/shell.js';
import {cacheDir} from './paths.js';
import {fileCache, type Cache} from './store.js';
import {decodeValues, encodeValues} from './values.js';
import {miscWords} from '../i18n/misc2/index.js';

/** The engine's view of a cache. */
export function cachedValues(cache: Cache, warn: (line: string) => void = () => {}): KnownValues {
	return {
		get(key) {
			const entry = cache.read(key);
			if (entry === null) return null;
			const stored = decodeValues(entry.meta, entry.body);
			if (stored === null) {
				// Never of any use: removed, so it is said once, not on every run.
				cache.remove(key);
				warn(miscWords('cacheHeaderMismatch', {key}));
			}
			return stored;
		},
		put(key, known) {
			const {meta, body} = encodeValues(known.values, known.values.length, known.period);
			// Two jobs finishing at once: the table stored already stays where it proves a period this one does not, or is as long and proves one if this one does.
			cache.write(key, meta, body, stored => {
				const proven = typeof stored['period'] === 'object' && stored['period'] !== null;
				const length = stored['length'];
				if (proven && known.period === null) return true;
				return typeof length === 'number' && length >= known.values.length && (known.period === null || proven);
			});
		},
		commandLine: words => shellLine(words),
		getRecord(key) {
			const entry = cache.read(key);
			if (entry === null) return null;
			try {
				return entry.meta['kind'] === 'record' ? (JSON.parse(Buffer.from(entry.body).toString('utf8')) as unknown) : null;
			} catch {
				cache.remove(key);
				warn(miscWords('cacheNotJson', {key}));
				return null;
			}
		},
		putRecord(key, record) {
			cache.write(key, {kind: 'record'}, Buffer.from(JSON.stringify(record), 'utf8'));
		},
		discard(key, why) {
			cache.remove(key);
			warn(miscWords('cacheFailedCheck', {key, why}));
		},
	};
}

/** The cache of this user (paths.ts), or null where there is no place for one. */
export function userCache(warn: (line: string) => void = () => {}): Cache | null {
	const dir = cacheDir();
	return dir === null ? null : fileCache({dir, warn});
}

/** Makes the engine ask the user's cache for known values, and keep what jobs prove in it. */
export function installCache(warn: (line: string) => void = () => {}): Cache | null {
	const cache = userCache(warn);
	setKnownValues(cache === null ? null : cachedValues(cache, warn));
	return cache;
}
