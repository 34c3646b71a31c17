import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { useAppState } from '../../../lib/store.ts';
import { useInstallPrompt } from '../hooks/use-install-prompt.ts';

/**
 * The download page: install the player app (a PWA: manifest, icons, a service worker caching the
 * shell and an offline page, never money answers) with the browser's prompt where it exists, the
 * iPhone steps, and the store links the operator configured.
 */
export function InstallPanel() {
  const { t } = useTranslation('activity');
  const stores = useAppState((s) => s.config?.download);
  const prompt = useInstallPrompt();
  return (
    <div className="jl-act-install" data-testid="install-panel">
      <img className="jl-act-install__icon" src="/icons/icon-192.png" alt="" width={96} height={96} />
      <h1 className="jl-act-detail__title">{t('download.title')}</h1>
      <p>{t('download.body')}</p>
      {prompt.standalone ? (
        <p className="jl-act-note" data-testid="install-installed">
          <Icon name="check" size={16} /> {t('download.installed')}
        </p>
      ) : prompt.canPrompt ? (
        <Button block size="lg" onClick={() => void prompt.install()} data-testid="install-button">
          {t('actions.install')}
        </Button>
      ) : (
        <p className="jl-act-note" data-testid="install-hint">
          {prompt.ios ? t('download.iosHint') : t('download.unavailable')}
        </p>
      )}
      <section className="jl-act-section">
        <h2 className="jl-act-section__title">{t('download.stores')}</h2>
        {stores?.android || stores?.ios ? (
          <div className="jl-act-links">
            {stores.android ? (
              <a href={stores.android} rel="noopener noreferrer" target="_blank">
                {t('download.android')}
              </a>
            ) : null}
            {stores.ios ? (
              <a href={stores.ios} rel="noopener noreferrer" target="_blank">
                {t('download.ios')}
              </a>
            ) : null}
          </div>
        ) : (
          <p className="jl-act-note">{t('download.noStores')}</p>
        )}
      </section>
    </div>
  );
}
