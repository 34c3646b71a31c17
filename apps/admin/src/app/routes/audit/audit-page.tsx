import { AUDIT_SORTS } from '@jl/core/contracts/admin.ts';
import { useMutation } from '@tanstack/react-query';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { PagedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { ErrorNotice, PageHead } from '../../../components/ui/page.tsx';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  exportAudit,
  fetchAudit,
  verifyAudit,
} from '../../../features/audit/api/audit-api.ts';
import { useAuditColumns } from '../../../features/audit/components/audit-columns.tsx';
import { VerifyNotice } from '../../../features/audit/components/verify-notice.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * The audit chain (owner): every staff action, newest first. "Verificar cadeia" recomputes every
 * hash on the server and jumps to the first broken row, which is highlighted.
 */
export function AuditPage() {
  const paged = usePagedList<AuditFilter, Awaited<ReturnType<typeof fetchAudit>>>(
    'audit',
    { action: '' },
    fetchAudit,
    { size: AUDIT_PAGE_SIZE },
  );
  const { filter, setFilter } = paged;
  const verify = useMutation({
    mutationFn: verifyAudit,
    onSuccess: (report) => {
      if (report.first_broken) setFilter({ action: '', toId: report.first_broken.id });
    },
  });
  const brokenId = verify.data?.first_broken?.id;
  const columns = useAuditColumns();
  return (
    <>
      <PageHead
        title={t('backoffice.shell.nav.audit')}
        lead={t('backoffice.audit.lead')}
        actions={
          <button
            className="btn primary"
            type="button"
            onClick={() => verify.mutate()}
            disabled={verify.isPending}
          >
            {t('backoffice.audit.verify')}
          </button>
        }
      />
      <ErrorNotice error={verify.error} />
      {verify.data && <VerifyNotice report={verify.data} />}
      <div className="row" style={{ marginBottom: 12 }}>
        <input
          className="input"
          style={{ maxWidth: 280 }}
          placeholder={t('backoffice.audit.filter')}
          aria-label={t('backoffice.audit.filter')}
          value={filter.action}
          onChange={(e) => setFilter({ action: e.target.value, list: filter.list })}
        />
        {filter.toId && (
          <button
            className="btn small"
            type="button"
            onClick={() => setFilter({ action: filter.action, list: filter.list }, { keepPage: true })}
          >
            {t('backoffice.audit.fromNewest')}
          </button>
        )}
      </div>
      <ListFilters
        value={filter.list ?? {}}
        onChange={(list) => setFilter({ action: filter.action, toId: filter.toId, list })}
        sorts={AUDIT_SORTS}
      />
      <PagedTable
        paged={paged}
        csv={() => exportAudit(paged.filter, paged.page, paged.size)}
        columns={columns}
        rowId={(r) => r.id}
        rowClass={(r) => (r.id === brokenId ? 'broken' : undefined)}
      />
    </>
  );
}
