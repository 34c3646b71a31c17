import type { AdminWithdrawal, StaffView } from '@jl/core/contracts/admin.ts';
import type { AdjustmentView } from '@jl/core/contracts/admin-money.ts';
import type { AdminDashboard } from '@jl/core/contracts/reports.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { AdjustmentsPage } from './adjustments/adjustments-page.tsx';
import { WithdrawalsPage } from './withdrawals/withdrawals-page.tsx';

/** Every action that moves money waits for a confirmation naming the amount and the player. */
const me = { id: '1', username: 'dona', email: 'dona@example.com', role: 'finance' } as StaffView;
const WHEN = '2026-05-01T12:00:00.000Z';

const withdrawal = (over: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id: '31',
  order_no: 'W0031',
  member_id: '700',
  amount: '1234.56',
  fee: '0.00',
  net: '1234.56',
  status: 'applying',
  cpf: '123.456.789-09',
  name: 'Maria da Silva',
  pix_key: '123.456.789-09',
  vip_level: 2,
  review: 'staff',
  approvals_required: 2,
  approvals: 0,
  first_approved_by: null,
  first_approved_by_name: null,
  reviewed_by: null,
  reviewed_by_name: null,
  reason: null,
  created_at: WHEN,
  updated_at: WHEN,
  ...over,
});

let rows: unknown[] = [];
let posts: { url: string; body: unknown }[] = [];
let answer: unknown = null;
beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ code: 1, msg: '', data: answer });
    }
    return Response.json({ code: 1, msg: '', data: { list: rows, total: rows.length, page: 1, size: 20 } });
  });
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

describe('approving a withdrawal', { timeout: 20_000 }, () => {
  it('asks first, naming the amount and the player; nothing is sent before confirm', async () => {
    rows = [withdrawal()];
    answer = {
      withdrawal: withdrawal({ approvals: 1, first_approved_by: '1', first_approved_by_name: 'dona' }),
    };
    renderPage(<WithdrawalsPage me={me} />);
    const row = (await screen.findByText('W0031')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Aprovar (1ª de 2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprovar o saque W0031?' });
    expect(dialog.textContent).toMatch(/R\$\s1\.234,56/);
    expect(dialog.textContent).toContain('#700 · Maria da Silva');
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar (1ª de 2)' }));
    await waitFor(() => expect(posts.map((p) => p.url)).toEqual(['/api/v2/admin/withdrawals/31/approve']));
    expect((await screen.findByRole('status')).textContent).toContain('Primeira aprovação do saque W0031');
  });

  it('the first approver sees approve off, with the reason in words; the approver by name', async () => {
    rows = [withdrawal({ approvals: 1, first_approved_by: '1', first_approved_by_name: 'dona' })];
    renderPage(<WithdrawalsPage me={me} />);
    const row = (await screen.findByText('W0031')).closest('tr')!;
    const approve = within(row).getByRole('button', {
      name: 'Aprovar e pagar (2ª de 2)',
    }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(row.textContent).toContain('a 2ª precisa ser de outra pessoa da equipe');
    expect(row.textContent).toContain('1ª por dona');
    expect(row.textContent).not.toContain('#1');
  });

  it('another staff member pays with the second approval', async () => {
    rows = [withdrawal({ approvals: 1, first_approved_by: '2', first_approved_by_name: 'fernanda' })];
    renderPage(<WithdrawalsPage me={me} />);
    const row = (await screen.findByText('W0031')).closest('tr')!;
    expect(row.textContent).toContain('1ª por fernanda');
    fireEvent.click(within(row).getByRole('button', { name: 'Aprovar e pagar (2ª de 2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprovar o saque W0031?' });
    expect(within(dialog).getByRole('button', { name: 'Aprovar e pagar' })).toBeTruthy();
  });

  it('the notice belongs to the action and the tab: a rejection replaces it, another tab hides it', async () => {
    rows = [withdrawal({ approvals_required: 1 })];
    answer = { withdrawal: withdrawal({ approvals_required: 1, status: 'wait' }) };
    renderPage(<WithdrawalsPage me={me} />);
    let row = (await screen.findByText('W0031')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Aprovar' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aprovar e pagar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saque W0031 aprovado');
    fireEvent.click(screen.getByRole('tab', { name: 'Pagos' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Em análise' }));
    row = (await screen.findByText('W0031')).closest('tr')!;
    answer = { withdrawal: withdrawal({ status: 'rejected' }) };
    fireEvent.click(within(row).getByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'Titular diverge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar saque' }));
    const notice = await screen.findByRole('status');
    await waitFor(() => expect(notice.textContent).toContain('Saque W0031 recusado'));
    expect(screen.queryByText(/aprovado/)).toBeNull();
  });
});

describe('approving an adjustment', () => {
  it('asks first, naming the amount and the player', async () => {
    const adjustment: AdjustmentView = {
      id: '11',
      member_id: '700',
      code: 2,
      amount: '25.00',
      target: 'cash',
      reason: 'Compensação',
      status: 'pending',
      requested_by: '2',
      requested_by_name: 'fernanda',
      requested_at: WHEN,
      expires_at: WHEN,
      decided_by: null,
      decided_by_name: null,
      decided_at: null,
      decision_reason: null,
      transfer_id: null,
    };
    rows = [adjustment];
    renderPage(<AdjustmentsPage me={me} />);
    const row = (await screen.findByText('Compensação')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Aprovar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aplicar o ajuste nº 11?' });
    expect(dialog.textContent).toMatch(/R\$\s25,00/);
    expect(dialog.textContent).toContain('#700');
    expect(posts).toEqual([]);
  });
});

describe('the dashboard by role', () => {
  const day = (revenue: boolean): AdminDashboard['days'][number] => ({
    day: '2026-05-01',
    ...(revenue
      ? { deposits: '10.00', withdrawals: '5.00', ggr: '3.00', bonus_cost: '1.00', ngr: '2.00' }
      : {}),
    registrations: 4,
    first_deposits: 1,
    active_players: 9,
    rounds: 30,
  });
  const pending = {
    withdrawals_to_review: 0,
    payments_not_credited: 0,
    adjustments_to_approve: 0,
    tickets_open: 0,
    tickets_waiting: 0,
    referrals_flagged: 0,
    kyc_to_review: 0,
    jobs_failing: 0,
  };

  it('without revenue in the answer, shows no money box and no money chart', () => {
    renderPage(<DashboardView data={{ days: [day(false)], pending, payouts_overdue: null }} />);
    expect(screen.queryByText('GGR hoje')).toBeNull();
    expect(screen.queryByText('Saques além de 120 min')).toBeNull();
    expect(screen.queryByText(/R\$/)).toBeNull();
    expect(screen.getByText('Cadastros hoje')).toBeTruthy();
  });

  it('with revenue, shows the money', () => {
    renderPage(
      <DashboardView
        data={{ days: [day(true)], pending, payouts_overdue: { count: 2, oldest_seconds: 7_500 } }}
      />,
    );
    expect(screen.getByText('GGR hoje')).toBeTruthy();
    // Withdrawals past the 120-minute payout deadline: the count and the oldest one's age.
    expect(screen.getByText('Saques além de 120 min')).toBeTruthy();
    expect(screen.getByText('Mais antigo: 2 h 05 min')).toBeTruthy();
  });
});
