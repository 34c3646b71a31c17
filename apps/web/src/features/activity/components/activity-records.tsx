import { formatRelative } from '@jl/core/dates.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/loading.tsx';
import { useAppState } from '../../../lib/store.ts';
import { type ActivityCode, type ActivityRecord, activityKeys, fetchRecords } from '../api/activity-api.ts';
import { money } from '../format.ts';
import { verifySpin } from '../verify.ts';

/**
 * The player's activity records, newest first (`/activity/records`): rewards received and, for the red
 * envelope, every spin with its proof (verifiable here once the seed is revealed), invite spins and
 * envelopes completed or expired.
 */
export function ActivityRecords({ code }: { code: ActivityCode | 'all' }) {
  const { t } = useTranslation('activity');
  const query = useInfiniteQuery({
    queryKey: activityKeys.records(code),
    queryFn: async ({ pageParam }) => {
      const page = await fetchRecords(code, pageParam);
      if (!page) throw new Error('not loaded');
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <Spinner size={24} />;
  if (rows.length === 0) return <EmptyState icon="receipt" title={t('records.empty')} />;
  return (
    <div className="jl-act-records" data-testid={`records-${code}`}>
      <ul className="jl-act-record-list">
        {rows.map((r) => (
          <RecordRow key={`${r.kind}-${r.created_at}-${r.spin?.id ?? r.detail}`} record={r} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('actions.records')}
        </Button>
      ) : null}
    </div>
  );
}

function RecordRow({ record }: { record: ActivityRecord }) {
  const { t } = useTranslation(['activity', 'wallet']);
  const lang = useAppState((s) => s.lang);
  const [checked, setChecked] = useState<ReturnType<typeof verifySpin> | null>(null);
  const title =
    record.kind === 'claim'
      ? t(`activity:items.${record.code}.title`, { defaultValue: record.code })
      : record.detail;
  return (
    <li
      className={`jl-act-record jl-act-record--${record.kind}`}
      data-kind={record.kind}
      data-status={record.status}
    >
      <div className="jl-act-record__main">
        <span className="jl-act-record__title">{title}</span>
        <span className="jl-act-record__time">{formatRelative(record.created_at, Date.now(), lang)}</span>
      </div>
      <span className="jl-act-record__amount">
        {record.spin?.kind === 'diamond' ? '◆' : record.amount ? money(record.amount, lang) : ''}
      </span>
      {record.spin ? (
        <div className="jl-act-record__proof">
          <span className="jl-act-mono">
            nonce {record.spin.proof.nonce} · {record.spin.proof.server_seed_hash.slice(0, 12)}…
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setChecked(verifySpin(record.spin!))}
            data-testid="verify-spin"
          >
            {t('activity:actions.verify')}
          </Button>
          {checked ? <VerifyLine result={checked} /> : null}
        </div>
      ) : null}
    </li>
  );
}

function VerifyLine({ result }: { result: ReturnType<typeof verifySpin> }) {
  const { t } = useTranslation('activity');
  if (result.status === 'pending') return <p className="jl-act-note">{t('fair.pending')}</p>;
  return (
    <p
      className={`jl-act-verify is-${result.status}`}
      data-testid="verify-result"
      data-status={result.status}
    >
      {result.status === 'verified'
        ? t('fair.verified', { segment: result.segment + 1 })
        : result.reason === 'table'
          ? t('fair.tableMismatch')
          : t('fair.mismatch', { segment: result.segment + 1 })}
    </p>
  );
}
