import type { VipTableEdit } from '@jl/core/contracts/admin-settings.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import { fetchVip, saveVip } from '../../../features/settings/api/settings-api.ts';
import { DraftReview } from '../../../features/settings/components/draft-editor.tsx';
import { VipTable, vipChanges } from '../../../features/settings/components/vip-table.tsx';
import { useReviewedDraft } from '../../../features/settings/hooks/use-reviewed-draft.ts';
import { ApiError } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n.ts';

const levelsOf = (data: { levels: VipTableEdit }) => data.levels;

/**
 * The VIP table (owner): edit cells, review the before/after diff, save with a reason. The server
 * validates the table with the same schema (vipTableEdit) and audits the change.
 */
export function VipSettingsPage() {
  const edit = useReviewedDraft({
    key: ['settings', 'vip'],
    load: fetchVip,
    valueOf: levelsOf,
    save: saveVip,
    stored: (answer) => ({ levels: answer.levels }),
  });
  const { query, draft, save } = edit;
  // Not memoised: a few dozen cells, and the field names follow a language switch.
  const changes = query.data && draft ? vipChanges(query.data.levels, draft) : [];
  if (query.isPending || !draft) return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  return (
    <>
      <PageHead
        title={t('backoffice.settings.sections.vip')}
        lead={t('backoffice.vipTable.lead')}
        actions={
          <button
            className="btn primary"
            type="button"
            disabled={changes.length === 0}
            onClick={() => edit.review(true)}
          >
            {t('backoffice.settings.review', { n: changes.length })}
          </button>
        }
      />
      {save.data && (
        <StatusNotice>{t('backoffice.vipTable.saved', { n: save.data.changes.length })}</StatusNotice>
      )}
      <VipTable
        draft={draft}
        badField={save.error instanceof ApiError ? save.error.field : undefined}
        onChange={edit.setDraft}
      />
      <DraftReview edit={edit} rows={changes} />
    </>
  );
}
