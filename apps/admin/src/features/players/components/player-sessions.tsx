import type { AdminPlayerDetail } from '@jl/core/contracts/admin-players.ts';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { when } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';

type Session = AdminPlayerDetail['sessions'][number];

function SessionState({ session: s }: { session: Session }) {
  if (s.active) return <span className="badge ok">{t('backoffice.players.sessions.active')}</span>;
  return (
    <span className="badge">
      {s.end_reason
        ? t('backoffice.players.sessions.ended', {
            reason: label(`backoffice.players.sessions.endReason.${s.end_reason}`, s.end_reason),
          })
        : t('backoffice.players.sessions.expired')}
    </span>
  );
}

export function PlayerSessions({ data }: { data: AdminPlayerDetail }) {
  return (
    <StaticTable
      headers={[
        t('backoffice.players.sessions.started'),
        t('backoffice.players.sessions.lastSeen'),
        t('backoffice.players.sessions.ip'),
        t('backoffice.players.sessions.device'),
        t('backoffice.col.status'),
      ]}
      rows={data.sessions.length}
      empty={t('backoffice.players.sessions.none')}
    >
      {data.sessions.map((s) => (
        <tr key={s.id}>
          <td>{when(s.created_at)}</td>
          <td>{when(s.last_seen_at)}</td>
          <td className="mono">{s.ip ?? '—'}</td>
          <td className="muted">{s.user_agent ?? '—'}</td>
          <td>
            <SessionState session={s} />
          </td>
        </tr>
      ))}
    </StaticTable>
  );
}
