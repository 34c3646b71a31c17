import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { confirmRgLimits, type RgStatus, setRgLimit } from '../api/rg-api.ts';
import { limitAmountWire } from '../format.ts';

const succeeded = (answer: ApiResult<unknown>) => answer !== false && answer.code === 1;

/**
 * br-regulated sign-up step (Portaria SPA/MF 1.231/2024 as amended): before the first deposit or
 * round the player chooses a loss limit and a session time — each may be "no limit", but the choice
 * is theirs and is recorded. Not dismissible; the server refuses money until it is done.
 */
export function LimitsSetupSheet({ open, onDone }: { open: boolean; onDone: (status: RgStatus) => void }) {
  const { t } = useTranslation('rg');
  const [loss, setLoss] = useState('');
  const [minutes, setMinutes] = useState('');
  const [errors, setErrors] = useState<{ loss?: string; minutes?: string }>({});

  async function submit() {
    const next: typeof errors = {};
    const lossWire = limitAmountWire(loss);
    if (loss.trim() && lossWire === null) next.loss = t('limits.invalidAmount');
    const m = minutes.trim();
    if (m && !(/^\d{1,4}$/.test(m) && +m >= 5 && +m <= 1440)) next.minutes = t('limits.invalidMinutes');
    setErrors(next);
    if (next.loss || next.minutes) return;
    if (lossWire !== null) {
      const answer = await setRgLimit({ kind: 'loss', period: '24h' }, lossWire);
      if (!succeeded(answer)) return;
    }
    if (m) {
      const answer = await setRgLimit({ kind: 'session', period: 'session' }, m);
      if (!succeeded(answer)) return;
    }
    const done = await confirmRgLimits();
    if (done && done.code === 1) onDone(done.data);
  }

  return (
    <Popup open={open} onClose={() => undefined} dismissible={false} title={t('setup.title')}>
      <form
        className="jl-rg-setup"
        data-testid="limits-setup"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('setup.body')}</p>
        <AmountInput
          label={t('setup.lossLabel')}
          placeholder={t('setup.noLimit')}
          value={loss}
          error={errors.loss}
          onChange={setLoss}
        />
        <Field
          label={t('setup.sessionLabel')}
          inputMode="numeric"
          placeholder={t('setup.noLimit')}
          value={minutes}
          error={errors.minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
        <Button type="submit" block>
          {t('setup.done')}
        </Button>
      </form>
    </Popup>
  );
}
