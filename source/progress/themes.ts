/**
 * The themes a player may choose and save (`source/ui/theme.ts` maps them to
 * styles). A module of its own, so the menu's first frame reads them without
 * loading the progress file's reader (and with it the engine).
 */
export const themeSettings = ['default', 'high-contrast', 'none'] as const;
export type ThemeSetting = (typeof themeSettings)[number];
