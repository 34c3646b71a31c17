import type { AdminPlayerDetail } from '@jl/core/contracts/admin-players.ts';
import { Fact, Facts } from '../../../components/ui/facts.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { PlayerAction } from '../api/players-api.ts';

type Player = AdminPlayerDetail['player'];

/** [label, value, monospace]: CPF and phone come formatted (or masked for support) by the server. */
function fieldsOf(p: Player): [string, string, boolean?][] {
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
  return fields;
}

/** The player's profile card. */
export function ProfileFacts({ player }: { player: Player }) {
  return (
    <section className="card">
      <Facts>
        {fieldsOf(player).map(([label, value, mono]) => (
          <Fact key={label} term={label} mono={mono}>
            {value}
          </Fact>
        ))}
      </Facts>
    </section>
  );
}

/** The buttons over the profile: adjust (when allowed), end sessions, close (when allowed), lock / unlock. */
export function ProfileActions(props: {
  player: Player;
  canAdjust: boolean;
  canClose: boolean;
  onAdjust: () => void;
  onClosure: () => void;
  onAction: (action: PlayerAction) => void;
}) {
  const { status } = props.player;
  return (
    <>
      {props.canAdjust && (
        <button className="btn" type="button" onClick={props.onAdjust}>
          {t('backoffice.players.actions.adjust')}
        </button>
      )}
      {status !== 'closed' && (
        <button className="btn" type="button" onClick={() => props.onAction('end-sessions')}>
          {t('backoffice.players.actions.endSessions')}
        </button>
      )}
      {props.canClose && status !== 'closed' && (
        <button className="btn danger" type="button" onClick={props.onClosure}>
          {t('backoffice.players.actions.close')}
        </button>
      )}
      {status === 'closed' ? null : status === 'active' ? (
        <button className="btn danger" type="button" onClick={() => props.onAction('lock')}>
          {t('backoffice.players.actions.lock')}
        </button>
      ) : (
        <button className="btn primary" type="button" onClick={() => props.onAction('unlock')}>
          {t('backoffice.players.actions.unlock')}
        </button>
      )}
    </>
  );
}
