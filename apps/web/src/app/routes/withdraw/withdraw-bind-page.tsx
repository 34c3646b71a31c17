import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import {
  fetchAccounts,
  fetchHasWithdrawPassword,
  fetchPayer,
  withdrawKeys,
} from '../../../features/withdraw/api/withdraw-api.ts';
import { BindForm, initialFromPayer } from '../../../features/withdraw/components/bind-form.tsx';
import { BoundAccounts } from '../../../features/withdraw/components/bound-accounts.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

const orThrow = async <T,>(load: () => Promise<T | null>): Promise<T> => {
  const data = await load();
  if (data === null) throw new Error('not loaded');
  return data;
};

/** Withdraw info / bind (docs/SPECIFICATION.md §2, §3): the bound accounts and the form for a new one. */
export default function WithdrawBindPage({ route }: PageProps) {
  const { t } = useTranslation(['vip', 'common']);
  const accounts = useQuery({
    queryKey: withdrawKeys.accounts,
    queryFn: () => orThrow(fetchAccounts),
    staleTime: 0,
  });
  const hasPassword = useQuery({
    queryKey: withdrawKeys.profile,
    queryFn: () => orThrow(fetchHasWithdrawPassword),
    staleTime: 0,
  });
  // Optional: pre-fills the form from the recharge info when the player has it.
  const payer = useQuery({ queryKey: withdrawKeys.payer, queryFn: () => fetchPayer(), staleTime: 0 });

  let body: React.ReactNode;
  if (accounts.isError || hasPassword.isError) {
    body = (
      <EmptyState
        icon="wifiOff"
        tone="error"
        title={t('common:messages.serverError')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              void accounts.refetch();
              void hasPassword.refetch();
            }}
          >
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!accounts.data || hasPassword.data === undefined || payer.isPending) {
    body = <PageLoading label={t('common:messages.loading')} />;
  } else {
    const full = accounts.data.list.length >= accounts.data.max;
    // Only CPF keys are offered and they must be the player's own CPF: one CPF account is all there is.
    const cpfBound = accounts.data.list.some((a) => a.pix_type === 'cpf');
    body = (
      <div className="jl-wd">
        <BoundAccounts accounts={accounts.data} />
        {full || cpfBound ? (
          <p className="jl-wd-note" data-testid="bind-done">
            {full ? t('bind.limitReached', { max: accounts.data.max }) : t('bind.cpfBound')}
          </p>
        ) : (
          <BindForm
            initial={initialFromPayer(payer.data ?? null)}
            needsPassword={!hasPassword.data}
            ownCpf={accounts.data.own_cpf}
          />
        )}
        {accounts.data.list.length > 0 ? (
          <Link to={paths.withdraw} className="jl-btn jl-btn--secondary jl-btn--md jl-wd-action">
            {t('bind.goWithdraw')}
          </Link>
        ) : null}
      </div>
    );
  }
  return <PageFrame route={route}>{body}</PageFrame>;
}
