/**
 * The words that start the arcade the way it was started (`npx game-arcade`,
 * `game-arcade`, `node /path/to/dist/cli.js`), for the share lines; the CLI
 * finds them (source/launcher.ts) and main.tsx provides them. Without a
 * provider, matches say `game-arcade`.
 */
import {createContext} from 'react';

export const LauncherContext = createContext<readonly string[] | null>(null);
