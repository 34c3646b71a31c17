import { type VipTableEdit, vipSettings, vipSettingsResult } from '@jl/core/contracts/admin-settings.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ApiError, api, post } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';

type Level = VipTableEdit[number];
type Key = keyof Level;
/** The editable columns, each named by `backoffice.vipTable.columns.<key>`. */
const COLUMNS: { key: Key; kind: 'money' | 'int' | 'money?' }[] = [
  { key: 'recharge', kind: 'money' },
  { key: 'bet', kind: 'money' },
  { key: 'reward', kind: 'money' },
  { key: 'withdrawTimesPerDay', kind: 'int' },
  { key: 'withdrawMax', kind: 'money' },
  { key: 'withdrawFeeBps', kind: 'int' },
  { key: 'maxGameBalance', kind: 'money?' },
];
const columnLabel = (key: Key) => t(`backoffice.vipTable.columns.${key}`);

/** The leaves that differ, by "level.field", for the review before saving. */
function changesOf(before: VipTableEdit, after: VipTableEdit) {
  return after.flatMap((level, i) =>
    COLUMNS.filter((c) => before[i]?.[c.key] !== level[c.key]).map((c) => ({
      path: `VIP${level.level} · ${columnLabel(c.key)}`,
      before: before[i]?.[c.key] ?? null,
      after: level[c.key],
    })),
  );
}

/**
 * The VIP table (owner): edit cells, review the before/after diff, save with a reason. The server
 * validates the table with the same schema (vipTableEdit) and audits the change.
 */
export function VipSettingsPage() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['settings', 'vip'],
    queryFn: () => api('/admin/settings/vip', vipSettings),
  });
  const [draft, setDraft] = useState<VipTableEdit | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (query.data && !draft) setDraft(structuredClone(query.data.levels));
  }, [query.data, draft]);
  const save = useMutation({
    mutationFn: () => post('/admin/settings/vip', vipSettingsResult, { levels: draft, reason }),
    onSuccess: (data) => {
      setReviewing(false);
      setReason('');
      setDraft(structuredClone(data.levels));
      void client.setQueryData(['settings', 'vip'], { levels: data.levels });
    },
  });
  // Not memoised: a few dozen cells, and the field names follow a language switch.
  const changes = query.data && draft ? changesOf(query.data.levels, draft) : [];
  if (query.isPending || !draft) return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  const badField = save.error instanceof ApiError ? save.error.field : undefined;
  const set = (i: number, key: Key, raw: string, kind: string) => {
    const next = structuredClone(draft);
    const value = kind === 'int' ? Number(raw) : kind === 'money?' && raw === '' ? null : raw;
    (next[i] as Record<string, unknown>)[key] = value;
    setDraft(next);
  };
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
            onClick={() => setReviewing(true)}
          >
            {t('backoffice.settings.review', { n: changes.length })}
          </button>
        }
      />
      {save.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {t('backoffice.vipTable.saved', { n: save.data.changes.length })}
        </div>
      )}
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>{t('backoffice.settings.fields.level')}</th>
              {COLUMNS.map((c) => (
                <th key={c.key}>{columnLabel(c.key)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.map((level, i) => (
              <tr key={level.level}>
                <td>VIP{level.level}</td>
                {COLUMNS.map((c) => {
                  const value = level[c.key];
                  const field = `levels.${i}.${c.key}`;
                  return (
                    <td key={c.key}>
                      <input
                        className="input mono"
                        style={{
                          minWidth: 90,
                          borderColor: badField === field ? 'var(--danger)' : undefined,
                        }}
                        aria-label={`VIP${level.level} ${columnLabel(c.key)}`}
                        value={value === null ? '' : String(value)}
                        onChange={(e) => set(i, c.key, e.target.value, c.kind)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reviewing && (
        <div className="dialog-backdrop" role="presentation">
          <form
            className="card dialog"
            role="dialog"
            aria-label={t('backoffice.settings.reviewTitle')}
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <h2>{t('backoffice.settings.reviewTitle')}</h2>
            <div className="table-wrap" style={{ marginBottom: 12 }}>
              <table className="data">
                <thead>
                  <tr>
                    <th>{t('backoffice.settings.field')}</th>
                    <th>{t('backoffice.settings.before')}</th>
                    <th>{t('backoffice.settings.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr key={c.path}>
                      <td>{c.path}</td>
                      <td className="mono" style={{ color: 'var(--danger)' }}>
                        {String(c.before ?? '—')}
                      </td>
                      <td className="mono" style={{ color: 'var(--green)' }}>
                        {String(c.after ?? '—')}
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
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
              />
            </label>
            <ErrorNotice error={save.error} />
            <div className="row" style={{ justifyContent: 'flex-end', marginTop: 12 }}>
              <button className="btn" type="button" onClick={() => setReviewing(false)}>
                {t('backoffice.settings.back')}
              </button>
              <button
                className="btn primary"
                type="submit"
                disabled={save.isPending || reason.trim().length < 3}
              >
                {t('backoffice.settings.save')}
              </button>
            </div>
          </form>
        </div>
      )}
    </>
  );
}
