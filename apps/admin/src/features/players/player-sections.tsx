import { adminPlayerLimits, adminPlayerNotes, adminPlayerTeam } from '@jl/core/contracts/admin-players.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../components/ui/page.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { label, t } from '../../lib/i18n.ts';

const referralBadge = (status: string | null) =>
  status === null ? (
    '—'
  ) : (
    <span
      className={`badge ${status === 'flagged' ? 'warn' : status === 'rejected' ? 'bad' : status === 'cleared' ? 'ok' : ''}`}
    >
      {t(`backoffice.player.referral.${status}`)}
    </span>
  );
/** A limit's or a block's period ("24h", "7d", "round"…) in the staff's words. */
const periodLabel = (period: string) => label(`backoffice.players.periods.${period}`, period);
const reasonsOf = (reasons: string[]) =>
  reasons.length === 0 ? '' : reasons.map((r) => label(`backoffice.settings.choices.${r}`, r)).join(', ');

/** The team: who invited the player, their screening, the players they invited and their flags. */
export function PlayerTeam({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['player-team', id, page],
    queryFn: () => api(`/admin/players/${id}/team`, adminPlayerTeam, { query: { page, size: 20 } }),
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const team = query.data;
  const pages = Math.max(1, Math.ceil(team.subordinates.total / team.subordinates.size));
  return (
    <>
      <section className="card" style={{ marginBottom: 12 }}>
        <dl
          className="grid"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', margin: 0 }}
        >
          <Fact term={t('backoffice.player.inviter')}>
            {team.inviter ? (
              <Link to={`/players/${team.inviter.id}`}>
                {t('backoffice.col.id')} {team.inviter.id} ·{' '}
                <span className="mono">{team.inviter.phone}</span>
              </Link>
            ) : (
              '—'
            )}
          </Fact>
          <Fact term={t('backoffice.player.screening')}>
            {referralBadge(team.referral?.status ?? null)} {reasonsOf(team.referral?.reasons ?? [])}
          </Fact>
          <Fact term={t('backoffice.player.level1')}>{team.level1}</Fact>
          <Fact term={t('backoffice.player.level2')}>{team.level2}</Fact>
          <Fact term={t('backoffice.player.flagged')}>{team.flagged}</Fact>
        </dl>
      </section>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>{t('backoffice.col.id')}</th>
              <th>{t('backoffice.player.phone')}</th>
              <th>{t('backoffice.player.registered')}</th>
              <th>{t('backoffice.player.screening')}</th>
            </tr>
          </thead>
          <tbody>
            {team.subordinates.list.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/players/${s.id}`}>{s.id}</Link>
                </td>
                <td className="mono">{s.phone}</td>
                <td>{when(s.registered_at)}</td>
                <td>
                  {referralBadge(s.status)} {reasonsOf(s.reasons)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {team.subordinates.list.length === 0 && (
          <div className="empty">{t('backoffice.player.noSubordinates')}</div>
        )}
      </div>
      {pages > 1 && (
        <div className="pager">
          <button type="button" className="btn small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          {page} / {pages}
          <button
            type="button"
            className="btn small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </div>
      )}
    </>
  );
}

function Fact(props: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="muted" style={{ fontSize: 12 }}>
        {props.term}
      </dt>
      <dd style={{ margin: 0 }}>{props.children}</dd>
    </div>
  );
}

/** Limits (in force and pending), the cool-off or self-exclusion, the registry and the player's decisions. */
export function PlayerLimits({ id }: { id: string }) {
  const query = useQuery({
    queryKey: ['player-limits', id],
    queryFn: () => api(`/admin/players/${id}/limits`, adminPlayerLimits),
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const v = query.data;
  const amount = (kind: string, a: string | null) =>
    a === null
      ? t('backoffice.player.noLimit')
      : kind === 'session'
        ? t('backoffice.player.minutes', { n: a })
        : money(a);
  return (
    <>
      <section className="card" style={{ marginBottom: 12 }}>
        <dl
          className="grid"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', margin: 0 }}
        >
          <Fact term={t('backoffice.player.profile')}>{t(`backoffice.settings.choices.${v.profile}`)}</Fact>
          <Fact term={t('backoffice.player.block')}>
            {v.block ? (
              <span className="badge bad">
                {t(`backoffice.player.blockKind.${v.block.kind}`)} · {periodLabel(v.block.period)}
                {v.block.until ? ` · ${t('backoffice.player.until', { at: when(v.block.until) })}` : ''}
              </span>
            ) : (
              t('backoffice.player.none')
            )}
          </Fact>
          <Fact term={t('backoffice.player.registry')}>
            {t(`backoffice.player.registryStatus.${v.registry.status}`)}
            {v.registry.checked_at ? ` · ${when(v.registry.checked_at)}` : ''}
          </Fact>
          <Fact term={t('backoffice.player.reality')}>
            {v.reality_minutes === null
              ? t('backoffice.player.default')
              : t('backoffice.player.minutes', { n: v.reality_minutes })}
          </Fact>
          <Fact term={t('backoffice.player.closure')}>{when(v.closure_requested_at)}</Fact>
        </dl>
      </section>
      <div className="table-wrap" style={{ marginBottom: 12 }}>
        <table className="data">
          <thead>
            <tr>
              <th>{t('backoffice.player.limit')}</th>
              <th>{t('backoffice.player.period')}</th>
              <th>{t('backoffice.player.inForce')}</th>
              <th>{t('backoffice.player.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {v.limits.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <td>{t(`backoffice.player.limitKind.${l.kind}`)}</td>
                <td>{periodLabel(l.period)}</td>
                <td>{amount(l.kind, l.amount)}</td>
                <td>
                  {l.pending
                    ? t('backoffice.player.pendingAt', {
                        amount: amount(l.kind, l.pending.amount),
                        at: when(l.pending.effective_at),
                      })
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('backoffice.player.decisions')}</h3>
      <div className="table-wrap">
        <table className="data">
          <tbody>
            {v.actions.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the decisions are a fixed, ordered list
              <tr key={i}>
                <td>{when(a.at)}</td>
                <td className="mono">{a.action}</td>
                <td className="mono muted">{JSON.stringify(a.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {v.actions.length === 0 && <div className="empty">{t('backoffice.player.noDecisions')}</div>}
      </div>
    </>
  );
}

/** Staff notes: kept, never edited; each one is in the audit log. */
export function PlayerNotes({ id }: { id: string }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const query = useQuery({
    queryKey: ['player-notes', id],
    queryFn: () => api(`/admin/players/${id}/notes`, adminPlayerNotes),
  });
  const add = useMutation({
    mutationFn: () => post(`/admin/players/${id}/notes`, adminPlayerNotes, { text }),
    onSuccess: (data) => {
      setText('');
      client.setQueryData(['player-notes', id], data);
    },
  });
  return (
    <>
      <form
        className="card"
        style={{ marginBottom: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <label className="field">
          <span>{t('backoffice.player.newNote')}</span>
          <input
            className="input"
            name="note"
            maxLength={1000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <ErrorNotice error={add.error} />
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="submit" className="btn primary" disabled={add.isPending || text.trim().length < 2}>
            {t('backoffice.player.addNote')}
          </button>
        </div>
      </form>
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <ErrorNotice error={query.error} />
      ) : (
        <div className="table-wrap">
          <table className="data">
            <tbody>
              {query.data.list.map((n) => (
                <tr key={n.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>{when(n.created_at)}</td>
                  <td>
                    <strong>{n.staff}</strong>
                  </td>
                  <td style={{ width: '100%' }}>{n.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data.list.length === 0 && <div className="empty">{t('backoffice.player.noNotes')}</div>}
        </div>
      )}
    </>
  );
}
