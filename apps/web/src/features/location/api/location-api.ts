import type { LocationStatus } from '@jl/core/contracts/location.ts';
import { locationApi } from '@jl/core/routes/location.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** Where the player is (docs/API.md "Location"). */

export type { LocationStatus };
export const locationKeys = { status: ['location', 'status'] as const };

export const fetchLocationStatus = () => callData(locationApi.status);

/** Sends the browser's point; coordinates travel as decimal strings in the form body. */
export const checkLocation = (point: { latitude: number; longitude: number; accuracy: number }) =>
  call(
    locationApi.check,
    {
      latitude: point.latitude.toFixed(6),
      longitude: point.longitude.toFixed(6),
      accuracy_m: Math.min(Math.round(point.accuracy), 1_000_000).toString(),
    },
    { loading: true },
  );
