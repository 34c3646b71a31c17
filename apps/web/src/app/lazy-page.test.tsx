import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { paths } from '../config/paths.ts';
import { LazyPage } from './lazy-page.tsx';
import type { PageModule, RouteDef } from './routes.ts';

const Loaded = () => <p>page content</p>;

function route(load: RouteDef['load']): RouteDef {
  return { path: paths.fundLog, public: false, title: 'fundLog', back: paths.mine, load };
}

const renderPage = (def: RouteDef) =>
  render(
    <MemoryRouter>
      <LazyPage route={def} />
    </MemoryRouter>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('lazy pages (docs/SPECIFICATION.md §2, §8)', () => {
  it('shows nothing for the first 200 ms, then the loading state', async () => {
    renderPage(route(() => new Promise<PageModule>(() => {})));
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByText('Carregando página…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getAllByText('Carregando página…').length).toBeGreaterThan(0);
  });

  it('renders the page without a loading flash when it arrives quickly', async () => {
    renderPage(route(() => Promise.resolve({ default: Loaded })));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('page content')).toBeTruthy();
    expect(screen.queryByText('Carregando página…')).toBeNull();
  });

  it('reports a timeout after 60 s and loads again on Retry', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? new Promise<PageModule>(() => {}) : Promise.resolve({ default: Loaded });
    };
    renderPage(route(load));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Não foi possível abrir esta página')).toBeTruthy();
    expect(screen.getByText(/mais de 60 segundos/)).toBeTruthy();
    expect(screen.getByText(/Tipo: timeout/)).toBeTruthy();
    expect(screen.getByText(/Endereço: \/pages\/mine\/fund_log/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('reports a missing file with its URL and offers to reload the app', async () => {
    const url = 'https://jl.example/assets/fund-log-1a2b.js';
    renderPage(
      route(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))),
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText(/O arquivo desta página não foi encontrado/)).toBeTruthy();
    expect(screen.getByText(/Tipo: missing/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`Endereço: ${url}`))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar o app' })).toBeTruthy();
  });

  it('says the connection is missing, not the file, when the phone is offline', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const url = 'https://jl.example/assets/fund-log-1a2b.js';
    renderPage(
      route(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))),
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText(/Sem conexão com a internet/)).toBeTruthy();
    expect(screen.queryByText(/O arquivo desta página não foi encontrado/)).toBeNull();
    expect(screen.getByText(/Tipo: missing/)).toBeTruthy();
    offline.mockRestore();
  });

  it('reports any other failure as "other"', async () => {
    renderPage(route(() => Promise.reject(new Error('boom'))));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Ocorreu um erro ao carregar esta página.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recarregar o app' })).toBeNull();
  });
});
