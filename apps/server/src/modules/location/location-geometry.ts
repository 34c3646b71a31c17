import { iso1A2Code } from '@rapideditor/country-coder';

/**
 * The country at a point (WGS 84 degrees), from the world borders shipped with the
 * `@rapideditor/country-coder` npm package (the OpenStreetMap editors' offline coder; land borders
 * simplified to tens of metres, territorial waters generalised): ISO 3166-1 alpha-2, or null for a
 * point no country claims (the high seas, Antarctica). Only countries count — not their
 * subdivisions or dependencies coded on their own (`level: 'country'`).
 */
export function countryAt(latitude: number, longitude: number): string | null {
  return iso1A2Code([longitude, latitude], { level: 'country' }) ?? null;
}
