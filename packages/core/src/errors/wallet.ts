/** Refusal reasons of the wallet domain; messages live in i18n/locales/*/wallet.json under `errors`. */
export const WALLET_ERRORS = [] as const;
