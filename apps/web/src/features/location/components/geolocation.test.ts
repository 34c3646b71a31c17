import { describe, expect, it } from 'vitest';
import { readPosition } from './geolocation.ts';

const failing = (code: number) =>
  ({
    getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code, message: '' } as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('reading the browser position', () => {
  it('answers the coordinates and their accuracy', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: -23.55, longitude: -46.63, accuracy: 30 } } as GeolocationPosition),
    } as unknown as Geolocation;
    expect(await readPosition(geolocation)).toEqual({
      ok: true,
      latitude: -23.55,
      longitude: -46.63,
      accuracy: 30,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [9, 'unavailable'],
  ])('names the failure of error code %s as %s', async (code, failure) => {
    expect(await readPosition(failing(code))).toEqual({ ok: false, failure });
  });

  it('says when the browser has no geolocation', async () => {
    expect(await readPosition(undefined)).toEqual({ ok: false, failure: 'unsupported' });
  });
});
