import {
  diffSettings,
  SETTINGS_SECTIONS,
  type SettingsChange,
  type SettingsSection,
  settingsSectionContracts,
} from '@jl/core/contracts/admin-settings-sections.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useParams } from 'react-router';
import type { z } from 'zod';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ApiError, api, post } from '../../lib/api.ts';
import { label, t } from '../../lib/i18n.ts';
import { type Json, SectionForm } from './section-form.tsx';

/** The editors' order in the sub-navigation (the VIP table has its own screen). */
export const SECTIONS: SettingsSection[] = [
  'site',
  'recharge',
  'withdraw',
  'team',
  'service',
  'pix',
  'compliance',
];

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

const contractsOf = (section: SettingsSection) =>
  settingsSectionContracts(SETTINGS_SECTIONS[section] as unknown as z.ZodType<Json>);

/** "agentLevels.2.shareRate1" → "Níveis de agente · 3 · Participação nível 1". */
function pathLabel(path: string): string {
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part) ? String(Number(part) + 1) : label(`backoffice.settings.fields.${part}`, part),
    )
    .join(' · ');
}

const shown = (v: unknown) =>
  v === undefined || v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The shared schema's refusals, by dotted path, in the staff's words. */
function errorsOf(section: SettingsSection, draft: Json): Record<string, string> {
  const result = SETTINGS_SECTIONS[section].safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= t(issue.message);
  }
  return errors;
}

/**
 * One settings section (owner): a form built from the stored value, checked as it is typed by the
 * same zod schema the server applies, a review of every changed field (before → after), and a save
 * with a reason that the server writes to the audit log in the same transaction as the change.
 */
export function SettingsPage() {
  const params = useParams();
  const section = (
    SECTIONS.includes(params.section as SettingsSection) ? params.section : 'site'
  ) as SettingsSection;
  return (
    <>
      <PageHead title={t('backoffice.settings.title')} lead={t('backoffice.settings.lead')} />
      <nav
        className="row settings-tabs"
        aria-label={t('backoffice.settings.title')}
        style={{ marginBottom: 16 }}
      >
        {SECTIONS.map((s) => (
          <NavLink
            key={s}
            to={`/settings/${s}`}
            className={({ isActive }) => `btn small${isActive ? ' primary' : ''}`}
          >
            {t(`backoffice.settings.sections.${s}`)}
          </NavLink>
        ))}
        <NavLink to="/settings/vip" className="btn small">
          {t('backoffice.settings.sections.vip')}
        </NavLink>
        <NavLink to="/settings/activities" className="btn small">
          {t('backoffice.settings.sections.activities')}
        </NavLink>
      </nav>
      <SectionEditor key={section} section={section} />
    </>
  );
}

function SectionEditor({ section }: { section: SettingsSection }) {
  const client = useQueryClient();
  const contracts = contractsOf(section);
  const query = useQuery({
    queryKey: ['settings', section],
    queryFn: () => api(`/admin/settings/${section}`, contracts.read),
  });
  const [draft, setDraft] = useState<Json | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (query.data && draft === null) setDraft(structuredClone(query.data.value));
  }, [query.data, draft]);
  const save = useMutation({
    mutationFn: () => post(`/admin/settings/${section}`, contracts.result, { value: draft, reason }),
    onSuccess: (data) => {
      setReviewing(false);
      setReason('');
      setDraft(structuredClone(data.value));
      client.setQueryData(['settings', section], { value: data.value });
    },
  });
  const changes: SettingsChange[] = useMemo(
    () => (query.data && draft !== null ? diffSettings(query.data.value, draft) : []),
    [query.data, draft],
  );
  const errors = useMemo(() => (draft === null ? {} : errorsOf(section, draft)), [section, draft]);
  if (query.isPending || draft === null)
    return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  const serverField = save.error instanceof ApiError ? save.error.field?.replace(/^value\./, '') : undefined;
  const shownErrors = serverField && save.error ? { ...errors, [serverField]: save.error.message } : errors;
  const invalid = Object.keys(errors).length > 0;
  return (
    <section aria-label={t(`backoffice.settings.sections.${section}`)}>
      <p className="muted">{t(`backoffice.settings.help.${section}`)}</p>
      {save.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {t('backoffice.settings.saved', { n: save.data.changes.length })}
        </div>
      )}
      <SectionForm
        value={draft}
        onChange={setDraft}
        errors={shownErrors}
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
          onClick={() => setDraft(structuredClone(query.data?.value ?? draft))}
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
    </section>
  );
}

/** The before/after of every changed field, and the reason the audit log keeps. */
export function ReviewDialog(props: {
  changes: SettingsChange[];
  reason: string;
  setReason: (r: string) => void;
  pending: boolean;
  error: unknown;
  onSave: () => void;
  onClose: () => void;
}) {
  return (
    <div className="dialog-backdrop" role="presentation">
      <form
        className="card dialog"
        role="dialog"
        aria-label={t('backoffice.settings.reviewTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave();
        }}
      >
        <h2>{t('backoffice.settings.reviewTitle')}</h2>
        <div className="table-wrap" style={{ marginBottom: 12, maxHeight: 320 }}>
          <table className="data">
            <thead>
              <tr>
                <th>{t('backoffice.settings.field')}</th>
                <th>{t('backoffice.settings.before')}</th>
                <th>{t('backoffice.settings.after')}</th>
              </tr>
            </thead>
            <tbody>
              {props.changes.map((c) => (
                <tr key={c.path}>
                  <td>{pathLabel(c.path)}</td>
                  <td className="mono" style={{ color: 'var(--danger)' }}>
                    {shown(c.before)}
                  </td>
                  <td className="mono" style={{ color: 'var(--green)' }}>
                    {shown(c.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <label className="field">
          <span>{t('backoffice.settings.reason')}</span>
          <textarea
            className="input"
            name="reason"
            rows={2}
            maxLength={300}
            value={props.reason}
            onChange={(e) => props.setReason(e.target.value)}
            required
          />
        </label>
        <ErrorNotice error={props.error} />
        <div className="row" style={{ justifyContent: 'flex-end', marginTop: 12 }}>
          <button className="btn" type="button" onClick={props.onClose}>
            {t('backoffice.settings.back')}
          </button>
          <button
            className="btn primary"
            type="submit"
            disabled={props.pending || props.reason.trim().length < 3}
          >
            {t('backoffice.settings.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
