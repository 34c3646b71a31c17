import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/ui/page.tsx';
import { RequestAdjustment } from '../features/adjustments/components/request-adjustment.tsx';
import { canSee } from '../features/auth/access.ts';
import { useMe } from '../features/auth/hooks/use-me.ts';
import { useLocale } from '../lib/i18n.ts';
import { useToken } from '../lib/session.ts';
import { AdjustmentsPage } from './routes/adjustments/adjustments-page.tsx';
import { AuditPage } from './routes/audit/audit-page.tsx';
import { SignInPage } from './routes/auth/sign-in-page.tsx';
import { DashboardPage } from './routes/dashboard/dashboard-page.tsx';
import { GamesPage } from './routes/games/games-page.tsx';
import { RtpPage } from './routes/games/rtp-page.tsx';
import { JobsPage } from './routes/jobs/jobs-page.tsx';
import { PaymentsPage } from './routes/payments/payments-page.tsx';
import { PlayerPage } from './routes/players/player-page.tsx';
import { PlayersPage } from './routes/players/players-page.tsx';
import { ReferralsPage } from './routes/referrals/referrals-page.tsx';
import { ReportsPage } from './routes/reports/reports-page.tsx';
import { ActivitySettingsPage } from './routes/settings/activity-settings-page.tsx';
import { SettingsPage } from './routes/settings/settings-page.tsx';
import { VipSettingsPage } from './routes/settings/vip-settings-page.tsx';
import { StaffPage } from './routes/staff/staff-page.tsx';
import { TicketPage } from './routes/tickets/ticket-page.tsx';
import { TicketsPage } from './routes/tickets/tickets-page.tsx';
import { WithdrawalsPage } from './routes/withdrawals/withdrawals-page.tsx';
import { Shell } from './shell.tsx';

const adjustForm = (memberId: string, onClose: () => void) => (
  <RequestAdjustment memberId={memberId} onClose={onClose} />
);

/** Sign-in (both factors) gates everything; each screen is routed only for the roles that use it. */
export function AppRoutes() {
  // Every screen below re-renders in the new language when the staff member switches it.
  useLocale();
  const token = useToken();
  const me = useMe();
  if (!token) return <SignInPage step="password" />;
  if (me.isPending) return <Loading />;
  if (!me.data) return <SignInPage step="password" />;
  if (me.data.second_factor !== 'done') return <SignInPage step={me.data.second_factor} />;
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
        {canSee(role, 'payments') && <Route path="payments" element={<PaymentsPage me={me.data.staff} />} />}
        {canSee(role, 'tickets') && <Route path="tickets" element={<TicketsPage />} />}
        {canSee(role, 'referrals') && (
          <Route
            path="referrals"
            element={<ReferralsPage canDecide={role === 'owner' || role === 'support'} />}
          />
        )}
        {canSee(role, 'tickets') && <Route path="tickets/:id" element={<TicketPage />} />}
        {canSee(role, 'withdrawals') && (
          <Route path="withdrawals" element={<WithdrawalsPage role={role} />} />
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
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
