import { diffSettings, type SettingsSection } from '@jl/core/contracts/admin-settings-sections.ts';
import { useMemo } from 'react';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n.ts';
import { fetchSection, saveSection } from '../api/settings-api.ts';
import { useReviewedDraft } from '../hooks/use-reviewed-draft.ts';
import { sectionErrors } from '../validation.ts';
import { DraftEditor } from './draft-editor.tsx';
import type { Json } from './section-form.tsx';

const CHOICES: Record<string, readonly string[]> = {
  profile: ['standard', 'br-regulated'],
  type: ['whatsapp', 'telegram', 'email', 'chat'],
  fraudChecks: ['cpf', 'pix', 'phone', 'ip_device'],
};
const TEMPLATES: Record<string, Record<string, Json>> = {
  channels: { type: 'whatsapp', label: '', url: 'https://' },
  inviteTiers: { firstDeposit: '0.00', reward: '0.00' },
  chests: { invites: 1, amount: '0.00' },
};
const storedValue = (data: { value: Json }) => data.value;

/** One section's form, its review and save (the field the server refuses is marked too). */
export function SectionEditor({ section }: { section: SettingsSection }) {
  const edit = useReviewedDraft({
    key: ['settings', section],
    load: () => fetchSection(section),
    valueOf: storedValue,
    save: (draft: Json, reason: string) => saveSection(section, draft, reason),
    stored: (answer) => ({ value: answer.value }),
  });
  const { query, draft, save } = edit;
  const changes = useMemo(
    () => (query.data && draft !== null ? diffSettings(query.data.value, draft) : []),
    [query.data, draft],
  );
  const errors = useMemo(() => (draft === null ? {} : sectionErrors(section, draft)), [section, draft]);
  if (query.isPending || draft === null)
    return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  const serverField = save.error instanceof ApiError ? save.error.field?.replace(/^value\./, '') : undefined;
  const shownErrors = serverField && save.error ? { ...errors, [serverField]: save.error.message } : errors;
  return (
    <section aria-label={t(`backoffice.settings.sections.${section}`)}>
      <p className="muted">{t(`backoffice.settings.help.${section}`)}</p>
      {save.data && (
        <StatusNotice>{t('backoffice.settings.saved', { n: save.data.changes.length })}</StatusNotice>
      )}
      <DraftEditor
        value={draft}
        errors={shownErrors}
        choices={CHOICES}
        templates={TEMPLATES}
        edit={edit}
        changes={changes}
        invalid={Object.keys(errors).length > 0}
      />
    </section>
  );
}
