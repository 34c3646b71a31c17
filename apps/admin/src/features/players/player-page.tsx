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
import { PlayerDeposits, PlayerRounds, PlayerWithdrawals } from './player-history.tsx';
import { PlayerWallet } from './player-wallet.tsx';
import { StatusBadge } from './players-page.tsx';

const TABS = [
  ['wallet', 'Carteira e extrato'],
  ['deposits', 'Depósitos'],
  ['withdrawals', 'Saques'],
  ['rounds', 'Rodadas'],
  ['sessions', 'Sessões'],
] as const;
type Tab = (typeof TABS)[number][0];
type Action = 'end-sessions' | 'lock' | 'unlock';

/** One player: profile, money, history and sessions; end sessions and lock / unlock with a reason. */
/**
 * `adjust` (finance, owners): the adjustment request form, composed in by the router so that this
 * feature does not import another.
 */
export function PlayerPage(props: { adjust?: (memberId: string, onClose: () => void) => ReactNode }) {
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
      <Profile data={detail.data} adjust={props.adjust} />
      <div className="row" role="tablist" style={{ margin: '18px 0 12px' }}>
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={`btn small ${tab === value ? 'primary' : ''}`}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'wallet' && <PlayerWallet id={id} />}
      {tab === 'deposits' && <PlayerDeposits id={id} />}
      {tab === 'withdrawals' && <PlayerWithdrawals id={id} />}
      {tab === 'rounds' && <PlayerRounds id={id} />}
      {tab === 'sessions' && <Sessions data={detail.data} />}
    </>
  );
}

function Profile({
  data,
  adjust,
}: {
  data: AdminPlayerDetail;
  adjust?: (memberId: string, onClose: () => void) => ReactNode;
}) {
  const client = useQueryClient();
  const p = data.player;
  const [action, setAction] = useState<Action | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const act = useMutation({
    mutationFn: ({ a, reason }: { a: Action; reason: string }) =>
      post(`/admin/players/${p.id}/${a}`, adminPlayerActionResult, { reason }),
    onSuccess: () => {
      setAction(null);
      void client.invalidateQueries({ queryKey: ['player', p.id] });
    },
  });
  const fields: [string, string][] = [
    ['Telefone', p.phone],
    ['CPF', p.cpf ?? '—'],
    ['E-mail', p.email ?? '—'],
    ['Apelido', p.nickname ?? '—'],
    ['VIP', `VIP${p.vip_level}`],
    ['Convite', p.invite_code],
    ['Convidado por', p.inviter_id ?? '—'],
    ['IP de cadastro', p.reg_ip ?? '—'],
    ['Cadastro', when(p.created_at)],
    ['Último acesso', when(p.last_login_at)],
  ];
  return (
    <>
      <PageHead
        title={`${p.name ?? 'Jogador'} · ID ${p.id}`}
        lead={<StatusBadge status={p.status} />}
        actions={
          <>
            {adjust && (
              <button className="btn" type="button" onClick={() => setAdjusting(true)}>
                Pedir ajuste de saldo
              </button>
            )}
            <button className="btn" type="button" onClick={() => setAction('end-sessions')}>
              Encerrar sessões
            </button>
            {p.status === 'active' ? (
              <button className="btn danger" type="button" onClick={() => setAction('lock')}>
                Bloquear conta
              </button>
            ) : (
              <button className="btn primary" type="button" onClick={() => setAction('unlock')}>
                Desbloquear conta
              </button>
            )}
          </>
        }
      />
      <section className="card">
        <dl
          className="grid"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', margin: 0 }}
        >
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="muted" style={{ fontSize: 12 }}>
                {label}
              </dt>
              <dd
                style={{ margin: 0 }}
                className={label === 'CPF' || label === 'Telefone' ? 'mono' : undefined}
              >
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
      {action && (
        <ReasonDialog
          title={
            action === 'end-sessions'
              ? 'Encerrar todas as sessões do jogador'
              : action === 'lock'
                ? 'Bloquear a conta'
                : 'Desbloquear a conta'
          }
          confirm="Confirmar"
          danger={action === 'lock'}
          pending={act.isPending}
          error={act.error}
          onConfirm={(reason) => act.mutate({ a: action, reason })}
          onClose={() => {
            setAction(null);
            act.reset();
          }}
        >
          {action === 'lock' && (
            <p className="muted">As sessões terminam e o login fica recusado até o desbloqueio.</p>
          )}
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
            <th>Início</th>
            <th>Último uso</th>
            <th>IP</th>
            <th>Dispositivo</th>
            <th>Situação</th>
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
                  <span className="badge ok">Ativa</span>
                ) : (
                  <span className="badge">{s.end_reason ? `Encerrada (${s.end_reason})` : 'Expirada'}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.sessions.length === 0 && <div className="empty">Nenhuma sessão.</div>}
    </div>
  );
}
