import type { ErrorCode, LocationVerdict } from '@jl/core';

/** A decision from one source: the country (or null) and what it means for us. */
export type Decision = { verdict: LocationVerdict; country: string | null };

/** How long a shared location stands in for an address with no country: 12 hours. */
export const GEOLOCATION_TTL_MS = 12 * 60 * 60 * 1000;

/** An address's country: `BR` is Brazil, another country is abroad, none is unknown. */
export function ipDecision(country: string | null): Decision {
  if (country === null) return { verdict: 'unknown', country };
  return { verdict: country === 'BR' ? 'brazil' : 'abroad', country };
}

/** A point's country: `BR` is Brazil; a point in another country or in no country is abroad. */
export function geolocationDecision(country: string | null): Decision {
  return { verdict: country === 'BR' ? 'brazil' : 'abroad', country };
}

/**
 * Whether a deposit or a stake may go ahead where the location is enforced (br-regulated), from the
 * address's decision and the latest shared location still in force. Any source abroad refuses
 * (`LOCATION_OUTSIDE_BRAZIL`): an address abroad is not outweighed by a shared location, which a
 * browser can be told to fake. An address in Brazil passes; an address with no country passes only
 * with a shared location in Brazil, otherwise `LOCATION_REQUIRED` (fail closed).
 */
export function refusalOf(ip: Decision, geolocation: Decision | null): ErrorCode | null {
  if (ip.verdict === 'abroad' || geolocation?.verdict === 'abroad') return 'LOCATION_OUTSIDE_BRAZIL';
  if (ip.verdict === 'brazil' || geolocation?.verdict === 'brazil') return null;
  return 'LOCATION_REQUIRED';
}
