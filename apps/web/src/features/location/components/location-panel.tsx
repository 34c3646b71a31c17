import { formatRelative } from '@jl/core/dates.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { checkLocation, type LocationStatus } from '../api/location-api.ts';
import { type GeolocationFailure, readPosition } from './geolocation.ts';
import './location.css';

type Verdict = LocationStatus['ip']['verdict'];

/** One verdict for the title: any source abroad, else any in Brazil, else unknown (as the server decides). */
function overallOf(status: LocationStatus): Verdict {
  const verdicts = [status.ip.verdict, status.geolocation?.verdict];
  if (verdicts.includes('abroad')) return 'abroad';
  return verdicts.includes('brazil') ? 'brazil' : 'unknown';
}

const TONE: Record<Verdict, string> = { brazil: 'ok', abroad: 'error', unknown: 'info' };

/** "Fora do Brasil (Argentina)": the verdict and, when known, the country in the player's language. */
function useVerdictLabel() {
  const { t, i18n } = useTranslation('location');
  return (verdict: Verdict, country: string | null) => {
    const label = t(`verdict.${verdict}`);
    if (!country || verdict !== 'abroad') return label;
    const name = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country);
    return `${label} (${name ?? country})`;
  };
}

/** What the status means for deposits and bets on this site. */
function consequenceOf(status: LocationStatus): 'notEnforced' | 'allowed' | 'needed' | 'blocked' {
  if (!status.enforced) return 'notEnforced';
  if (status.allowed) return 'allowed';
  return status.needs_geolocation ? 'needed' : 'blocked';
}

/** The result: the decision of each source, and what it means for deposits and bets. */
export function LocationResult({ status }: { status: LocationStatus }) {
  const { t, i18n } = useTranslation('location');
  const label = useVerdictLabel();
  const overall = overallOf(status);
  const geolocation = status.geolocation;
  return (
    <section className={`jl-location__result jl-location__result--${TONE[overall]}`} aria-live="polite">
      <p className="jl-location__title" data-verdict={overall}>
        {t(`result.${overall}`)}
      </p>
      <dl className="jl-location__sources">
        <dt>{t('ipLine')}</dt>
        <dd data-source="ip">{label(status.ip.verdict, status.ip.country)}</dd>
        <dt>{t('geoLine')}</dt>
        <dd data-source="geolocation">
          {geolocation
            ? `${label(geolocation.verdict, geolocation.country)} · ${formatRelative(geolocation.at, Date.now(), i18n.language)}`
            : t('geoNone')}
        </dd>
      </dl>
      <p className="jl-location__consequence" data-allowed={status.allowed}>
        {t(consequenceOf(status))}
      </p>
      {/* The address's country comes from GeoLite2 data, whose licence asks for this attribution. */}
      <p className="jl-location__attribution">{t('attribution')}</p>
    </section>
  );
}

/**
 * The consent step: what is asked and why, before the browser's own permission prompt; the browser is
 * asked only when the player presses "share". A refusal, no fix or a timeout is explained, with a retry.
 */
export function LocationConsent({
  onChecked,
  onNotNow,
}: {
  onChecked: (status: LocationStatus) => void;
  onNotNow: () => void;
}) {
  const { t } = useTranslation('location');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);
  const share = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const position = await readPosition();
      if (!position.ok) {
        setFailure(position.failure);
        return;
      }
      const answer = await checkLocation(position);
      if (answer && answer.code === 1 && answer.data) onChecked(answer.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="jl-location__consent" aria-labelledby="jl-location-consent">
      <h2 id="jl-location-consent" className="jl-location__heading">
        {t('intro.title')}
      </h2>
      <p className="jl-location__text">{t('intro.body')}</p>
      <p className="jl-location__text">{t('intro.privacy')}</p>
      {failure ? (
        <p className="jl-location__failure" role="alert" data-failure={failure}>
          {t(`failure.${failure}`)}
        </p>
      ) : null}
      {busy ? <p className="jl-location__text">{t('checking')}</p> : null}
      <Button block busy={busy} onClick={() => void share()} disabled={failure === 'unsupported'}>
        {failure ? t('retry') : t('intro.share')}
      </Button>
      <Button block variant="ghost" onClick={onNotNow}>
        {t('intro.notNow')}
      </Button>
    </section>
  );
}
