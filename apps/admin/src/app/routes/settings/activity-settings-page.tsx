import { diffSettings } from '@jl/core/contracts/admin-settings-sections.ts';
import { useMemo, useState } from 'react';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import { fetchActivities, saveActivities } from '../../../features/settings/api/settings-api.ts';
import { DraftEditor } from '../../../features/settings/components/draft-editor.tsx';
import type { Json } from '../../../features/settings/components/section-form.tsx';
import { WheelVersions } from '../../../features/settings/components/wheel-versions.tsx';
import { useReviewedDraft } from '../../../features/settings/hooks/use-reviewed-draft.ts';
import { activityErrors } from '../../../features/settings/validation.ts';
import { t } from '../../../lib/i18n.ts';

const CHOICES = { kind: ['cash', 'diamond'] } as const;
const TEMPLATES: Record<string, Record<string, Json>> = {
  segments: { kind: 'cash', amount: '1.00', weight: 1 },
};
const settingsOf = (data: { settings: Record<string, unknown> }) => data.settings as Json;

/** The compliance profile's legal lint: what refuses the save, listed. */
function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="notice error" role="alert" style={{ marginBottom: 12 }}>
      <strong>{t('backoffice.settings.problems')}</strong>
      <ul style={{ margin: '6px 0 0' }}>
        {problems.map((p) => (
          <li key={p} className="mono">
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Activities (owner, marketing): every activity's switch and amounts, checked as typed by the schemas
 * the server applies; the server adds the wheel table check and the legal lint of the compliance
 * profile, whose problems are listed here and refuse the save. Changes are reviewed before → after
 * and saved with a reason; the audit row keeps the section before and after. The wheel's table versions
 * (the hash in force, past versions read-only) are shown above the editor.
 */
export function ActivitySettingsPage() {
  const [saved, setSaved] = useState<number | null>(null);
  const edit = useReviewedDraft({
    key: ['settings', 'activities'],
    load: fetchActivities,
    valueOf: settingsOf,
    save: saveActivities,
    stored: (answer) => answer,
    onSaved: () => setSaved(changes.length),
  });
  const { query, draft } = edit;
  const changes = useMemo(
    () => (query.data && draft !== null ? diffSettings(query.data.settings, draft) : []),
    [query.data, draft],
  );
  const errors = useMemo(() => (draft === null ? {} : activityErrors(draft)), [draft]);
  const data = query.data;
  if (!data || draft === null) return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  return (
    <>
      <PageHead
        title={t('backoffice.settings.sections.activities')}
        lead={t('backoffice.settings.help.activities', { profile: data.profile })}
      />
      <Problems problems={data.problems} />
      <WheelVersions wheel={data.wheel} />
      {saved !== null && <StatusNotice>{t('backoffice.settings.saved', { n: saved })}</StatusNotice>}
      <DraftEditor
        value={draft}
        errors={errors}
        choices={CHOICES}
        templates={TEMPLATES}
        edit={edit}
        changes={changes}
        invalid={Object.keys(errors).length > 0}
      />
    </>
  );
}
