import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';
import { QueryTable } from '../list/query-table.tsx';
import { whenColumn } from '../ui/columns.ts';
import { type Column, useColumns } from '../ui/data-table.tsx';
import { ErrorNotice } from '../ui/page.tsx';
import { ReasonDialog } from '../ui/reason-dialog.tsx';
import { ConfirmDialog, ConfirmFacts } from './confirm-dialog.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { useChecker } from './use-checker.ts';

/** What every four-eyes request carries: who asked and when. */
type Request = { id: string; requested_by: string; requested_by_name: string | null; requested_at: string };

/**
 * A four-eyes queue shown above a page while it holds requests (staff changes, commission releases):
 * its own columns, then who asked, when, and approve (after a ConfirmDialog of `facts`) or reject
 * (with a reason). The requester's own approve button is off (`selfTitle` says why; the server
 * refuses too). `approved` is the notice once an approval went through.
 */
export function PendingRequests<R extends Request, A>(props: {
  me: string;
  queryKey: string;
  fetch: () => Promise<{ list: R[] }>;
  approve: (r: R) => Promise<A>;
  reject: (r: R, reason: string) => Promise<unknown>;
  refresh: string[];
  testId: string;
  title: string;
  selfTitle: string;
  columns: Column<R>[];
  facts: (r: R) => [string, string][];
  confirmTitle: (r: R) => string;
  rejectTitle: (r: R) => string;
  approved: (answer: A) => ReactNode;
}) {
  const list = useQuery({ queryKey: [props.queryKey], queryFn: props.fetch });
  const { approve, reject } = useChecker({
    approve: props.approve,
    reject: props.reject,
    refresh: [props.queryKey, ...props.refresh],
  });
  const columns = useColumns<R>(
    () => [
      ...props.columns,
      { accessorKey: 'requested_by_name', header: t('backoffice.staff.requestedBy') },
      whenColumn('at', t('backoffice.col.requestedAt'), (r) => r.requested_at),
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <DecisionButtons
            disabled={row.original.requested_by === props.me || approve.mutation.isPending}
            selfTitle={row.original.requested_by === props.me ? props.selfTitle : undefined}
            onApprove={() => approve.open(row.original)}
            onReject={() => reject.open(row.original)}
          />
        ),
      },
    ],
    [props.me, approve.mutation.isPending],
  );
  const done = approve.mutation.data;
  const approving = approve.subject;
  if (!list.data?.list.length && done === undefined) return null;
  return (
    <section className="card" style={{ marginBottom: 16 }} data-testid={props.testId}>
      <h2>{props.title}</h2>
      <ErrorNotice error={approve.mutation.error} />
      {done !== undefined && props.approved(done)}
      <QueryTable query={list} columns={columns} rowId={(r) => r.id} />
      {approving && (
        <ConfirmDialog
          title={props.confirmTitle(approving)}
          confirm={t('backoffice.common.approve')}
          {...approve.dialog}
        >
          <ConfirmFacts
            facts={[
              ...props.facts(approving),
              [t('backoffice.staff.requestedBy'), approving.requested_by_name ?? '—'],
            ]}
          />
        </ConfirmDialog>
      )}
      {reject.subject && (
        <ReasonDialog
          title={props.rejectTitle(reject.subject)}
          confirm={t('backoffice.common.reject')}
          danger
          {...reject.dialog}
        />
      )}
    </section>
  );
}
