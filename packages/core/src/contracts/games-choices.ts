/**
 * The lobby's game categories: a plain value with no dependency, so a screen that lists them does not
 * load the games contract's zod schemas (contracts/games.ts builds its schemas from it and re-exports it).
 */

export const GAME_CATEGORIES = ['slots', 'hot', 'live', 'new'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
