import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/store.ts';
import { toastStore } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import type { WalletInfo } from '../api/wallet-api.ts';
import { WalletCard } from './wallet-card.tsx';

const catalogs = import.meta.glob<{ wallet: Record<string, string> }>(
  '../../../../../../packages/core/src/i18n/locales/*/wallet.json',
  { eager: true, import: 'default' },
);

const wallet = (over: Partial<WalletInfo> = {}): WalletInfo => ({
  balance: '1234.56',
  withdrawable: '34.56',
  locked: '1200.00',
  team_bonus: '0.00',
  withdraw_pending: '0.00',
  wager_required: '1800.00',
  wager_done: '450.00',
  wager_remaining: '1350.00',
  can_unlock: false,
  ...over,
});

const ok = (data: unknown, msg = '') => ({ code: 1, msg, data });

// pt-BR money has a no-break space after R$.
const brl = (text: string) => text.replace(' ', '\u00a0');

beforeEach(() => {
  resetApp();
  setSession({ member_id: '7', token: 'tok' });
});
afterEach(cleanup);

describe('wallet card', { timeout: 20_000 }, () => {
  it('shows the available balance, the balance to be wagered, withdrawable and locked in pt-BR money', async () => {
    configureApiClient({ fetch: routeFetch({ '/wallet/info': () => ok(wallet()) }).fetch });
    renderWithProviders(<WalletCard />);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe(brl('R$ 1.234,56'));
    expect(screen.getByTestId('wallet-to-wager').textContent).toBe(brl('R$ 1.350,00'));
    expect(screen.getByTestId('wallet-withdrawable').textContent).toBe(brl('R$ 34,56'));
    expect(screen.getByTestId('wallet-locked').textContent).toBe(brl('R$ 1.200,00'));
    // The wagering still to do is not a balance, and its label does not call it one.
    expect(screen.getByText('Falta apostar')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    // Testing Library folds the no-break space into a plain one when it matches text.
    expect(screen.getByText('Apostas válidas: R$ 450,00 de R$ 1.800,00')).toBeTruthy();
  });

  it('draws the card with its wagering sources in one go: nothing below is pushed down when they arrive', async () => {
    let release: () => void = () => {};
    const wagering = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sources = {
      sources: [
        {
          kind: 'deposit',
          code: 1,
          amount: '100.00',
          required: '150.00',
          done: '30.00',
          at: '2026-11-20T12:00:00Z',
        },
      ],
      required: '150.00',
      done: '30.00',
      locked: '100.00',
      can_unlock: false,
    };
    const answers = routeFetch({ '/wallet/info': () => ok(wallet()), '/wallet/wagering': () => ok(sources) });
    const slow: typeof fetch = async (input, init) => {
      if (String(input).includes('/wallet/wagering')) await wagering;
      return answers.fetch(input, init);
    };
    configureApiClient({ fetch: slow });
    const view = renderWithProviders(<WalletCard />);
    // The wallet's own answer is in (in the query cache), and the card still waits for the sources.
    await waitFor(() => expect(view.queryClient.getQueryData(['wallet', 'info'])).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    release();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe(brl('R$ 1.234,56'));
    expect(screen.getByTestId('wager-sources')).toBeTruthy();
  });

  it('says that all of the balance is withdrawable when nothing is locked and nothing is to be wagered', async () => {
    const cash = wallet({
      balance: '100.00',
      withdrawable: '100.00',
      locked: '0.00',
      wager_required: '0.00',
      wager_done: '0.00',
      wager_remaining: '0.00',
    });
    configureApiClient({ fetch: routeFetch({ '/wallet/info': () => ok(cash) }).fetch });
    renderWithProviders(<WalletCard />);
    expect(await screen.findByText('Nenhum saldo bloqueado: todo o seu saldo pode ser sacado')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('wallet-to-wager').textContent).toBe(brl('R$ 0,00'));
  });

  it('shows a loading placeholder first and a retry when the wallet cannot be loaded', async () => {
    let fail = true;
    const api = routeFetch({
      '/wallet/info': () => (fail ? { code: 0, msg: 'Erro', data: { error: 'X' } } : ok(wallet())),
    });
    configureApiClient({ fetch: api.fetch });
    const view = renderWithProviders(<WalletCard />);
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Não foi possível carregar o saldo')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe(brl('R$ 1.234,56'));
  });

  it("asks for confirmation and shows the server's 'Condition not met' when wagering is not met", async () => {
    const api = routeFetch({
      '/wallet/info': () => ok(wallet()),
      '/wallet/unlock': () => ({
        code: 0,
        msg: 'Condição não atendida',
        data: { error: 'CONDITION_NOT_MET' },
      }),
    });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<WalletCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Liberar saques' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar saques?' });
    expect(within(dialog).getByText('Saldo bloqueado a liberar: R$ 1.200,00')).toBeTruthy();
    expect(api.calls.some((call) => call.url.includes('/wallet/unlock'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Liberar agora' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Condição não atendida'));
    expect(toastStore.get()?.tone).toBe('error');
    const unlock = api.calls.find((call) => call.url.includes('/wallet/unlock'));
    expect(unlock?.init.method).toBe('POST');
    expect((unlock!.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('moves the locked balance on success: localised toast and the wallet of the answer', async () => {
    const after = wallet({
      withdrawable: '1234.56',
      locked: '0.00',
      wager_remaining: '0.00',
      can_unlock: false,
    });
    const onUnlocked = { called: 0 };
    let current = wallet({ wager_done: '1800.00', wager_remaining: '0.00', can_unlock: true });
    const api = routeFetch({
      '/wallet/info': () => ok(current),
      '/wallet/unlock': () => {
        current = after;
        return ok({ unlocked: '1200.00', wallet: after }, '1200.00 liberados para saque');
      },
    });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<WalletCard onUnlocked={() => onUnlocked.called++} />);
    expect(await screen.findByText('Volume de apostas atingido')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Liberar saques' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Liberar agora' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe(brl('R$ 1.200,00 liberados para saque')));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-withdrawable').textContent).toBe(brl('R$ 1.234,56')),
    );
    expect(onUnlocked.called).toBe(1);
  });

  it('labels the wagering still to do as wagering, not as a balance, in all five locales', () => {
    const balanceWord: Record<string, RegExp> = {
      'pt-BR': /saldo/i,
      en: /balance/i,
      es: /saldo/i,
      'zh-Hans': /余额|金额/,
      'id-ID': /saldo/i,
    };
    const seen = Object.entries(catalogs).map(([path, catalog]) => {
      const locale = /locales\/([^/]+)\//.exec(path)![1]!;
      expect(catalog.wallet.toWager, locale).not.toMatch(balanceWord[locale]!);
      return locale;
    });
    expect(seen.sort()).toEqual(['en', 'es', 'id-ID', 'pt-BR', 'zh-Hans']);
  });
});
