import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setAppState } from '../../lib/store.ts';
import { routeFetch } from '../../testing/route-fetch.ts';
import { resetApp } from '../../testing/test-utils.ts';
import { CONSENT_STORAGE_KEY, consentStore } from './consent.ts';
import { resetPixels } from './pixels.ts';
import { TrackingHost } from './tracking-host.tsx';

const config = (fbPixelId: string | null, kwaiPixelId: string | null) =>
  ({ tracking: { fbPixelId, kwaiPixelId } }) as never;

function renderHost() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <TrackingHost />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const pixelScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src.startsWith('https://'));

afterEach(cleanup);

beforeEach(() => {
  resetApp();
  resetPixels();
  consentStore.set(null);
  for (const s of document.head.querySelectorAll('script')) s.remove();
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { _fbq?: unknown })._fbq;
  delete (window as { kwaiq?: unknown }).kwaiq;
  configureApiClient({ fetch: routeFetch({}).fetch });
});

describe('LGPD consent for ad pixels', () => {
  it('asks nothing and loads nothing when the operator configured no pixel', () => {
    setAppState({ config: config(null, null) });
    renderHost();
    expect(screen.queryByTestId('tracking-consent')).toBeNull();
    expect(pixelScripts()).toHaveLength(0);
  });

  it('asks first and loads no pixel before the player accepts', () => {
    setAppState({ config: config('123', '456') });
    renderHost();
    expect(screen.getByTestId('tracking-consent')).toBeTruthy();
    expect(pixelScripts()).toHaveLength(0);
  });

  it('loads the configured pixels once accepted, and remembers the choice', async () => {
    setAppState({ config: config('123', null) });
    renderHost();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aceitar' })));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(screen.queryByTestId('tracking-consent')).toBeNull();
    expect(pixelScripts().map((s) => s.src)).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  });

  it('loads nothing when declined, and does not ask again', async () => {
    setAppState({ config: config('123', '456') });
    const view = renderHost();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Recusar' })));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    view.unmount();
    renderHost();
    expect(screen.queryByTestId('tracking-consent')).toBeNull();
    expect(pixelScripts()).toHaveLength(0);
  });
});
