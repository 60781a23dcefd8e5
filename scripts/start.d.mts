/** Types of scripts/start.mjs for the TypeScript files that use it (tests). */
export function needsBuild(root: string): boolean;
