import { teamReferralsPage, type teamReferralView } from '@jl/core/contracts/team.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { label, t } from '../../lib/i18n.ts';

const SIZE = 20;
/** The tabs, named by `backoffice.referrals.tabs.<status>`. */
const STATUS = ['flagged', 'cleared', 'rejected'] as const;
type Status = (typeof STATUS)[number];

/** The fraud screen's reasons (team module, `team_referrals.reasons`), in the operator's words. */
const reasonLabel = (reason: string) => label(`backoffice.referrals.reasons.${reason}`, reason);

type TeamReferralView = z.infer<typeof teamReferralView>;

const decision = z.object({ member_id: z.string(), status: z.string(), credited: z.string() });

/**
 * Referrals the fraud screen flagged (support, owner decide; finance reads): clearing one credits the
 * commissions it withheld, rejecting voids them. Both ask for a note that the audit log keeps.
 */
export function ReferralsPage(props: { canDecide: boolean }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('flagged');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: TeamReferralView; action: 'clear' | 'reject' } | null>(
    null,
  );
  const list = useQuery({
    queryKey: ['referrals', status, page],
    queryFn: () => api('/admin/team/referrals', teamReferralsPage, { query: { status, page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (input: { member: string; action: 'clear' | 'reject'; note: string }) =>
      post(`/admin/team/referrals/${input.member}/${input.action}`, decision, { note: input.note }),
    onSuccess: () => {
      setDeciding(null);
      void client.invalidateQueries({ queryKey: ['referrals'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
  const columns = useColumns<TeamReferralView>(
    () => [
      {
        id: 'player',
        header: t('backoffice.referrals.invited'),
        cell: ({ row }) => <Link to={`/players/${row.original.member_id}`}>{row.original.member_id}</Link>,
      },
      {
        id: 'inviter',
        header: t('backoffice.referrals.inviter'),
        cell: ({ row }) =>
          row.original.inviter_id ? (
            <Link to={`/players/${row.original.inviter_id}`}>{row.original.inviter_id}</Link>
          ) : (
            '—'
          ),
      },
      {
        id: 'reasons',
        header: t('backoffice.referrals.signals'),
        cell: ({ row }) => row.original.reasons.map(reasonLabel).join('; '),
      },
      {
        id: 'flagged',
        header: t('backoffice.referrals.flaggedAt'),
        cell: ({ row }) => when(row.original.flagged_at),
      },
      {
        id: 'withheld',
        header: t('backoffice.referrals.withheld'),
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.withheld),
      },
      {
        id: 'decision',
        header: '',
        cell: ({ row }) => {
          const r = row.original;
          if (r.status !== 'flagged') {
            return (
              <span className="muted">
                {when(r.reviewed_at)} {r.note ? `· ${r.note}` : ''}
              </span>
            );
          }
          if (!props.canDecide) return null;
          return (
            <div className="row">
              <button
                className="btn small primary"
                type="button"
                onClick={() => setDeciding({ row: r, action: 'clear' })}
              >
                {t('backoffice.referrals.clear')}
              </button>
              <button
                className="btn small danger"
                type="button"
                onClick={() => setDeciding({ row: r, action: 'reject' })}
              >
                {t('backoffice.common.reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [props.canDecide],
  );
  return (
    <>
      <PageHead title={t('backoffice.referrals.title')} lead={t('backoffice.referrals.lead')} />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {STATUS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            className={`btn small ${status === value ? 'primary' : ''}`}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`backoffice.referrals.tabs.${value}`)}
          </button>
        ))}
      </div>
      <ErrorNotice error={list.error} />
      {decide.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {t(
            decide.data.status === 'cleared'
              ? 'backoffice.referrals.decidedCleared'
              : 'backoffice.referrals.decidedRejected',
            { player: decide.data.member_id, amount: money(decide.data.credited) },
          )}
        </div>
      )}
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable columns={columns} data={list.data?.list ?? []} rowId={(r) => r.member_id} />
          <Pager page={page} size={SIZE} total={list.data?.total ?? 0} onPage={setPage} />
        </>
      )}
      {deciding && (
        <ReasonDialog
          title={
            deciding.action === 'clear'
              ? t('backoffice.referrals.clearTitle', { player: deciding.row.member_id })
              : t('backoffice.referrals.rejectTitle', { player: deciding.row.member_id })
          }
          confirm={
            deciding.action === 'clear' ? t('backoffice.referrals.clear') : t('backoffice.common.reject')
          }
          danger={deciding.action === 'reject'}
          pending={decide.isPending}
          error={decide.error}
          onConfirm={(note) =>
            decide.mutate({ member: deciding.row.member_id, action: deciding.action, note })
          }
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
