import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { AdjustmentView, UncreditedPayment } from '@jl/core/contracts/admin-money.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdjustmentsPage } from './adjustments/adjustments-page.tsx';
import { PaymentsPage } from './payments/payments-page.tsx';

/** The four-eyes queues with a request in them: what the checker may do, and the maker's dialog. */
const me = { id: '1', username: 'dona', email: 'dona@example.com', role: 'owner' } as StaffView;
const WHEN = '2026-05-01T12:00:00.000Z';
const decided = { decided_by: null, decided_by_name: null, decided_at: null, decision_reason: null };

const adjustment = (requestedBy: string): AdjustmentView => ({
  id: '11',
  member_id: '700',
  code: 2,
  amount: '25.00',
  target: 'cash',
  reason: 'Compensação',
  status: 'pending',
  requested_by: requestedBy,
  requested_by_name: requestedBy === me.id ? 'dona' : 'fernanda',
  requested_at: WHEN,
  expires_at: WHEN,
  ...decided,
  transfer_id: null,
});

const payment = (request: UncreditedPayment['last_request']): UncreditedPayment => ({
  id: '21',
  end_to_end_id: 'E1',
  txid: null,
  amount: '50.00',
  paid_at: WHEN,
  received_at: WHEN,
  payer_name: 'Ana',
  payer_cpf: null,
  payer_cpf_masked: '***.456.789-**',
  payer_member_id: '701',
  disposition: 'expired',
  order_no: 'R1',
  order_amount: '50.00',
  order_member_id: '700',
  refund_status: null,
  resolution: null,
  resolved_at: null,
  transfer_id: null,
  last_request: request,
});

let rows: unknown[] = [];
beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    Response.json({ code: 1, msg: '', data: { list: rows, total: rows.length, page: 1, size: 20 } }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the four-eyes queues', () => {
  it('an adjustment one asked for cannot be approved by oneself, only cancelled', async () => {
    rows = [adjustment(me.id)];
    renderPage(<AdjustmentsPage me={me} />);
    const row = (await screen.findByText('Compensação')).closest('tr')!;
    const approve = within(row).getByRole('button', { name: 'Aprovar' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(approve.title).not.toBe('');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('another’s adjustment can be approved or rejected', async () => {
    rows = [adjustment('2')];
    renderPage(<AdjustmentsPage me={me} />);
    const row = (await screen.findByText('Compensação')).closest('tr')!;
    expect((within(row).getByRole('button', { name: 'Aprovar' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(row).getByRole('button', { name: 'Recusar' })).toBeTruthy();
  });

  it('an open payment is credited to the order’s player by default, through a request', async () => {
    rows = [payment(null)];
    renderPage(<PaymentsPage me={me} />);
    const row = (await screen.findByText('Ana')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Creditar' }));
    const dialog = screen.getByRole('dialog');
    expect((dialog.querySelector('input[name="member_id"]') as HTMLInputElement).value).toBe('700');
  });
});
