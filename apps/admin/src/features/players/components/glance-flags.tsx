import type { GlanceFlag } from '@jl/core/contracts/admin-glance.ts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { money, when } from '../../../lib/format.ts';
import { getLocale, t } from '../../../lib/i18n.ts';

/** A country code in the staff's language ("Argentina"), or a dash when the place is in no country. */
function regionName(country: string | null): string {
  if (!country) return '—';
  try {
    return new Intl.DisplayNames([getLocale()], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** One flag's short explanation with the numbers behind it, in the staff's language (formats Brazilian). */
export function flagText(flag: GlanceFlag): string {
  const key = `backoffice.glance.flag.${flag.kind}`;
  switch (flag.kind) {
    case 'withdrawn_without_play':
      return t(`${key}.text`, {
        deposit: money(flag.deposit),
        depositedAt: when(flag.deposited_at),
        staked: money(flag.staked),
        percent: flag.min_percent,
        withdrawal: money(flag.withdrawal),
        withdrawnAt: when(flag.withdrawn_at),
      });
    case 'velocity':
      return t(`${key}.${flag.what}`, {
        count: flag.count,
        minutes: flag.window_minutes,
        threshold: flag.threshold,
        at: when(flag.at),
      });
    case 'abroad':
      return t(`${key}.text`, {
        n: flag.count,
        days: flag.lookback_days,
        source: t(`${key}.${flag.source}`),
        country: regionName(flag.country),
        at: when(flag.at),
      });
    default:
      return t(`${key}.text`, { value: flag.value ?? '—', n: flag.accounts.length });
  }
}

/** A flag's React key: its content (two flags never say the same thing). */
export const flagKey = (flag: GlanceFlag) => JSON.stringify(flag);

export const flagTitle = (flag: GlanceFlag) => t(`backoffice.glance.flag.${flag.kind}.title`);

/** The other accounts behind a shared-identity flag, as links to their pages. */
function Accounts({ flag }: { flag: GlanceFlag }) {
  if (!('accounts' in flag) || flag.accounts.length === 0) return null;
  return (
    <div>
      <span className="muted">{t('backoffice.glance.others')} </span>
      {flag.accounts.map((id, i) => (
        <Fragment key={id}>
          {i > 0 && ', '}
          <Link to={`/players/${id}`}>#{id}</Link>
        </Fragment>
      ))}
    </div>
  );
}

/** The risk flags, each with its title, explanation and the accounts it links to. */
export function GlanceFlags({ flags }: { flags: readonly GlanceFlag[] }) {
  if (flags.length === 0) return <p className="muted">{t('backoffice.glance.noFlags')}</p>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {flags.map((flag) => (
        <li key={flagKey(flag)}>
          <span className="badge warn">{flagTitle(flag)}</span> {flagText(flag)}
          <Accounts flag={flag} />
        </li>
      ))}
    </ul>
  );
}
