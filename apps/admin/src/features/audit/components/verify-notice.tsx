import type { auditVerifyResult } from '@jl/core/contracts/admin.ts';
import { useState } from 'react';
import type { z } from 'zod';
import { count } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/** The head hash whole (docs/OPERATIONS.md asks operators to copy it), with a copy button. */
function HeadHash({ hash }: { hash: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (an insecure origin): the hash is selectable text
    }
  };
  return (
    <div className="row" style={{ marginTop: 6, flexWrap: 'wrap' }}>
      <span className="muted">{t('backoffice.audit.headHash')}</span>
      <code className="mono head-hash" data-testid="head-hash">
        {hash}
      </code>
      <button className="btn small" type="button" onClick={() => void copy()}>
        {copied ? t('backoffice.audit.copied') : t('backoffice.audit.copy')}
      </button>
    </div>
  );
}

/** The chain's check: intact (rows and the whole head hash), or the first broken row and why. */
export function VerifyNotice({ report }: { report: z.infer<typeof auditVerifyResult> }) {
  return (
    <div className={`notice ${report.ok ? 'ok' : 'error'}`} role="status" style={{ marginBottom: 14 }}>
      {report.ok ? (
        <>
          {t('backoffice.audit.intact', { rows: count(report.rows) })}
          <HeadHash hash={report.head_hash} />
        </>
      ) : (
        t('backoffice.audit.broken', {
          id: report.first_broken?.id ?? '—',
          why: t(
            report.first_broken?.reason === 'link'
              ? 'backoffice.audit.brokenLink'
              : 'backoffice.audit.brokenContent',
          ),
        })
      )}
    </div>
  );
}
