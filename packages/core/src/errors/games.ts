/** Refusal reasons of the games domain; their messages live in each locale's games.json under `errors`. */
export const GAMES_ERRORS = [] as const;
