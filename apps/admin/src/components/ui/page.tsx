import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';

export function PageHead(props: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="page-head">
      <div>
        <h1>{props.title}</h1>
        {props.lead && <p>{props.lead}</p>}
      </div>
      {props.actions && <div className="row">{props.actions}</div>}
    </header>
  );
}

/** The message of a failed query or mutation (the server's own localised text for refusals). */
export function ErrorNotice(props: { error: unknown }) {
  if (!props.error) return null;
  const message = props.error instanceof ApiError ? props.error.message : t('backoffice.common.failed');
  return (
    <div className="notice error" role="alert">
      {message}
    </div>
  );
}

export function Loading() {
  return <div className="muted">{t('backoffice.common.loading')}</div>;
}
