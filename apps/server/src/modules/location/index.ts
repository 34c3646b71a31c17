/**
 * Where the player is (docs/COMPLIANCE.md "Where the player is"): the country of the request's
 * address from an offline IP database, the browser's geolocation shared with consent and placed
 * inside or outside Brazil, a log of every decision, and the gate other modules call before a deposit
 * or a stake — refusing outside Brazil in br-regulated, recording only in the standard profile.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { locationRoutes } from './location-routes.ts';
import * as schema from './location-schema.ts';

export { assertInBrazil } from './location-gate.ts';
export { abroadChecksOf, listLocationChecks } from './location-repository.ts';
export { locationChecks } from './location-schema.ts';

export const locationModule = defineModule({
  name: 'location',
  purpose:
    'Where the player is: the address’s country (offline IP database), the shared geolocation, the decision log and the gate for deposits and stakes',
  routes: [locationRoutes],
  tables: tablesOf(schema),
});
