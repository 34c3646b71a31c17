/** Why the browser gave no position: refused by the player, no fix, too slow, or no geolocation at all. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type GeolocationResult =
  | { ok: true; latitude: number; longitude: number; accuracy: number }
  | { ok: false; failure: GeolocationFailure };

/** GeolocationPositionError codes (the constants are not on every engine's error object). */
const FAILURE_BY_CODE: Record<number, GeolocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * One reading of the browser's position, asked only after the player chose to share it (the browser
 * then asks for its own permission). A coarse fix is enough — the question is the country — so high
 * accuracy is not asked for; 15 s at most, a fix up to 5 minutes old will do.
 */
export function readPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<GeolocationResult>((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, failure: 'unsupported' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          ok: true,
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) => resolve({ ok: false, failure: FAILURE_BY_CODE[error.code] ?? 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
