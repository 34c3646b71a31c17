import { createExternalStore, useStoreSelector } from '../../lib/external-store.ts';

/**
 * The player's LGPD choice about ad pixels, remembered in localStorage. Until they accept, no pixel
 * script is requested and no event is sent.
 */
export const CONSENT_STORAGE_KEY = 'jl:tracking-consent';
export type Consent = 'granted' | 'denied' | null;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readConsent(): Consent {
  const value = storage()?.getItem(CONSENT_STORAGE_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

// The prerender knows no choice (`null`): hydration reads that, then the stored one.
export const consentStore = createExternalStore<Consent>(readConsent(), null);

export function setConsent(consent: Exclude<Consent, null>): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // Private mode: the choice holds for this tab.
  }
  consentStore.set(consent);
}

export const useConsent = (): Consent => useStoreSelector(consentStore, (c) => c);
