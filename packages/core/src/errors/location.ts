/**
 * Refusal reasons of the player's location check (docs/COMPLIANCE.md "Where the player is"); their
 * messages live in each locale's location.json under `errors`.
 */
export const LOCATION_ERRORS = [
  /** Deposit or stake (br-regulated): the address or the shared location is outside Brazil. */
  'LOCATION_OUTSIDE_BRAZIL',
  /** Deposit or stake (br-regulated): the address gives no country; the app asks for the location. */
  'LOCATION_REQUIRED',
] as const;
