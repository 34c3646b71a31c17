import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';

/**
 * The live games' rules sheet: the roulette payout table (stake back with the win), one bet per round
 * on crash and several on roulette, and the rounding rule (a crash win is rounded up to the centavo;
 * docs/GAMES.md "Live games in the product").
 */
export function LiveRules() {
  const { t } = useTranslation('live');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="live-rules">
        {t('rules')}
      </Button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('rules')} closeLabel={t('close')}>
        <p className="jl-live-rules" data-testid="live-rules-text">
          {t('rules_body')}
        </p>
      </Popup>
    </>
  );
}

/** The player's balance on a live screen (R$ 1.234,56 in every language); nothing until it is known. */
export function LiveBalance({ balance }: { balance: string | null }) {
  const { t } = useTranslation('live');
  if (balance === null) return null;
  return (
    <p className="jl-live-balance" data-testid="live-balance">
      {t('balance', { amount: balance })}
    </p>
  );
}
