import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import type { ExternalSession } from '../api/games-api.ts';
import { money } from '../format.ts';
import './external.css';

/**
 * An external platform's game inside the webview: the platform's own page, framed, under a strip
 * that says where the money is — in the wallet (seamless) or moved into the game (transfer).
 */
export function ExternalFrame({ session }: { session: ExternalSession }) {
  const { t } = useTranslation('games');
  const lang = useAppState((s) => s.lang);
  const transfer = session.game.wallet === 'transfer';
  return (
    <div className="jl-ext">
      <p className="jl-ext__strip" data-testid="external-strip">
        {transfer
          ? t('external.inGame', { amount: money(session.in_platform, lang) })
          : t('external.seamless', { platform: session.game.platform_name })}
      </p>
      <iframe
        className="jl-ext__frame"
        src={session.url}
        title={session.game.name}
        data-testid="external-frame"
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

/** The exit of a transfer game: the balance is on its way back ("moving your balance back"). */
export function ReturningState({ state, amount, onRetry, onLeave }: ReturningProps) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <div className="jl-ext-return" role="status" aria-live="polite" data-testid="external-returning">
      {state === 'moving' ? (
        <>
          <span className="jl-ext-return__spinner" aria-hidden="true" />
          <p className="jl-ext-return__title">{t('external.returning')}</p>
          <p className="jl-ext-return__body">{t('external.returningBody')}</p>
        </>
      ) : state === 'done' ? (
        <>
          <p className="jl-ext-return__title">{t('external.returned')}</p>
          <p className="jl-ext-return__amount" data-testid="external-returned">
            {money(amount, lang)}
          </p>
        </>
      ) : (
        <>
          <p className="jl-ext-return__title">{t('external.returnFailed')}</p>
          <p className="jl-ext-return__body">{t('external.returnFailedBody')}</p>
          <button type="button" className="jl-ext-return__button" onClick={onRetry}>
            {t('common:actions.retry')}
          </button>
          <button type="button" className="jl-ext-return__link" onClick={onLeave}>
            {t('external.leaveAnyway')}
          </button>
        </>
      )}
    </div>
  );
}

export type ReturningProps = {
  state: 'moving' | 'done' | 'failed';
  amount: string;
  onRetry: () => void;
  onLeave: () => void;
};
