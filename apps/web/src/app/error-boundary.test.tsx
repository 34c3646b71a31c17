import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { paths } from '../config/paths.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { getAppState, setAppState } from '../lib/store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { fakeFetch, resetApp } from '../testing/test-utils.ts';
import { AppErrorBoundary, AppErrorView } from './error-boundary.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { AppProvider } from './provider.tsx';

const CHROMIUM_MISSING =
  'Failed to fetch dynamically imported module: http://localhost/assets/auth-popups-x.js';

// The login and register popups' file cannot be fetched (offline, or a deploy replaced it).
vi.mock('../features/auth/components/auth-popups.tsx', () => {
  throw new TypeError(CHROMIUM_MISSING);
});
/** A page whose code arrived but fails as it renders. */
function BrokenPage(): never {
  throw new Error('page exploded');
}

beforeEach(() => {
  resetApp();
  window.scrollTo = () => {};
  configureApiClient({ fetch: fakeFetch('Bad gateway', { status: 502 }).fetch });
  // React logs every error a boundary catches; these are expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TITLE = 'Não foi possível abrir esta página';

describe('the error boundary: never a blank screen', { timeout: 20_000 }, () => {
  it('shows the retry view in place of a lazy part whose file cannot be fetched', async () => {
    const Missing = lazy(() => Promise.reject(new TypeError(CHROMIUM_MISSING)));
    render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </AppErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TITLE);
    expect(alert.textContent).toContain('Uma nova versão do app pode ter sido publicada');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeTruthy();
  });

  it('says the connection is missing when the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Missing = lazy(() => Promise.reject(new TypeError(CHROMIUM_MISSING)));
    render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Sem conexão com a internet');
  });

  it('"Tentar novamente" runs the retry (a full reload in the app)', () => {
    const retry = vi.fn();
    render(<AppErrorView error={new TypeError(CHROMIUM_MISSING)} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the tab bar when a page fails as it renders, and says something went wrong', async () => {
    render(
      <MemoryRouter initialEntries={[paths.home]}>
        <AppProvider>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path={paths.home} element={<BrokenPage />} />
            </Route>
          </Routes>
        </AppProvider>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TITLE);
    expect(alert.textContent).toContain('Ocorreu um erro ao carregar esta página.');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeTruthy();
  });

  it('opens a dialog with "Tentar novamente" when the login popup cannot load, over the page', async () => {
    renderApp(paths.terms);
    await screen.findByRole('heading', { name: 'Termos de uso' });
    act(() => setAppState({ loginPopup: true }));
    // (Vitest wraps the mocked module's error in its own, so the body here is the general one.)
    await screen.findByRole('dialog', { name: TITLE });
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Termos de uso' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getAppState().loginPopup).toBe(false);
  });
});
