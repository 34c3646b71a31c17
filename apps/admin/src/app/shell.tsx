import type { StaffView } from '@jl/core/contracts/admin.ts';
import { NavLink, Outlet } from 'react-router';
import { canSee, type SCREENS } from '../features/auth/api.ts';
import { SignOut } from '../features/auth/sign-in-page.tsx';

const NAV: { to: string; label: string; screen: keyof typeof SCREENS }[] = [
  { to: '/', label: 'Painel', screen: 'dashboard' },
  { to: '/players', label: 'Jogadores', screen: 'players' },
  { to: '/withdrawals', label: 'Saques', screen: 'withdrawals' },
  { to: '/approvals', label: 'Aprovações', screen: 'adjustments' },
  { to: '/staff', label: 'Equipe', screen: 'staff' },
  { to: '/games/rtp', label: 'RTP dos jogos', screen: 'games' },
  { to: '/settings/vip', label: 'Níveis VIP', screen: 'settings' },
  { to: '/audit', label: 'Auditoria', screen: 'audit' },
  { to: '/jobs', label: 'Tarefas', screen: 'jobs' },
];

const ROLE_LABEL = {
  owner: 'Proprietário',
  finance: 'Financeiro',
  support: 'Suporte',
  marketing: 'Marketing',
};

/** The desktop-first frame: navigation by role on the left, the screen on the right. */
export function Shell(props: { staff: StaffView }) {
  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Back office">
        <div className="brand">
          Jogo Limpo<small>Back office</small>
        </div>
        {NAV.filter((n) => canSee(props.staff.role, n.screen)).map((n) => (
          <NavLink
            key={n.to}
            to={n.to}
            end={n.to === '/'}
            className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
          >
            {n.label}
          </NavLink>
        ))}
        <div className="sidebar-foot">
          <span>
            <strong>{props.staff.username}</strong> · {ROLE_LABEL[props.staff.role]}
          </span>
          <span>A sessão termina após 30 minutos sem uso.</span>
          <SignOut className="btn small" />
        </div>
      </nav>
      <main className="main">
        <Outlet />
      </main>
    </div>
  );
}
