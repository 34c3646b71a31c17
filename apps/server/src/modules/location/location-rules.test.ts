import { describe, expect, it } from 'vitest';
import { geolocationDecision, ipDecision, refusalOf } from './location-rules.ts';

const ipBrazil = ipDecision('BR');
const ipAbroad = ipDecision('AR');
const ipUnknown = ipDecision(null);
const geoBrazil = geolocationDecision('BR');
const geoAbroad = geolocationDecision('PT');

describe('location decisions', () => {
  it('reads an address: Brazil, abroad, or unknown without a country', () => {
    expect(ipBrazil).toEqual({ verdict: 'brazil', country: 'BR' });
    expect(ipAbroad).toEqual({ verdict: 'abroad', country: 'AR' });
    expect(ipUnknown).toEqual({ verdict: 'unknown', country: null });
  });

  it('reads a point in no country as abroad (it is known not to be in Brazil)', () => {
    expect(geolocationDecision(null)).toEqual({ verdict: 'abroad', country: null });
  });

  it('lets an address in Brazil through, with or without a shared location in Brazil', () => {
    expect(refusalOf(ipBrazil, null)).toBeNull();
    expect(refusalOf(ipBrazil, geoBrazil)).toBeNull();
  });

  it('refuses when any source is abroad, whatever the other says', () => {
    expect(refusalOf(ipAbroad, null)).toBe('LOCATION_OUTSIDE_BRAZIL');
    expect(refusalOf(ipAbroad, geoBrazil)).toBe('LOCATION_OUTSIDE_BRAZIL');
    expect(refusalOf(ipBrazil, geoAbroad)).toBe('LOCATION_OUTSIDE_BRAZIL');
    expect(refusalOf(ipUnknown, geoAbroad)).toBe('LOCATION_OUTSIDE_BRAZIL');
  });

  it('fails closed on an address without a country: only a shared location in Brazil lets it through', () => {
    expect(refusalOf(ipUnknown, null)).toBe('LOCATION_REQUIRED');
    expect(refusalOf(ipUnknown, geoBrazil)).toBeNull();
  });
});
