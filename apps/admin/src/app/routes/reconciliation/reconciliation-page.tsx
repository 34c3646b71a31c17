import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PagedTable } from '../../../components/list/paged-table.tsx';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { usePagedQuery } from '../../../components/list/use-paged-list.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice, PageHead } from '../../../components/ui/page.tsx';
import {
  fetchPlatformFindings,
  fetchStalePayouts,
  runPlatformReconciliation,
} from '../../../features/reconciliation/api/reconciliation-api.ts';
import {
  findingColumns,
  payoutColumns,
} from '../../../features/reconciliation/components/reconciliation-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Reconciliation (finance, owners): the Pix payouts whose result we still lack, and the external
 * platforms' findings — balances that differ and transfers the nightly run settled — with a run on
 * demand. Read only otherwise: the jobs resolve what they can; the rest is finance's to chase.
 */
export function ReconciliationPage() {
  const payouts = useQuery({
    queryKey: ['stale-payouts'],
    queryFn: fetchStalePayouts,
    refetchInterval: 60_000,
  });
  const findings = usePagedQuery('platform-findings', null, fetchPlatformFindings);
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: runPlatformReconciliation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['platform-findings'] }),
  });
  const payoutCols = useColumns(payoutColumns, []);
  const findingCols = useColumns(findingColumns, []);
  return (
    <>
      <PageHead title={t('backoffice.reconciliation.title')} lead={t('backoffice.reconciliation.lead')} />
      <h2>{t('backoffice.reconciliation.payouts')}</h2>
      <p className="muted">
        {t('backoffice.reconciliation.payoutsLead', { minutes: payouts.data?.recheck_minutes ?? 10 })}
      </p>
      {payouts.data?.list.length === 0 ? (
        <p className="empty">{t('backoffice.reconciliation.noPayouts')}</p>
      ) : (
        <QueryTable query={payouts} columns={payoutCols} rowId={(r) => r.id} />
      )}
      <h2 style={{ marginTop: 24 }}>{t('backoffice.reconciliation.platforms')}</h2>
      <p className="muted">{t('backoffice.reconciliation.platformsLead')}</p>
      <p>
        <button className="btn" type="button" disabled={run.isPending} onClick={() => run.mutate()}>
          {t('backoffice.reconciliation.run')}
        </button>
      </p>
      <ErrorNotice error={run.error} />
      <PagedTable
        paged={findings}
        columns={findingCols}
        rowId={(r) => r.id}
        empty={t('backoffice.reconciliation.noFindings')}
        status={
          run.data && (
            <StatusNotice>
              {t('backoffice.reconciliation.ran', {
                platforms: run.data.platforms,
                confirmed: run.data.settled.confirmed,
                reverted: run.data.settled.reverted,
                failed: run.data.settled.failed,
                mismatches: run.data.mismatches,
              })}
            </StatusNotice>
          )
        }
      />
    </>
  );
}
