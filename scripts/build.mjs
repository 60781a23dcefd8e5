// Bundles the CLI into dist/: one minified ESM entry (dist/cli.js) and two
// chunks: the code the entry shares with the arcade (the engine), and the
// arcade itself (Ink, React, screens and boards), imported only when the
// arcade opens. React in production mode; Ink patched for speed and without
// its devtools (below). The benchmarks bundle their minimal Ink app with the
// same options (`bundle`), so the two start-ups compare fairly.
// `node scripts/build.mjs --sizes` lists the files written.
import {build} from 'esbuild';
import {existsSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Replaces `before` by `after` in a dependency's file, or fails the build if the file is not the expected one. */
function patchText(text, path, before, after) {
	if (!text.includes(before)) {
		throw new Error(`${path} is not the version scripts/build.mjs patches (Ink ~6.8): check the patch against the new code`);
	}
	return text.replace(before, after);
}

/**
 * Ink redraws the whole screen for every change, and most of that time goes
 * to turning each line into styled characters and back. Three patches, each
 * leaving the output byte for byte the same, make a redraw of an unchanged
 * line nearly free (bench/measure.ts measures them):
 * - Ink's Output keeps its caches (a line's styled characters, text widths)
 *   from frame to frame instead of starting empty every frame (bounded);
 * - string-width remembers the width of the strings it has measured (bounded),
 *   and gives the length of text made of narrow characters only (`narrowText`);
 * - ansi-tokenize's styledCharsToString skips the style difference between
 *   two neighbouring characters with the same style (it built three Sets
 *   per character).
 */
/**
 * Text string-width would measure as one column per character: printable
 * ASCII, and the narrow characters the arcade draws (Latin-1 and Latin
 * Extended-A letters, dashes, quotes and bullets, arrows, mathematical
 * operators, box drawing, blocks and geometric shapes, ✓ ✗ ❯). string-width
 * reads anything but ASCII through Intl.Segmenter and Unicode property
 * regular expressions, and the first such call compiles its emoji pattern
 * (tens of milliseconds at start-up); for these characters the answer is
 * the length (of the text without its colour and style sequences).
 * test/scripts/build.test.ts checks every character of the class against
 * string-width itself.
 */
export const narrowText =
	/^[\u0020-\u007E\u00A0-\u00A8\u00AA-\u00AC\u00AF-\u017F\u2010-\u2027\u2030-\u203B\u2190-\u2193\u2200-\u22FF\u2500-\u25A9\u25AC-\u25FA\u2713\u2717\u276F]*$/;

// Workaround listed in PATCHES.md (upstream: vadimdemedes/ink#835); it goes when Ink keeps its caches across frames.
export const inkSpeedups = {
	name: 'ink-speedups',
	setup(build) {
		build.onLoad({filter: /[\\/]ink[\\/]build[\\/]output\.js$/}, args => {
			const text = patchText(readFileSync(args.path, 'utf8'), args.path, '    caches = new OutputCaches();', '    caches = sharedOutputCaches();');
			return {
				loader: 'js',
				contents: `${text}
let sharedCaches;
function sharedOutputCaches() {
    if (sharedCaches === undefined || sharedCaches.styledChars.size > 4000 || sharedCaches.widths.size > 20000 || sharedCaches.blockWidths.size > 4000) {
        sharedCaches = new OutputCaches();
    }
    return sharedCaches;
}
`,
			};
		});
		build.onLoad({filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]styledChars\.js$/}, args => {
			const text = patchText(
				readFileSync(args.path, 'utf8'),
				args.path,
				'            ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));',
				'            const previous = chars[i - 1].styles;\n            if (!sameAnsiCodes(previous, char.styles)) ret += ansiCodesToString(diffAnsiCodes(previous, char.styles));',
			);
			return {
				loader: 'js',
				contents: `${text}
function sameAnsiCodes(a, b) {
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
        if (a[i].code !== b[i].code || a[i].endCode !== b[i].endCode) return false;
    }
    return true;
}
`,
			};
		});
		build.onResolve({filter: /^string-width$/}, async args => {
			if (args.pluginData?.unwrapped) return undefined;
			const real = await build.resolve(args.path, {resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: {unwrapped: true}});
			if (real.errors.length > 0) return undefined;
			return {path: real.path, namespace: 'memo-string-width'};
		});
		build.onLoad({filter: /.*/, namespace: 'memo-string-width'}, args => ({
			loader: 'js',
			resolveDir: dirname(args.path),
			contents: `import stringWidth from ${JSON.stringify(args.path)};
const widths = new Map();
const narrow = ${narrowText};
export default function memoStringWidth(text, options) {
	if (options !== undefined || typeof text !== 'string') return stringWidth(text, options);
	let width = widths.get(text);
	if (width === undefined) {
		if (widths.size >= 20000) widths.clear();
		// Colours and styles (SGR sequences) take no columns.
		const plain = text.includes('\\u001B') ? text.replace(/\\u001B\\[[\\d;]*m/g, '') : text;
		width = narrow.test(plain) ? plain.length : stringWidth(text);
		widths.set(text, width);
	}
	return width;
}
`,
		}));
	},
};

/**
 * Ink without its React devtools. Ink connects to them when DEV=true, a
 * common variable name: it then imports react-devtools-core (not a
 * dependency) and reads its own package.json, which is not beside the
 * bundle, and the arcade crashed. Here DEV means nothing to Ink, and the
 * devtools code (with its WebSocket library) stays out of the bundle.
 */
// Workaround listed in PATCHES.md (upstream: vadimdemedes/ink#648); it goes when Ink stops reading DEV.
export const inkWithoutDevtools = {
	name: 'ink-without-devtools',
	setup(build) {
		build.onLoad({filter: /[\\/]ink[\\/]build[\\/]utils\.js$/}, args => ({
			loader: 'js',
			contents: patchText(readFileSync(args.path, 'utf8'), args.path, "const isDev = () => process.env['DEV'] === 'true';", 'const isDev = () => false;'),
		}));
		// Never imported now; external, so it is not bundled either.
		build.onResolve({filter: /^\.\/devtools\.js$/}, args =>
			/[\\/]ink[\\/]build[\\/]/.test(args.importer) ? {path: './devtools.js', external: true} : undefined,
		);
	},
};

/**
 * Modules of plain data computed from others (`*.static.ts`, such as the
 * menu's list of games from the catalog): the build evaluates each one and
 * writes its exports as literals, so the code that reads them does not load
 * what they were computed from. Every export must be JSON (checked: the
 * build fails on anything else).
 */
export const staticModules = {
	name: 'static-modules',
	setup(build) {
		build.onLoad({filter: /\.static\.ts$/}, async args => {
			const result = await build.esbuild.build({
				entryPoints: [args.path],
				bundle: true,
				write: false,
				format: 'esm',
				platform: 'node',
				target: 'node20',
				logLevel: 'silent',
			});
			const code = result.outputFiles[0].text;
			const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
			const lines = [`// Evaluated at build time from ${relative(process.cwd(), args.path)}.`];
			for (const [name, value] of Object.entries(module)) {
				if (!isDeepJson(value)) throw new Error(`${args.path}: the export ${name} is not plain JSON data`);
				lines.push(`export const ${name} = ${JSON.stringify(value)};`);
			}
			return {loader: 'js', contents: `${lines.join('\n')}\n`};
		});
	},
};

/** Whether a value is JSON all the way down (no undefined, functions, bigints, class instances). */
function isDeepJson(value) {
	if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
	if (typeof value === 'number') return Number.isFinite(value);
	if (Array.isArray(value)) return value.every(isDeepJson);
	if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isDeepJson);
	return false;
}

/** The esbuild options of the published bundle. */
export const bundleOptions = {
	bundle: true,
	// ES modules with code splitting: the arcade (Ink, React, the screens)
	// is a chunk of its own, imported only when the arcade opens.
	splitting: true,
	format: 'esm',
	platform: 'node',
	target: 'node20',
	minify: true,
	legalComments: 'none',
	// The automatic JSX runtime, as in tsconfig.json (stated here too, so files
	// bundled from outside the project's tsconfig get it as well).
	jsx: 'automatic',
	chunkNames: 'chunks/[name]-[hash]',
	// React's production build (its development build is several times slower).
	define: {'process.env.NODE_ENV': '"production"'},
	// React and other CommonJS packages call require() inside the ESM bundle.
	banner: {js: "import {createRequire as __createRequire} from 'node:module';const require=__createRequire(import.meta.url);"},
	plugins: [inkSpeedups, inkWithoutDevtools, staticModules],
	logLevel: 'warning',
};

/**
 * Bundles `entry` into `outdir` (emptied first) with the options above; returns esbuild's metafile.
 * The CLI's entry brings the computer's think worker (source/think/worker.ts) as a second entry,
 * `chunks/think.js`, sharing the engine's chunk: the arcade starts it from beside its own chunk.
 */
export async function bundle(entry, outdir, extra = {}) {
	await rm(outdir, {recursive: true, force: true});
	const plugins = [...bundleOptions.plugins, ...(extra.plugins ?? [])];
	const worker = join(dirname(entry), 'think', 'worker.ts');
	const entryPoints = [entry, ...(existsSync(worker) ? [{in: worker, out: 'chunks/think'}] : [])];
	const result = await build({...bundleOptions, entryPoints, outdir, metafile: true, ...extra, plugins});
	return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = fileURLToPath(new URL('..', import.meta.url));
	const metafile = await bundle(join(root, 'source', 'cli.ts'), join(root, 'dist'), {absWorkingDir: root});
	if (process.argv.includes('--sizes')) {
		for (const [file, output] of Object.entries(metafile.outputs)) console.log(`${String(output.bytes).padStart(8)}  ${relative(root, join(root, file))}`);
	}
}
