import type { StaffView } from '@jl/core/contracts/admin.ts';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../components/ui/language-switcher.tsx';
import { Loading } from '../components/ui/page.tsx';
import { canSee, type SCREENS } from '../features/auth/access.ts';
import { SignOut } from '../features/auth/components/sign-in-steps.tsx';
import { t } from '../lib/i18n.ts';

/** Each entry's words are a catalog key, read at render so that a language switch renames them. */
const NAV: { to: string; label: string; screen: keyof typeof SCREENS }[] = [
  { to: '/', label: 'backoffice.shell.nav.dashboard', screen: 'dashboard' },
  { to: '/players', label: 'backoffice.shell.nav.players', screen: 'players' },
  { to: '/withdrawals', label: 'backoffice.shell.nav.withdrawals', screen: 'withdrawals' },
  { to: '/approvals', label: 'backoffice.shell.nav.approvals', screen: 'adjustments' },
  { to: '/kyc', label: 'backoffice.kyc.nav', screen: 'kyc' },
  { to: '/payments', label: 'backoffice.shell.nav.payments', screen: 'payments' },
  { to: '/tickets', label: 'backoffice.shell.nav.tickets', screen: 'tickets' },
  { to: '/referrals', label: 'backoffice.shell.nav.referrals', screen: 'referrals' },
  { to: '/reconciliation', label: 'backoffice.reconciliation.nav', screen: 'reconciliation' },
  { to: '/rg', label: 'backoffice.rgOverview.nav', screen: 'rg' },
  { to: '/reports', label: 'backoffice.shell.nav.reports', screen: 'reports' },
  { to: '/staff', label: 'backoffice.shell.nav.staff', screen: 'staff' },
  { to: '/games', label: 'backoffice.games.nav', screen: 'games' },
  { to: '/games/rtp', label: 'backoffice.shell.nav.rtp', screen: 'games' },
  { to: '/settings/site', label: 'backoffice.settings.nav', screen: 'settings' },
  { to: '/settings/vip', label: 'backoffice.settings.sections.vip', screen: 'settings' },
  { to: '/settings/activities', label: 'backoffice.settings.sections.activities', screen: 'activities' },
  { to: '/audit', label: 'backoffice.shell.nav.audit', screen: 'audit' },
  { to: '/jobs', label: 'backoffice.shell.nav.jobs', screen: 'jobs' },
];

/** Any settings section but the VIP table and activities (each has its own entry) lights the "Configurações" entry. */
const settingsSection = (pathname: string) => /^\/settings\/(?!vip|activities)/.test(pathname);

/** The desktop-first frame: navigation by role on the left, the screen on the right. */
export function Shell(props: { staff: StaffView }) {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <nav className="sidebar" aria-label={t('backoffice.shell.brand')}>
        <div className="brand">
          Jogo Limpo<small>{t('backoffice.shell.brand')}</small>
        </div>
        {NAV.filter((n) => canSee(props.staff.role, n.screen)).map((n) => (
          <NavLink
            key={n.to}
            to={n.to}
            end={n.to === '/' || n.to === '/games'}
            className={({ isActive }) =>
              `nav-link${isActive || (n.to === '/settings/site' && settingsSection(pathname)) ? ' active' : ''}`
            }
          >
            {t(n.label)}
          </NavLink>
        ))}
        <div className="sidebar-foot">
          <div className="sidebar-user">
            <span>
              <strong>{props.staff.username}</strong> · {t(`backoffice.shell.roles.${props.staff.role}`)}
            </span>
            <SignOut className="btn small" />
          </div>
          <span>{t('backoffice.shell.sessionNote')}</span>
          <LanguageSwitcher compact />
        </div>
      </nav>
      <main className="main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
