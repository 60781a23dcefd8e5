// Writes the README's table of games from the catalog (`npm run readme`);
// with --check, exits 1 when the committed table differs. The TypeScript
// source is bundled on the fly with esbuild (no build step needed).
import {build} from 'esbuild';
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await build({entryPoints: [`${root}scripts/games-table.ts`], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning'});
const {gamesTable, withTable} = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
const path = `${root}README.md`;
const readme = readFileSync(path, 'utf8');
const updated = withTable(readme, gamesTable());
if (process.argv.includes('--check')) {
	if (updated !== readme) {
		console.error('README.md: the games table differs from the catalog; run `npm run readme`');
		process.exit(1);
	}
} else if (updated !== readme) {
	writeFileSync(path, updated);
	console.log('README.md: games table updated');
}
