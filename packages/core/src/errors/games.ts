/** Refusal reasons of the games domain; messages live in i18n/locales/*/games.json under `errors`. */
export const GAMES_ERRORS = [] as const;
