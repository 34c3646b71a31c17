import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import { OrderView } from './order-view.tsx';

const order = (status: 'wait' | 'success' | 'fail') => ({
  code: 1,
  msg: '',
  data: {
    order_no: 'R1',
    amount: '50.00',
    status,
    br_code: '00020126…6304ABCD',
    qr_image: 'data:image/svg+xml;base64,PHN2Zy8+',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    paid_at: status === 'success' ? new Date().toISOString() : null,
  },
});

function renderOrder(orderNo: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OrderView orderNo={orderNo} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

beforeEach(resetApp);

describe('the recharge result', () => {
  it('shows the QR, the copy-and-paste code and the countdown, then turns to success by polling', async () => {
    let polls = 0;
    configureApiClient({
      fetch: routeFetch({
        '/recharge/order': () => (++polls >= 2 ? order('success') : order('wait')),
        '/recharge/init': () => ({ code: 1, msg: '', data: { sandbox_payer_url: null } }),
      }).fetch,
    });
    renderOrder('R1');
    expect(await screen.findByTestId('recharge-wait', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByTestId('br-code') as HTMLTextAreaElement).value).toBe('00020126…6304ABCD');
    expect(screen.getByText(/Expira em (29:[0-5]\d|30:00)/)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await screen.findByTestId('recharge-success', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByText('R$ 50,00 creditados no seu saldo.')).toBeTruthy();
    expect(polls).toBe(2);
  }, 10_000);

  it("says so when the order is unknown or another player's", async () => {
    configureApiClient({
      fetch: routeFetch({
        '/recharge/order': () => ({ code: 0, msg: 'Não encontrado', data: { error: 'NOT_FOUND' } }),
        '/recharge/init': () => ({ code: 1, msg: '', data: { sandbox_payer_url: null } }),
      }).fetch,
    });
    renderOrder('R404');
    expect(await screen.findByText('Pedido não encontrado')).toBeTruthy();
  });

  it('offers a new charge when the order expired', async () => {
    configureApiClient({
      fetch: routeFetch({
        '/recharge/order': () => order('fail'),
        '/recharge/init': () => ({ code: 1, msg: '', data: { sandbox_payer_url: null } }),
      }).fetch,
    });
    renderOrder('R1');
    expect(await screen.findByTestId('recharge-fail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gerar nova cobrança' }).getAttribute('href')).toBe(
      '/pages/recharge/recharge',
    );
  });
});
