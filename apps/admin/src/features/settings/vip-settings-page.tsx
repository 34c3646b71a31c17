import { type VipTableEdit, vipSettings, vipSettingsResult } from '@jl/core/contracts/admin-settings.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ApiError, api, post } from '../../lib/api.ts';

type Level = VipTableEdit[number];
type Key = keyof Level;
const COLUMNS: { key: Key; label: string; kind: 'money' | 'int' | 'money?' }[] = [
  { key: 'recharge', label: 'Recarga acumulada', kind: 'money' },
  { key: 'bet', label: 'Apostas válidas', kind: 'money' },
  { key: 'reward', label: 'Prêmio do nível', kind: 'money' },
  { key: 'withdrawTimesPerDay', label: 'Saques/dia', kind: 'int' },
  { key: 'withdrawMax', label: 'Saque máximo', kind: 'money' },
  { key: 'withdrawFeeBps', label: 'Taxa (bps)', kind: 'int' },
  { key: 'maxGameBalance', label: 'Saldo máx. de jogo', kind: 'money?' },
];

/** The leaves that differ, by "level.field", for the review before saving. */
function changesOf(before: VipTableEdit, after: VipTableEdit) {
  return after.flatMap((level, i) =>
    COLUMNS.filter((c) => before[i]?.[c.key] !== level[c.key]).map((c) => ({
      path: `VIP${level.level} · ${c.label}`,
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
  const changes = useMemo(
    () => (query.data && draft ? changesOf(query.data.levels, draft) : []),
    [query.data, draft],
  );
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
        title="Níveis VIP"
        lead="Valores em reais no formato 1000.00. Cada alteração é revisada antes de salvar e fica na auditoria."
        actions={
          <button
            className="btn primary"
            type="button"
            disabled={changes.length === 0}
            onClick={() => setReviewing(true)}
          >
            Revisar {changes.length} alteração{changes.length === 1 ? '' : 'ões'}
          </button>
        }
      />
      {save.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          Tabela salva: {save.data.changes.length} alteração(ões) registrada(s) na auditoria.
        </div>
      )}
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>Nível</th>
              {COLUMNS.map((c) => (
                <th key={c.key}>{c.label}</th>
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
                        aria-label={`VIP${level.level} ${c.label}`}
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
            aria-label="Revisar alterações"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <h2>Revisar alterações</h2>
            <div className="table-wrap" style={{ marginBottom: 12 }}>
              <table className="data">
                <thead>
                  <tr>
                    <th>Campo</th>
                    <th>Antes</th>
                    <th>Depois</th>
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
              <span>Motivo (fica registrado na auditoria)</span>
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
                Voltar
              </button>
              <button
                className="btn primary"
                type="submit"
                disabled={save.isPending || reason.trim().length < 3}
              >
                Salvar
              </button>
            </div>
          </form>
        </div>
      )}
    </>
  );
}
