import type { auditVerifyResult } from '@jl/core/contracts/admin.ts';
import type { z } from 'zod';
import { count } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/** The chain's check: intact (rows and head hash), or the first broken row and why. */
export function VerifyNotice({ report }: { report: z.infer<typeof auditVerifyResult> }) {
  return (
    <div className={`notice ${report.ok ? 'ok' : 'error'}`} role="status" style={{ marginBottom: 14 }}>
      {report.ok
        ? t('backoffice.audit.intact', { rows: count(report.rows), hash: report.head_hash.slice(0, 16) })
        : t('backoffice.audit.broken', {
            id: report.first_broken?.id ?? '—',
            why: t(
              report.first_broken?.reason === 'link'
                ? 'backoffice.audit.brokenLink'
                : 'backoffice.audit.brokenContent',
            ),
          })}
    </div>
  );
}
