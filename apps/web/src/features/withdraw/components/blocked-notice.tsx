import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import './withdraw.css';

/** Where the player can fix each rule that blocks a withdrawal before they type anything. */
const ACTIONS: Record<string, { to: string; label: 'goVip' | 'goBind' | 'goPlay' }> = {
  WITHDRAW_VIP_TOO_LOW: { to: paths.vip, label: 'goVip' },
  WITHDRAW_ACCOUNT_REQUIRED: { to: paths.withdrawBind, label: 'goBind' },
  WITHDRAW_WAGERING_NOT_MET: { to: paths.home, label: 'goPlay' },
};

/** The server's first unmet rule (from `/withdraw/init`), with a link to what fixes it. */
export function BlockedNotice({ blocked }: { blocked: { error: string; msg: string } }) {
  const { t } = useTranslation('vip');
  const action = ACTIONS[blocked.error];
  return (
    <div className="jl-wd-blocked" role="status" data-testid="withdraw-blocked" data-error={blocked.error}>
      <Icon name="info" size={20} />
      <div className="jl-wd-blocked__text">
        <p>{blocked.msg}</p>
        {blocked.error === 'WITHDRAW_WAGERING_NOT_MET' ? (
          <p className="jl-wd-blocked__rule">{t('withdraw.unlockRule')}</p>
        ) : null}
        {action ? (
          <Link to={action.to} className="jl-wd-link">
            {t(`withdraw.${action.label}`)}
            <Icon name="chevronRight" size={16} />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
