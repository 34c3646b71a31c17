import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { TAB_KEYS, TAB_PATHS, type TabKey } from '../../config/paths.ts';
import { openLogin } from '../../lib/session.ts';
import { useAppState } from '../../lib/store.ts';
import './tab-bar.css';

const ICONS: Record<TabKey, IconName> = {
  home: 'home',
  team: 'team',
  vip: 'wallet',
  activity: 'gift',
  mine: 'user',
};

/**
 * The five-entry tab bar (docs/SPECIFICATION.md §2). The VIP tab is labelled as recharge and drawn as the raised
 * centre button. Without a member id, every tab but home opens the login popup instead.
 */
export function TabBar({ current }: { current: TabKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasMember = useAppState((s) => Boolean(s.member?.member_id));

  const go = (tab: TabKey) => {
    if (tab !== 'home' && !hasMember) {
      openLogin(TAB_PATHS[tab]);
      return;
    }
    if (tab !== current) navigate(TAB_PATHS[tab]);
  };

  return (
    <nav className="jl-tabbar" aria-label={t('tabs.label')}>
      {TAB_KEYS.map((tab) => {
        const selected = tab === current;
        const centre = tab === 'vip';
        return (
          <button
            key={tab}
            type="button"
            className={`jl-tabbar__item${selected ? ' is-selected' : ''}${centre ? ' jl-tabbar__item--centre' : ''}`}
            aria-current={selected ? 'page' : undefined}
            onClick={() => go(tab)}
          >
            <span className="jl-tabbar__icon">
              <Icon name={ICONS[tab]} size={centre ? 28 : 24} strokeWidth={centre ? 2 : 1.8} />
            </span>
            <span className="jl-tabbar__label">{t(`tabs.${tab}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
