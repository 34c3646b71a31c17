import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useAppState } from '../../../lib/store.ts';
import { fromCents, money } from '../format.ts';

type BetProps = { bet: bigint; canLess: boolean; canMore: boolean; onStep: (step: -1 | 1) => void };

/** The bet, a level down or up. */
function BetStepper({ bet, canLess, canMore, onStep }: BetProps) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  return (
    <fieldset className="jl-bet">
      <legend className="visually-hidden">{t('client.bet')}</legend>
      <button
        type="button"
        className="jl-bet__step"
        onClick={() => onStep(-1)}
        disabled={!canLess}
        aria-label={t('client.lessBet')}
      >
        −
      </button>
      <div className="jl-bet__value">
        <span className="jl-slot__label">{t('client.bet')}</span>
        <strong data-testid="game-bet">{money(fromCents(bet), lang)}</strong>
      </div>
      <button
        type="button"
        className="jl-bet__step"
        onClick={() => onStep(1)}
        disabled={!canMore}
        aria-label={t('client.moreBet')}
      >
        +
      </button>
    </fieldset>
  );
}

function SpinButton({ busy, disabled, onSpin }: { busy: boolean; disabled: boolean; onSpin: () => void }) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <button
      type="button"
      className={`jl-spin${busy ? ' is-busy' : ''}`}
      onClick={onSpin}
      disabled={disabled}
      aria-label={t('client.spin')}
    >
      <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
        <path
          d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{busy ? t('client.spinning') : t('client.spin')}</span>
    </button>
  );
}

function SoundButton({ sound, onToggle }: { sound: boolean; onToggle: () => void }) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onToggle}
      aria-pressed={sound}
      aria-label={sound ? t('client.soundOn') : t('client.soundOff')}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {sound ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16.5 9.5l5 5M21.5 9.5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      {t('client.sound')}
    </Button>
  );
}

export type SlotControlsProps = {
  bet: bigint;
  betIndex: number;
  levels: number;
  busy: boolean;
  autoLeft: number | null;
  sound: boolean;
  onBetStep: (step: -1 | 1) => void;
  onSpin: () => void;
  onAutoplay: () => void;
  onStopAuto: () => void;
  onToggleSound: () => void;
};

/** The controls under the reels: the bet, the spin button, autoplay and the sound. */
export function SlotControls(props: SlotControlsProps) {
  const { t } = useTranslation(['games', 'common']);
  const { bet, betIndex, levels, busy, autoLeft, sound } = props;
  const locked = busy || autoLeft !== null;
  return (
    <div className="jl-slot__controls">
      <BetStepper
        bet={bet}
        canLess={!locked && betIndex !== 0}
        canMore={!locked && betIndex < levels - 1}
        onStep={props.onBetStep}
      />
      <SpinButton busy={busy} disabled={locked} onSpin={props.onSpin} />
      <div className="jl-slot__side">
        {autoLeft !== null ? (
          <Button size="sm" variant="danger" onClick={props.onStopAuto}>
            {t('client.stopAuto', { left: autoLeft })}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={props.onAutoplay} disabled={busy}>
            {t('client.autoplay')}
          </Button>
        )}
        <SoundButton sound={sound} onToggle={props.onToggleSound} />
      </div>
    </div>
  );
}
