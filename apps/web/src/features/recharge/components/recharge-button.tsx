import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import './recharge.css';

/** The "Recarregar" call to action other pages (the VIP centre) place to open the recharge page. */
export function RechargeButton({ block = true }: { block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.recharge}
      className={`jl-recharge-action jl-btn jl-btn--primary jl-btn--lg${block ? ' jl-btn--block' : ''}`}
      data-testid="recharge-button"
    >
      <Icon name="wallet" size={20} />
      {t('pages.recharge')}
    </Link>
  );
}
