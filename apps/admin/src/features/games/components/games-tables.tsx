import { StaticTable } from '../../../components/ui/static-table.tsx';
import { label, t } from '../../../lib/i18n.ts';
import type { GameSwitch, GamesStatus } from '../api/games-api.ts';

function State(props: { enabled: boolean; maintenance: boolean }) {
  if (!props.enabled) return <span className="badge">{t('backoffice.games.disabled')}</span>;
  if (props.maintenance) return <span className="badge warn">{t('backoffice.games.inMaintenance')}</span>;
  return <span className="badge ok">{t('backoffice.games.open')}</span>;
}

const switchLabel = (maintenance: boolean) =>
  maintenance ? t('backoffice.games.reopen') : t('backoffice.games.maintain');
const platformName = (code: string) => label(`games:platforms.${code}`, code);

export function PlatformsTable(props: {
  platforms: GamesStatus['platforms'];
  onSwitch: (s: GameSwitch) => void;
}) {
  return (
    <StaticTable
      style={{ marginBottom: 20 }}
      headers={[
        t('backoffice.games.platform'),
        t('backoffice.games.kind'),
        t('backoffice.games.gameCount'),
        t('backoffice.games.state'),
        '',
      ]}
    >
      {props.platforms.map((p) => (
        <tr key={p.code}>
          <td>{platformName(p.code)}</td>
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
                props.onSwitch({ kind: 'platform', code: p.code, to: !p.maintenance, openBets: 0 })
              }
            >
              {switchLabel(p.maintenance)}
            </button>
          </td>
        </tr>
      ))}
    </StaticTable>
  );
}

export function GamesTable(props: { games: GamesStatus['games']; onSwitch: (s: GameSwitch) => void }) {
  return (
    <StaticTable
      headers={[
        t('backoffice.games.game'),
        t('backoffice.games.platform'),
        t('backoffice.games.state'),
        t('backoffice.games.openBets'),
        '',
      ]}
    >
      {props.games.map((g) => (
        <tr key={g.code}>
          <td>
            {label(`games:names.${g.code}`, g.code)} <span className="muted mono">{g.code}</span>
          </td>
          <td>{platformName(g.platform)}</td>
          <td>
            <State enabled={g.enabled} maintenance={g.maintenance} />
          </td>
          <td>{g.open_bets}</td>
          <td>
            <button
              type="button"
              className="btn small"
              aria-label={`${switchLabel(g.maintenance)} ${g.code}`}
              onClick={() =>
                props.onSwitch({ kind: 'game', code: g.code, to: !g.maintenance, openBets: g.open_bets })
              }
            >
              {switchLabel(g.maintenance)}
            </button>
          </td>
        </tr>
      ))}
    </StaticTable>
  );
}
