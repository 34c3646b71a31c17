import { useMutation } from '@tanstack/react-query';
import { t } from '../../lib/i18n.ts';
import { ErrorNotice } from '../ui/page.tsx';

/**
 * "Exportar CSV": downloads what the list shows for its current filter (`download` calls the list's
 * own endpoint with `format=csv`, see lib/download.ts); a refusal is shown under the button.
 */
export function ExportCsv(props: { download: () => Promise<unknown> }) {
  const run = useMutation({ mutationFn: props.download });
  return (
    <div className="export-csv">
      <button className="btn small" type="button" onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? t('backoffice.common.exporting') : t('backoffice.common.exportCsv')}
      </button>
      <ErrorNotice error={run.error} />
    </div>
  );
}
