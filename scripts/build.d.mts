/** Types of scripts/build.mjs for the TypeScript files that use it (tests). */
export function bundle(entry: string, outdir: string, extra?: Record<string, unknown>): Promise<unknown>;
export const bundleOptions: Record<string, unknown>;
export const narrowText: RegExp;
