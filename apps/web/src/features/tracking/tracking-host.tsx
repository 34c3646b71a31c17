import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useAppState } from '../../lib/store.ts';
import { setConsent, useConsent } from './consent.ts';
import { useFirstDepositReporting } from './first-deposit.ts';
import { loadPixels } from './pixels.ts';
import './tracking.css';

/**
 * Ad tracking (docs/SPECIFICATION.md §4; LGPD consent: docs/COMPLIANCE.md "Both profiles"): the first-deposit reporting loop
 * for a logged-in member, and the Facebook/Kwai pixels — requested only when the operator configured their
 * ids and the player accepted in the LGPD banner (asked once, remembered).
 */
export function TrackingHost() {
  const { t } = useTranslation('pay');
  const fbPixelId = useAppState((s) => s.config?.tracking?.fbPixelId ?? null);
  const kwaiPixelId = useAppState((s) => s.config?.tracking?.kwaiPixelId ?? null);
  const consent = useConsent();
  const configured = Boolean(fbPixelId || kwaiPixelId);
  useFirstDepositReporting();

  useEffect(() => {
    if (configured && consent === 'granted') loadPixels({ fbPixelId, kwaiPixelId });
  }, [configured, consent, fbPixelId, kwaiPixelId]);

  if (!configured || consent !== null) return null;
  return (
    <aside className="jl-consent" aria-labelledby="jl-consent-title" data-testid="tracking-consent">
      <h2 id="jl-consent-title" className="jl-consent__title">
        {t('tracking.title')}
      </h2>
      <p className="jl-consent__body">{t('tracking.body')}</p>
      <div className="jl-consent__actions">
        <Button variant="secondary" size="sm" onClick={() => setConsent('denied')}>
          {t('tracking.decline')}
        </Button>
        <Button size="sm" onClick={() => setConsent('granted')}>
          {t('tracking.accept')}
        </Button>
      </div>
    </aside>
  );
}
