import type { WheelTables } from '@jl/core/contracts/activity.ts';
import { money, when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * The wheel table's versions beside its editor: the hash in force, that saving a change of an amount or
 * a weight creates a new version (the hash of the new content), and every past version read-only —
 * versions are never edited nor deleted (docs/GAMES.md "Table versions").
 */
export function WheelVersions({ wheel }: { wheel: WheelTables }) {
  const current = wheel.history.find((v) => v.until === null) ?? null;
  const past = wheel.history.filter((v) => v.until !== null);
  return (
    <section className="card" style={{ marginBottom: 12 }} data-testid="wheel-versions">
      <h2 style={{ marginTop: 0 }}>{t('backoffice.settings.wheel.title')}</h2>
      <p>
        {t('backoffice.settings.wheel.inForce')}{' '}
        <code className="mono" title={wheel.in_force ?? ''}>
          {current?.short ?? '—'}
        </code>{' '}
        {current ? t('backoffice.settings.wheel.since', { from: when(current.from) }) : null}
      </p>
      <p className="muted">{t('backoffice.settings.wheel.saveNote')}</p>
      {past.length > 0 ? (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('backoffice.settings.wheel.version')}</th>
                <th>{t('backoffice.settings.wheel.from')}</th>
                <th>{t('backoffice.settings.wheel.until')}</th>
                <th>{t('backoffice.settings.wheel.segments')}</th>
                <th>{t('backoffice.settings.wheel.expected')}</th>
              </tr>
            </thead>
            <tbody>
              {past.map((v) => (
                <tr key={`${v.version}-${v.from}`}>
                  <td className="mono" title={v.version}>
                    {v.short}
                    {v.label ? ` (${v.label})` : ''}
                  </td>
                  <td>{when(v.from)}</td>
                  <td>{when(v.until)}</td>
                  <td className="mono">
                    {v.segments
                      .map((s) => `${s.kind === 'cash' && s.amount ? money(s.amount) : '◆'} × ${s.weight}`)
                      .join(' · ')}
                  </td>
                  <td>{money(Number(v.expected_value).toFixed(2))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t('backoffice.settings.wheel.noPast')}</p>
      )}
    </section>
  );
}
