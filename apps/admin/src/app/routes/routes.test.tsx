import type { StaffView } from '@jl/core/contracts/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// uPlot (the dashboard's charts) reads the pixel ratio when it loads; jsdom has no matchMedia.
vi.hoisted(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

import { AdjustmentsPage } from './adjustments/adjustments-page.tsx';
import { AuditPage } from './audit/audit-page.tsx';
import { InvitationPage } from './auth/invitation-page.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { GamesPage } from './games/games-page.tsx';
import { RtpPage } from './games/rtp-page.tsx';
import { JobsPage } from './jobs/jobs-page.tsx';
import { KycPage } from './kyc/kyc-page.tsx';
import { PaymentsPage } from './payments/payments-page.tsx';
import { PlayerPage } from './players/player-page.tsx';
import { PlayersPage } from './players/players-page.tsx';
import { ReferralsPage } from './referrals/referrals-page.tsx';
import { ActivitySettingsPage } from './settings/activity-settings-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { VipSettingsPage } from './settings/vip-settings-page.tsx';
import { StaffPage } from './staff/staff-page.tsx';
import { TicketPage } from './tickets/ticket-page.tsx';
import { TicketsPage } from './tickets/tickets-page.tsx';
import { WithdrawalsPage } from './withdrawals/withdrawals-page.tsx';

/**
 * Every route page renders against the staff API: the lists with an empty page (their table, headers
 * built from the catalogs), the others with a refusal (its message shown). A smoke test of the
 * composition; the browser journeys in e2e/ drive the real flows.
 */
const me = { id: '1', username: 'dona', email: 'dona@example.com', role: 'owner' } as StaffView;
const EMPTY_PAGE = { list: [], total: 0, page: 1, size: 20 };
const LISTS =
  /\/admin\/(payments\/uncredited|withdrawals|adjustments|kyc|team\/referrals|tickets|audit|players|staff|jobs|games\/rtp)(\?|$)/;

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://admin.test').pathname.replace('/api/v2', '');
    const body = LISTS.test(path)
      ? { code: 1, msg: '', data: EMPTY_PAGE }
      : { code: 0, msg: 'Recusado pelo servidor', data: { error: 'refused' } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string, path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the back office’s route pages', () => {
  it.each([
    ['payments', () => <PaymentsPage me={me} />, 'Pix não creditados'],
    ['withdrawals', () => <WithdrawalsPage me={me} />, 'Saques'],
    ['approvals', () => <AdjustmentsPage me={me} />, 'Aprovações'],
    ['kyc', () => <KycPage me={me} />, 'Verificação de identidade'],
    ['referrals', () => <ReferralsPage me={me} />, 'Indicações sinalizadas'],
    ['tickets', () => <TicketsPage />, 'Chamados'],
    ['audit', () => <AuditPage />, 'Auditoria'],
    ['players?q=ana', () => <PlayersPage />, 'Jogadores'],
    ['staff', () => <StaffPage me={me} />, 'Equipe'],
    ['jobs', () => <JobsPage />, undefined],
    ['games/rtp', () => <RtpPage />, undefined],
  ] as const)('/%s lists an empty page', async (url, element, heading) => {
    renderAt(`/${url}`, `/${url.split('?')[0]}`, element());
    expect(await screen.findByRole('table')).toBeTruthy();
    if (heading) expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it.each([
    ['/', '/', () => <DashboardPage />],
    ['/games', '/games', () => <GamesPage />],
    ['/players/7', '/players/:id', () => <PlayerPage canClose canHold />],
    ['/tickets/3', '/tickets/:id', () => <TicketPage />],
    ['/settings/site', '/settings/:section', () => <SettingsPage />],
    ['/settings/vip', '/settings/vip', () => <VipSettingsPage />],
    ['/settings/activities', '/settings/activities', () => <ActivitySettingsPage />],
  ] as const)('%s shows the server’s refusal', async (url, path, element) => {
    renderAt(url, path, element());
    expect((await screen.findByRole('alert')).textContent).toBe('Recusado pelo servidor');
  });

  it('/invitation sets the password with the link’s token and shows the server’s refusal', async () => {
    window.location.hash = '#tok_abcdefghijklmnopqrstuvwxyz';
    renderAt('/invitation', '/invitation', <InvitationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Defina sua senha');
    fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: 'minha-senha-longa' } });
    fireEvent.change(screen.getByLabelText('Repita a senha'), { target: { value: 'minha-senha-longa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Recusado pelo servidor');
    window.location.hash = '';
  });
});
