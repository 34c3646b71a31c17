/**
 * Barred persons (SIGAP "Módulo de Impedidos", IN SPA/MF 22/2025; docs/COMPLIANCE.md "Barred
 * beneficiaries"): when the central registry answers that a player is a Bolsa Família / BPC
 * beneficiary, rg bars stakes and deposits at once and records the flag; this module's jobs then
 * cancel and refund the open bets, return what the player did not withdraw in 2 days by Pix, and close
 * the account on day 3 — through the live, withdraw and closure modules' exported functions.
 * No module imports this one.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { barredJobs } from './barred-jobs.ts';
import * as schema from './barred-schema.ts';

export { barredCases } from './barred-schema.ts';

export const barredModule = defineModule({
  name: 'barred',
  purpose:
    "A Bolsa Família / BPC beneficiary's way out: open bets refunded, the balance returned by Pix, the account closed on day 3",
  jobs: barredJobs,
  tables: tablesOf(schema),
});
