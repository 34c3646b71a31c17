import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { useAppState } from '../../../lib/store.ts';
import { receiveVipReward, type VipInfo, vipKeys } from '../api/vip-api.ts';
import { formatAmount } from '../format.ts';
import './vip.css';

/**
 * Level-up rewards (fund type 6 "grade"): a receive button for each reached level whose reward is
 * unclaimed; received and not-yet-reached levels say so. The server pays each level once.
 */
export function VipRewards({ info }: { info: VipInfo }) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  const queryClient = useQueryClient();
  const receive = useMutation({
    mutationFn: (level: number) => receiveVipReward(level),
    onSuccess: (result) => {
      if (result && result.code === 1) {
        queryClient.setQueryData(vipKeys.info, result.data.info);
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      } else {
        void queryClient.invalidateQueries({ queryKey: vipKeys.info });
      }
    },
  });
  const rows = info.levels.filter((l) => l.reward_status !== 'none');
  if (rows.length === 0) return null;
  return (
    <section className="jl-vip-section" aria-labelledby="vip-rewards">
      <h2 id="vip-rewards" className="jl-vip-section__title">
        {t('vip.rewardsTitle')}
      </h2>
      {info.rewards_enabled ? null : <p className="jl-vip-section__note">{t('vip.rewardsDisabled')}</p>}
      <ul className="jl-vip-rewards">
        {rows.map((row) => (
          <li key={row.level} className={`jl-vip-reward jl-vip-reward--${row.reward_status}`}>
            <span className="jl-vip-reward__level">{t('vip.level', { level: row.level })}</span>
            <span className="jl-vip-reward__amount">{formatAmount(row.reward, lang)}</span>
            {row.reward_status === 'claimable' ? (
              <Button
                size="sm"
                busy={receive.isPending && receive.variables === row.level}
                disabled={receive.isPending}
                onClick={() => receive.mutate(row.level)}
                data-testid={`vip-receive-${row.level}`}
              >
                {t('vip.receive')}
              </Button>
            ) : row.reward_status === 'received' ? (
              <span className="jl-vip-reward__state is-received">
                <Icon name="check" size={16} />
                {t('vip.received')}
              </span>
            ) : row.reward_status === 'locked' ? (
              <span className="jl-vip-reward__state">
                <Icon name="lock" size={14} />
                {t('vip.reachToUnlock', { level: row.level })}
              </span>
            ) : (
              <span className="jl-vip-reward__state">—</span>
            )}
          </li>
        ))}
      </ul>
      <p className="jl-vip-section__note">{t('vip.rewardsNote')}</p>
    </section>
  );
}
