import { adminGameFlagResult, adminGamesStatus, gameStatus } from '@jl/core/contracts/index.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { label, t } from '../../lib/i18n.ts';

type Switch =
  | { kind: 'status'; to: 0 | 1 }
  | { kind: 'game' | 'platform'; code: string; to: boolean; openBets: number };

/**
 * Games (owner): the all-games status players' apps read from `/game/checkGameStatus`, and the
 * maintenance flag of each platform and game. A switch asks for a reason; the server audits it in
 * the same transaction. Originals never have a round in flight (one transaction each); external
 * seamless bets still open are shown, because their provider settles or refunds them afterwards.
 */
export function GamesPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['games-admin'], queryFn: () => api('/admin/games', adminGamesStatus) });
  const [pending, setPending] = useState<Switch | null>(null);
  const act = useMutation({
    mutationFn: ({ s, reason }: { s: Switch; reason: string }): Promise<unknown> =>
      s.kind === 'status'
        ? post('/admin/games/status', gameStatus, { status: s.to, reason })
        : post(
            s.kind === 'game'
              ? `/admin/games/${s.code}/maintenance`
              : `/admin/games/platforms/${s.code}/maintenance`,
            adminGameFlagResult,
            { maintenance: s.to, reason },
          ),
    onSuccess: () => {
      setPending(null);
      void client.invalidateQueries({ queryKey: ['games-admin'] });
    },
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const { status, platforms, games } = query.data;
  const gameName = (code: string) => label(`games:names.${code}`, code);
  return (
    <>
      <PageHead
        title={t('backoffice.games.title')}
        lead={t('backoffice.games.lead')}
        actions={
          <button
            type="button"
            className={`btn ${status === 0 ? 'danger' : 'primary'}`}
            onClick={() => setPending({ kind: 'status', to: status === 0 ? 1 : 0 })}
          >
            {status === 0 ? t('backoffice.games.allOff') : t('backoffice.games.allOn')}
          </button>
        }
      />
      <div className={`notice ${status === 0 ? 'ok' : 'error'}`} role="status" style={{ marginBottom: 16 }}>
        {status === 0 ? t('backoffice.games.statusOpen') : t('backoffice.games.statusMaintenance')}
      </div>
      <h2>{t('backoffice.games.platforms')}</h2>
      <div className="table-wrap" style={{ marginBottom: 20 }}>
        <table className="data">
          <thead>
            <tr>
              <th>{t('backoffice.games.platform')}</th>
              <th>{t('backoffice.games.kind')}</th>
              <th>{t('backoffice.games.gameCount')}</th>
              <th>{t('backoffice.games.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {platforms.map((p) => (
              <tr key={p.code}>
                <td>{label(`games:platforms.${p.code}`, p.code)}</td>
                <td className="mono">{p.kind}</td>
                <td>{p.games}</td>
                <td>
                  <State enabled={p.enabled} maintenance={p.maintenance} />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn small"
                    onClick={() =>
                      setPending({ kind: 'platform', code: p.code, to: !p.maintenance, openBets: 0 })
                    }
                  >
                    {p.maintenance ? t('backoffice.games.reopen') : t('backoffice.games.maintain')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('backoffice.games.games')}</h2>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>{t('backoffice.games.game')}</th>
              <th>{t('backoffice.games.platform')}</th>
              <th>{t('backoffice.games.state')}</th>
              <th>{t('backoffice.games.openBets')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.code}>
                <td>
                  {gameName(g.code)} <span className="muted mono">{g.code}</span>
                </td>
                <td>{label(`games:platforms.${g.platform}`, g.platform)}</td>
                <td>
                  <State enabled={g.enabled} maintenance={g.maintenance} />
                </td>
                <td>{g.open_bets}</td>
                <td>
                  <button
                    type="button"
                    className="btn small"
                    aria-label={`${g.maintenance ? t('backoffice.games.reopen') : t('backoffice.games.maintain')} ${g.code}`}
                    onClick={() =>
                      setPending({ kind: 'game', code: g.code, to: !g.maintenance, openBets: g.open_bets })
                    }
                  >
                    {g.maintenance ? t('backoffice.games.reopen') : t('backoffice.games.maintain')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pending && (
        <ReasonDialog
          title={
            pending.kind === 'status'
              ? pending.to === 1
                ? t('backoffice.games.allOff')
                : t('backoffice.games.allOn')
              : `${pending.to ? t('backoffice.games.maintain') : t('backoffice.games.reopen')}: ${pending.code}`
          }
          confirm={t('backoffice.games.confirm')}
          danger={pending.kind === 'status' ? pending.to === 1 : pending.to}
          pending={act.isPending}
          error={act.error}
          onConfirm={(reason) => act.mutate({ s: pending, reason })}
          onClose={() => {
            setPending(null);
            act.reset();
          }}
        >
          <p className="muted">
            {(pending.kind === 'status' ? pending.to === 1 : pending.to)
              ? t('backoffice.games.effectOff')
              : t('backoffice.games.effectOn')}
          </p>
          {pending.kind !== 'status' && pending.openBets > 0 && (
            <p className="notice">{t('backoffice.games.openBetsNote', { n: pending.openBets })}</p>
          )}
        </ReasonDialog>
      )}
    </>
  );
}

function State(props: { enabled: boolean; maintenance: boolean }) {
  if (!props.enabled) return <span className="badge">{t('backoffice.games.disabled')}</span>;
  if (props.maintenance) return <span className="badge warn">{t('backoffice.games.inMaintenance')}</span>;
  return <span className="badge ok">{t('backoffice.games.open')}</span>;
}
