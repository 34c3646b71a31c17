import type { locationSchemas } from '../contracts/location.ts';
import { endpoints } from './route.ts';

/** Where the player is (module `location`; docs/API.md "Location"). */
export const locationApi = endpoints<typeof locationSchemas>()({
  status: 'GET /location/status',
  check: 'POST /location/check',
});
