import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { AdminKycCase } from '@jl/core/contracts/admin-kyc.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KycPage } from './kyc-page.tsx';

const CASE: AdminKycCase = {
  member_id: '7',
  state: 'review',
  reason: 'name_mismatch',
  typed: { name: 'Joana Pereira Lima', cpf: '512.818.042-58', birth_date: '1988-02-29' },
  bureau: {
    provider: 'sandbox',
    checks: [
      { kind: 'age', outcome: 'passed', at: '2026-03-10T15:00:00.000Z' },
      { kind: 'name', outcome: 'failed', at: '2026-03-10T15:00:00.000Z' },
    ],
  },
  attempt: 1,
  updated_at: '2026-03-10T15:00:00.000Z',
  proposal: {
    id: '3',
    requested_by: '1',
    requested_by_name: 'ana.fin',
    reason: 'Nome de casada',
    requested_at: '2026-03-10T15:05:00.000Z',
    expires_at: '2026-03-13T15:05:00.000Z',
  },
};
let sent: { url: string; body: string | undefined }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: init?.body as string | undefined });
    const data = { list: [CASE], total: 1, page: 1, size: 20 };
    return new Response(JSON.stringify({ code: 1, msg: '', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = (id: string, role: StaffView['role']) =>
  ({ id, username: 'x', email: 'x@x.dev', role }) as StaffView;
const renderAs = (me: StaffView) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <KycPage me={me} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the identity-verification queue', () => {
  it('shows what the player typed beside the bureau’s answer, and the proposal waiting', async () => {
    renderAs(staff('2', 'finance'));
    expect(await screen.findByText('Joana Pereira Lima')).toBeTruthy();
    expect(screen.getByText('29/02/1988')).toBeTruthy();
    expect(screen.getByText('não confere')).toBeTruthy();
    expect(screen.getByText('Proposta de ana.fin: Nome de casada')).toBeTruthy();
    expect(sent[0]!.url).toContain('/admin/kyc?state=review');
  });

  it('the proposer cannot confirm their own proposal; a colleague confirms it after a confirmation', async () => {
    renderAs(staff('1', 'finance'));
    const own = await screen.findByRole('button', { name: 'Confirmar aprovação' });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getAllByText('Outra pessoa independente precisa confirmar sua proposta').length,
    ).toBeGreaterThan(0);
    cleanup();
    renderAs(staff('2', 'finance'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar aprovação' }));
    expect(screen.getByText('Confirmar a identidade do jogador 7?')).toBeTruthy();
    expect(sent.some((s) => s.url.includes('/approvals/3/confirm'))).toBe(false);
  });

  it('support reads the queue without decision buttons', async () => {
    renderAs(staff('4', 'support'));
    expect(await screen.findByText('Joana Pereira Lima')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recusar verificação' })).toBeNull();
  });
});
