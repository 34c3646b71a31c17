/**
 * Values captured from the landing URL (docs/SPECIFICATION.md §3 "other local storage"), each under its own
 * localStorage key so that the tracking and registration features can read them later:
 *
 * - `regKey`: the referral key of an invite link (`?regKey=…`); it pre-fills the registration's
 *   referral code and is sent with the visit (`/activity/uv`).
 * - `kwaiId`, `fbId`: the ad-campaign pixel ids (`?kwaiId=…`, `?fbId=…`) for first-deposit reporting.
 * - `ageCode`: the campaign code of the visit: the `ageCode` query parameter, else `code`, else the
 *   whole query string (without the leading "?") when the URL has one. The spec says "the query
 *   parameter, or the whole query string"; campaigns that do not name the parameter still count.
 *
 * A value is only written when the URL carries it, so a later visit without parameters keeps the
 * attribution of the first campaign link.
 */
export const LANDING_KEYS = { regKey: 'regKey', kwaiId: 'kwaiId', fbId: 'fbId', ageCode: 'ageCode' } as const;

export type Landing = { regKey?: string; kwaiId?: string; fbId?: string; ageCode?: string };

const MAX_LENGTH = 500;

export function parseLanding(search: string): Landing {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const params = new URLSearchParams(query);
  const pick = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, MAX_LENGTH) : undefined;
  };
  const landing: Landing = {};
  const regKey = pick('regKey');
  const kwaiId = pick('kwaiId');
  const fbId = pick('fbId');
  const ageCode = pick('ageCode') ?? pick('code') ?? (query ? query.slice(0, MAX_LENGTH) : undefined);
  if (regKey) landing.regKey = regKey;
  if (kwaiId) landing.kwaiId = kwaiId;
  if (fbId) landing.fbId = fbId;
  if (ageCode) landing.ageCode = ageCode;
  return landing;
}

export function captureLanding(search: string, storage: Storage | undefined): Landing {
  const landing = parseLanding(search);
  for (const [key, value] of Object.entries(landing)) {
    try {
      storage?.setItem(key, value);
    } catch {
      // Storage refused (private mode): attribution is lost for this visit only.
    }
  }
  return landing;
}

export function readLanding(storage: Storage | undefined): Landing {
  const landing: Landing = {};
  for (const key of Object.values(LANDING_KEYS)) {
    const value = storage?.getItem(key);
    if (value) landing[key] = value;
  }
  return landing;
}
