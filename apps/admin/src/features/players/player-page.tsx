import {
  type AdminPlayerDetail,
  adminPlayerActionResult,
  adminPlayerDetail,
} from '@jl/core/contracts/admin-players.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { label, t } from '../../lib/i18n.ts';
import { PlayerClosure } from './player-closure.tsx';
import { PlayerDeposits, PlayerRounds, PlayerWithdrawals } from './player-history.tsx';
import { PlayerHolds } from './player-holds.tsx';
import { PlayerLimits, PlayerNotes, PlayerTeam } from './player-sections.tsx';
import { PlayerWallet } from './player-wallet.tsx';
import { StatusBadge } from './players-page.tsx';

/** The tabs, named by `backoffice.player.tabs.<tab>` at render. */
const TABS = [
  'wallet',
  'deposits',
  'withdrawals',
  'rounds',
  'sessions',
  'team',
  'limits',
  'notes',
  'holds',
] as const;
type Tab = (typeof TABS)[number];
type Action = 'end-sessions' | 'lock' | 'unlock';

/**
 * One player: profile, money, history and sessions; end sessions and lock / unlock with a reason.
 * `adjust` (finance, owners): the adjustment request form, composed in by the router so that this
 * feature does not import another. `canClose` (finance, owners): closing the account on the player's
 * request. `canHold` (owners): the holds on the player's access logs (confidential, so the tab is
 * not even shown to other roles).
 */
export function PlayerPage(props: {
  adjust?: (memberId: string, onClose: () => void) => ReactNode;
  canClose?: boolean;
  canHold?: boolean;
}) {
  const { id = '' } = useParams();
  const [tab, setTab] = useState<Tab>('wallet');
  const detail = useQuery({
    queryKey: ['player', id],
    queryFn: () => api(`/admin/players/${id}`, adminPlayerDetail),
  });
  if (detail.isPending) return <Loading />;
  if (!detail.data) return <ErrorNotice error={detail.error} />;
  return (
    <>
      <Profile data={detail.data} adjust={props.adjust} canClose={props.canClose ?? false} />
      <div className="row" role="tablist" style={{ margin: '18px 0 12px' }}>
        {TABS.filter((value) => value !== 'holds' || props.canHold).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={`btn small ${tab === value ? 'primary' : ''}`}
            onClick={() => setTab(value)}
          >
            {t(`backoffice.player.tabs.${value}`)}
          </button>
        ))}
      </div>
      {tab === 'wallet' && <PlayerWallet id={id} />}
      {tab === 'deposits' && <PlayerDeposits id={id} />}
      {tab === 'withdrawals' && <PlayerWithdrawals id={id} />}
      {tab === 'rounds' && <PlayerRounds id={id} />}
      {tab === 'sessions' && <Sessions data={detail.data} />}
      {tab === 'team' && <PlayerTeam id={id} />}
      {tab === 'limits' && <PlayerLimits id={id} />}
      {tab === 'notes' && <PlayerNotes id={id} />}
      {tab === 'holds' && props.canHold && <PlayerHolds id={id} />}
    </>
  );
}

function Profile({
  data,
  adjust,
  canClose,
}: {
  data: AdminPlayerDetail;
  adjust?: (memberId: string, onClose: () => void) => ReactNode;
  canClose: boolean;
}) {
  const client = useQueryClient();
  const p = data.player;
  const [action, setAction] = useState<Action | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [closing, setClosing] = useState(false);
  const act = useMutation({
    mutationFn: ({ a, reason }: { a: Action; reason: string }) =>
      post(`/admin/players/${p.id}/${a}`, adminPlayerActionResult, { reason }),
    onSuccess: () => {
      setAction(null);
      void client.invalidateQueries({ queryKey: ['player', p.id] });
    },
  });
  // [label, value, monospace]: CPF and phone come formatted (or masked for support) by the server.
  const fields: [string, string, boolean?][] = [
    [t('backoffice.col.phone'), p.phone, true],
    [t('backoffice.col.cpf'), p.cpf ?? '—', true],
    [t('backoffice.col.email'), p.email ?? '—'],
    [t('backoffice.players.fields.nickname'), p.nickname ?? '—'],
    [t('backoffice.col.vip'), `VIP${p.vip_level}`],
    [t('backoffice.players.fields.invite'), p.invite_code],
    [t('backoffice.players.fields.inviter'), p.inviter_id ?? '—'],
    [t('backoffice.players.fields.regIp'), p.reg_ip ?? '—'],
    [t('backoffice.col.registered'), when(p.created_at)],
    [t('backoffice.col.lastLogin'), when(p.last_login_at)],
  ];
  if (p.status === 'closed')
    fields.push(
      [t('backoffice.player.closedAt'), when(p.closed_at)],
      [t('backoffice.player.closedBy'), t(`backoffice.player.closedByValue.${p.closed_by ?? 'player'}`)],
      [
        t('backoffice.player.minimisedAt'),
        p.minimised_at ? when(p.minimised_at) : t('backoffice.player.minimisePending'),
      ],
    );
  return (
    <>
      <PageHead
        title={t('backoffice.players.title', { name: p.name ?? t('backoffice.players.unnamed'), id: p.id })}
        lead={<StatusBadge status={p.status} />}
        actions={
          <>
            {adjust && (
              <button className="btn" type="button" onClick={() => setAdjusting(true)}>
                {t('backoffice.players.actions.adjust')}
              </button>
            )}
            {p.status !== 'closed' && (
              <button className="btn" type="button" onClick={() => setAction('end-sessions')}>
                {t('backoffice.players.actions.endSessions')}
              </button>
            )}
            {canClose && p.status !== 'closed' && (
              <button className="btn danger" type="button" onClick={() => setClosing(true)}>
                {t('backoffice.players.actions.close')}
              </button>
            )}
            {p.status === 'closed' ? null : p.status === 'active' ? (
              <button className="btn danger" type="button" onClick={() => setAction('lock')}>
                {t('backoffice.players.actions.lock')}
              </button>
            ) : (
              <button className="btn primary" type="button" onClick={() => setAction('unlock')}>
                {t('backoffice.players.actions.unlock')}
              </button>
            )}
          </>
        }
      />
      {p.status === 'closed' && (
        <p className="muted" role="note">
          {t('backoffice.player.closedHint')}
        </p>
      )}
      <section className="card">
        <dl
          className="grid"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', margin: 0 }}
        >
          {fields.map(([label, value, mono]) => (
            <div key={label}>
              <dt className="muted" style={{ fontSize: 12 }}>
                {label}
              </dt>
              <dd style={{ margin: 0 }} className={mono ? 'mono' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {adjusting &&
        adjust?.(p.id, () => {
          setAdjusting(false);
          void client.invalidateQueries({ queryKey: ['player-wallet', p.id] });
        })}
      {closing && <PlayerClosure memberId={p.id} onClose={() => setClosing(false)} />}
      {action && (
        <ReasonDialog
          title={t(`backoffice.players.dialog.${action === 'end-sessions' ? 'endSessions' : action}`)}
          confirm={t('backoffice.common.confirm')}
          danger={action === 'lock'}
          pending={act.isPending}
          error={act.error}
          onConfirm={(reason) => act.mutate({ a: action, reason })}
          onClose={() => {
            setAction(null);
            act.reset();
          }}
        >
          {action === 'lock' && <p className="muted">{t('backoffice.players.dialog.lockNote')}</p>}
        </ReasonDialog>
      )}
    </>
  );
}

function Sessions({ data }: { data: AdminPlayerDetail }) {
  return (
    <div className="table-wrap">
      <table className="data">
        <thead>
          <tr>
            <th>{t('backoffice.players.sessions.started')}</th>
            <th>{t('backoffice.players.sessions.lastSeen')}</th>
            <th>{t('backoffice.players.sessions.ip')}</th>
            <th>{t('backoffice.players.sessions.device')}</th>
            <th>{t('backoffice.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.sessions.map((s) => (
            <tr key={s.id}>
              <td>{when(s.created_at)}</td>
              <td>{when(s.last_seen_at)}</td>
              <td className="mono">{s.ip ?? '—'}</td>
              <td className="muted">{s.user_agent ?? '—'}</td>
              <td>
                {s.active ? (
                  <span className="badge ok">{t('backoffice.players.sessions.active')}</span>
                ) : (
                  <span className="badge">
                    {s.end_reason
                      ? t('backoffice.players.sessions.ended', {
                          reason: label(
                            `backoffice.players.sessions.endReason.${s.end_reason}`,
                            s.end_reason,
                          ),
                        })
                      : t('backoffice.players.sessions.expired')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.sessions.length === 0 && <div className="empty">{t('backoffice.players.sessions.none')}</div>}
    </div>
  );
}
