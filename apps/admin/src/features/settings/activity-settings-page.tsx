import { activitySettingsSchemas } from '@jl/core/contracts/activity-settings.ts';
import { diffSettings } from '@jl/core/contracts/admin-settings-sections.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api, post } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { type Json, SectionForm } from './section-form.tsx';
import { ReviewDialog } from './settings-page.tsx';

/** `GET`/`POST /admin/activity/settings` (module `activity`). */
const activityAnswer = z.object({
  profile: z.enum(['standard', 'br-regulated']),
  settings: z.record(z.string(), z.unknown()),
  problems: z.array(z.string()),
});

const CHOICES = { kind: ['cash', 'diamond'] } as const;
const TEMPLATES: Record<string, Record<string, Json>> = {
  segments: { kind: 'cash', amount: '1.00', weight: 1 },
};

/** Each activity against its schema (shared with the server); marks the fields it refuses. */
function errorsOf(value: Json): Record<string, string> {
  const errors: Record<string, string> = {};
  const settings = (value ?? {}) as Record<string, unknown>;
  for (const [key, schema] of Object.entries(activitySettingsSchemas)) {
    const result = schema.safeParse(settings[key]);
    if (result.success) continue;
    for (const issue of result.error.issues)
      errors[[key, ...issue.path].join('.')] ??= t('staff:validation.activity');
  }
  return errors;
}

/**
 * Activities (owner, marketing): every activity's switch and amounts, checked as typed by the schemas
 * the server applies; the server adds the wheel table check and the legal lint of the compliance
 * profile, whose problems are listed here and refuse the save. Changes are reviewed before → after
 * and saved with a reason; the audit row keeps the section before and after.
 */
export function ActivitySettingsPage() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['settings', 'activities'],
    queryFn: () => api('/admin/activity/settings', activityAnswer),
  });
  const [draft, setDraft] = useState<Json | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    if (query.data && draft === null) setDraft(structuredClone(query.data.settings) as Json);
  }, [query.data, draft]);
  const save = useMutation({
    mutationFn: () => post('/admin/activity/settings', activityAnswer, { activities: draft, reason }),
    onSuccess: (data) => {
      setSaved(changes.length);
      setReviewing(false);
      setReason('');
      setDraft(structuredClone(data.settings) as Json);
      client.setQueryData(['settings', 'activities'], data);
    },
  });
  const changes = useMemo(
    () => (query.data && draft !== null ? diffSettings(query.data.settings, draft) : []),
    [query.data, draft],
  );
  const errors = useMemo(() => (draft === null ? {} : errorsOf(draft)), [draft]);
  const data = query.data;
  if (!data || draft === null) return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  const invalid = Object.keys(errors).length > 0;
  return (
    <>
      <PageHead
        title={t('backoffice.settings.sections.activities')}
        lead={t('backoffice.settings.help.activities', { profile: data.profile })}
      />
      {data.problems.length > 0 && (
        <div className="notice error" role="alert" style={{ marginBottom: 12 }}>
          <strong>{t('backoffice.settings.problems')}</strong>
          <ul style={{ margin: '6px 0 0' }}>
            {data.problems.map((p) => (
              <li key={p} className="mono">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
      {saved !== null && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {t('backoffice.settings.saved', { n: saved })}
        </div>
      )}
      <SectionForm
        value={draft}
        onChange={setDraft}
        errors={errors}
        choices={CHOICES}
        templates={TEMPLATES}
      />
      <div className="row" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
        {invalid && (
          <span className="field-error" role="alert">
            {t('backoffice.settings.fixFirst')}
          </span>
        )}
        <button
          className="btn"
          type="button"
          disabled={changes.length === 0}
          onClick={() => setDraft(structuredClone(query.data?.settings ?? draft) as Json)}
        >
          {t('backoffice.settings.discard')}
        </button>
        <button
          className="btn primary"
          type="button"
          disabled={changes.length === 0 || invalid}
          onClick={() => {
            save.reset();
            setReviewing(true);
          }}
        >
          {t('backoffice.settings.review', { n: changes.length })}
        </button>
      </div>
      {reviewing && (
        <ReviewDialog
          changes={changes}
          reason={reason}
          setReason={setReason}
          pending={save.isPending}
          error={save.error}
          onSave={() => save.mutate()}
          onClose={() => setReviewing(false)}
        />
      )}
    </>
  );
}
