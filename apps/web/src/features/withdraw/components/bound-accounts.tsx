import { useTranslation } from 'react-i18next';
import type { WithdrawAccounts } from '../api/withdraw-api.ts';
import { AccountSummary } from './account-summary.tsx';
import './withdraw.css';

/** The player's bound Pix accounts (masked), with the count against the maximum. */
export function BoundAccounts({ accounts }: { accounts: WithdrawAccounts }) {
  const { t } = useTranslation('vip');
  if (accounts.list.length === 0) return null;
  return (
    <section className="jl-wd-card" aria-labelledby="wd-bound">
      <h2 id="wd-bound" className="jl-wd-card__title">
        {t('bind.accountsTitle', { count: accounts.list.length, max: accounts.max })}
      </h2>
      <ul className="jl-wd-bound" data-testid="bound-accounts">
        {accounts.list.map((account) => (
          <li key={account.id} className="jl-wd-account is-static">
            <AccountSummary account={account} />
          </li>
        ))}
      </ul>
    </section>
  );
}
