import { parseDecimal } from '@jl/core/money/cents.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import './games.css';

export type AutoplayConfig = {
  spins: number;
  /** Stop after a round whose win is above this (centavos); null: never. */
  stopOnWinAbove: bigint | null;
  /** Stop when the balance falls below this (centavos); null: only when it cannot cover the bet. */
  stopBelow: bigint | null;
};

export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const;

function amount(text: string): bigint | null | 'invalid' {
  if (!text.trim()) return null;
  const value = parseDecimal(text);
  return value === null || value < 0n ? 'invalid' : value;
}

/** Autoplay with its stop conditions: a number of spins, a win above X, a balance below Y. */
export function AutoplaySheet({
  open,
  onClose,
  onStart,
}: {
  open: boolean;
  onClose: () => void;
  onStart: (config: AutoplayConfig) => void;
}) {
  const { t } = useTranslation(['games', 'common']);
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[0]);
  const [winAbove, setWinAbove] = useState('');
  const [below, setBelow] = useState('');
  const win = amount(winAbove);
  const floor = amount(below);
  const start = () => {
    if (win === 'invalid' || floor === 'invalid') return;
    onStart({ spins, stopOnWinAbove: win, stopBelow: floor });
  };
  return (
    <Popup open={open} onClose={onClose} title={t('auto.title')} closeLabel={t('common:actions.close')}>
      <div className="jl-auto">
        <fieldset className="jl-auto__spins">
          <legend>{t('auto.spins')}</legend>
          <div className="jl-chips">
            {AUTOPLAY_SPINS.map((n) => (
              <button
                key={n}
                type="button"
                className={`jl-chip${n === spins ? ' is-selected' : ''}`}
                aria-pressed={n === spins}
                onClick={() => setSpins(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('auto.stopOnWin')}
          inputMode="decimal"
          placeholder={t('auto.optional')}
          value={winAbove}
          onChange={(e) => setWinAbove(e.target.value)}
          error={win === 'invalid' ? t('auto.invalid') : null}
        />
        <Field
          label={t('auto.stopBelow')}
          inputMode="decimal"
          placeholder={t('auto.optional')}
          value={below}
          onChange={(e) => setBelow(e.target.value)}
          error={floor === 'invalid' ? t('auto.invalid') : null}
        />
        <p className="jl-auto__note">{t('auto.note')}</p>
        <Button block onClick={start}>
          {t('auto.start', { count: spins })}
        </Button>
      </div>
    </Popup>
  );
}
