import { NavLink } from 'react-router';
import { t } from '../../../lib/i18n.ts';
import { SECTIONS } from '../api/settings-api.ts';

/** The sections' sub-navigation, then the VIP table's and the activities' own screens. */
export function SettingsNav() {
  return (
    <nav
      className="row settings-tabs"
      aria-label={t('backoffice.settings.title')}
      style={{ marginBottom: 16 }}
    >
      {SECTIONS.map((s) => (
        <NavLink
          key={s}
          to={`/settings/${s}`}
          className={({ isActive }) => `btn small${isActive ? ' primary' : ''}`}
        >
          {t(`backoffice.settings.sections.${s}`)}
        </NavLink>
      ))}
      <NavLink to="/settings/vip" className="btn small">
        {t('backoffice.settings.sections.vip')}
      </NavLink>
      <NavLink to="/settings/activities" className="btn small">
        {t('backoffice.settings.sections.activities')}
      </NavLink>
    </nav>
  );
}
