/** Refusal reasons of the wallet domain; their messages live in each locale's wallet.json under `errors`. */
export const WALLET_ERRORS = [] as const;
