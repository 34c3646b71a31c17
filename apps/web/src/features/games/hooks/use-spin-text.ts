import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { money } from '../format.ts';
import type { Spin } from '../slot-state.ts';

/** A symbol's name, and the lines that explain a spin's wins, in the player's language. */
export function useSpinText() {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  const name = useCallback((id: string) => t(`symbols.${id as 'wild'}`, { defaultValue: id }), [t]);
  const describe = useCallback(
    (spin: Spin): string[] => [
      ...spin.line_wins.map((w) =>
        t('client.lineWin', {
          line: w.line + 1,
          count: w.count,
          symbol: name(w.symbol),
          amount: money(w.win, lang),
        }),
      ),
      ...spin.ways_wins.map((w) =>
        t('client.waysWin', {
          count: w.count,
          symbol: name(w.symbol),
          ways: w.ways,
          amount: money(w.win, lang),
        }),
      ),
      ...(spin.scatter_win
        ? [
            t('client.scatterWin', {
              count: spin.scatter_win.count,
              symbol: name(spin.scatter_win.symbol),
              amount: money(spin.scatter_win.win, lang),
            }),
          ]
        : []),
    ],
    [t, lang, name],
  );
  return { name, describe };
}
