import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Loading } from '../components/ui/page.tsx';
import { canSee } from '../features/auth/access.ts';
import { useMe } from '../features/auth/hooks/use-me.ts';
import { useLocale } from '../lib/i18n.ts';
import { useToken } from '../lib/session.ts';
import { lazyPage } from './lazy-page.tsx';
import { Shell } from './shell.tsx';

// Each screen is its own chunk, loaded when first opened (sign-in too: a signed-in start skips it).
const SignInPage = lazyPage(() => import('./routes/auth/sign-in-page.tsx').then((m) => m.SignInPage));
const InvitationPage = lazyPage(() =>
  import('./routes/auth/invitation-page.tsx').then((m) => m.InvitationPage),
);
const KycPage = lazyPage(() => import('./routes/kyc/kyc-page.tsx').then((m) => m.KycPage));
const AdjustmentsPage = lazyPage(() =>
  import('./routes/adjustments/adjustments-page.tsx').then((m) => m.AdjustmentsPage),
);
const AuditPage = lazyPage(() => import('./routes/audit/audit-page.tsx').then((m) => m.AuditPage));
const DashboardPage = lazyPage(() =>
  import('./routes/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
);
const GamesPage = lazyPage(() => import('./routes/games/games-page.tsx').then((m) => m.GamesPage));
const RtpPage = lazyPage(() => import('./routes/games/rtp-page.tsx').then((m) => m.RtpPage));
const JobsPage = lazyPage(() => import('./routes/jobs/jobs-page.tsx').then((m) => m.JobsPage));
const PaymentsPage = lazyPage(() =>
  import('./routes/payments/payments-page.tsx').then((m) => m.PaymentsPage),
);
const PlayerPage = lazyPage(() => import('./routes/players/player-page.tsx').then((m) => m.PlayerPage));
const PlayersPage = lazyPage(() => import('./routes/players/players-page.tsx').then((m) => m.PlayersPage));
const ReferralsPage = lazyPage(() =>
  import('./routes/referrals/referrals-page.tsx').then((m) => m.ReferralsPage),
);
const ActivitySettingsPage = lazyPage(() =>
  import('./routes/settings/activity-settings-page.tsx').then((m) => m.ActivitySettingsPage),
);
const SettingsPage = lazyPage(() =>
  import('./routes/settings/settings-page.tsx').then((m) => m.SettingsPage),
);
const VipSettingsPage = lazyPage(() =>
  import('./routes/settings/vip-settings-page.tsx').then((m) => m.VipSettingsPage),
);
const StaffPage = lazyPage(() => import('./routes/staff/staff-page.tsx').then((m) => m.StaffPage));
const TicketPage = lazyPage(() => import('./routes/tickets/ticket-page.tsx').then((m) => m.TicketPage));
const TicketsPage = lazyPage(() => import('./routes/tickets/tickets-page.tsx').then((m) => m.TicketsPage));
const ReconciliationPage = lazyPage(() =>
  import('./routes/reconciliation/reconciliation-page.tsx').then((m) => m.ReconciliationPage),
);
const ReportsPage = lazyPage(() => import('./routes/reports/reports-page.tsx').then((m) => m.ReportsPage));
const RgOverviewPage = lazyPage(() =>
  import('./routes/rg/rg-overview-page.tsx').then((m) => m.RgOverviewPage),
);
const WithdrawalsPage = lazyPage(() =>
  import('./routes/withdrawals/withdrawals-page.tsx').then((m) => m.WithdrawalsPage),
);

const RequestAdjustment = lazyPage(() =>
  import('../features/adjustments/components/request-adjustment.tsx').then((m) => m.RequestAdjustment),
);

const adjustForm = (memberId: string, onClose: () => void) => (
  <Suspense fallback={null}>
    <RequestAdjustment memberId={memberId} onClose={onClose} />
  </Suspense>
);

/** Sign-in (both factors) gates everything; each screen is routed only for the roles that use it. */
export function AppRoutes() {
  // Every screen below re-renders in the new language when the staff member switches it.
  useLocale();
  const token = useToken();
  const me = useMe();
  const path = useLocation().pathname;
  const signIn = (step: Parameters<typeof SignInPage>[0]['step']) => (
    <Suspense fallback={<Loading />}>
      <SignInPage step={step} />
    </Suspense>
  );
  // The invitation page is public: the invitee has no session yet.
  if (path === '/invitation')
    return (
      <Suspense fallback={<Loading />}>
        <InvitationPage />
      </Suspense>
    );
  if (!token) return signIn('password');
  if (me.isPending) return <Loading />;
  if (!me.data) return signIn('password');
  if (me.data.second_factor !== 'done') return signIn(me.data.second_factor);
  const role = me.data.staff.role;
  return (
    <Routes>
      <Route element={<Shell staff={me.data.staff} />}>
        <Route index element={<DashboardPage />} />
        {canSee(role, 'players') && <Route path="players" element={<PlayersPage />} />}
        {canSee(role, 'players') && (
          <Route
            path="players/:id"
            element={
              <PlayerPage
                adjust={canSee(role, 'adjustments') ? adjustForm : undefined}
                canClose={canSee(role, 'closure')}
                canHold={canSee(role, 'holds')}
              />
            }
          />
        )}
        {canSee(role, 'adjustments') && (
          <Route path="approvals" element={<AdjustmentsPage me={me.data.staff} />} />
        )}
        {canSee(role, 'kyc') && <Route path="kyc" element={<KycPage me={me.data.staff} />} />}
        {canSee(role, 'payments') && <Route path="payments" element={<PaymentsPage me={me.data.staff} />} />}
        {canSee(role, 'tickets') && <Route path="tickets" element={<TicketsPage />} />}
        {canSee(role, 'referrals') && (
          <Route path="referrals" element={<ReferralsPage me={me.data.staff} />} />
        )}
        {canSee(role, 'tickets') && <Route path="tickets/:id" element={<TicketPage />} />}
        {canSee(role, 'withdrawals') && (
          <Route path="withdrawals" element={<WithdrawalsPage me={me.data.staff} />} />
        )}
        {canSee(role, 'reports') && <Route path="reports" element={<ReportsPage />} />}
        {canSee(role, 'staff') && <Route path="staff" element={<StaffPage me={me.data.staff} />} />}
        {canSee(role, 'audit') && <Route path="audit" element={<AuditPage />} />}
        {canSee(role, 'jobs') && <Route path="jobs" element={<JobsPage />} />}
        {canSee(role, 'games') && <Route path="games" element={<GamesPage />} />}
        {canSee(role, 'games') && <Route path="games/rtp" element={<RtpPage />} />}
        {canSee(role, 'settings') && <Route path="settings/vip" element={<VipSettingsPage />} />}
        {canSee(role, 'activities') && (
          <Route path="settings/activities" element={<ActivitySettingsPage />} />
        )}
        {canSee(role, 'settings') && <Route path="settings/:section" element={<SettingsPage />} />}
        {canSee(role, 'reconciliation') && <Route path="reconciliation" element={<ReconciliationPage />} />}
        {canSee(role, 'rg') && <Route path="rg" element={<RgOverviewPage />} />}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
