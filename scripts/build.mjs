// Bundles the CLI into dist/: one minified ESM entry plus lazily loaded chunks
// (the arcade UI and the boards), React in production mode.
import {build} from 'esbuild';
import {rm} from 'node:fs/promises';

await rm(new URL('../dist', import.meta.url), {recursive: true, force: true});
await build({
	entryPoints: ['source/cli.ts'],
	outdir: 'dist',
	bundle: true,
	splitting: true,
	format: 'esm',
	platform: 'node',
	target: 'node20',
	minify: true,
	legalComments: 'none',
	chunkNames: 'chunks/[name]-[hash]',
	// Ink loads its devtools only when DEV is set; they are not a dependency.
	external: ['react-devtools-core'],
	define: {'process.env.NODE_ENV': '"production"'},
	// React and other CommonJS packages call require() inside the ESM bundle.
	banner: {js: "import {createRequire as __createRequire} from 'node:module';const require=__createRequire(import.meta.url);"},
	logLevel: 'warning',
});
