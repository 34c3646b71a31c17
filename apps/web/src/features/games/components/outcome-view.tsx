import type { SlotOutcome } from '@jl/core/contracts/games.ts';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { money } from '../format.ts';
import { SymbolArt } from './symbol-art.tsx';
import './games.css';

/** A round's result, spin by spin: the window with its winning cells and the wins in words. */
export function OutcomeView({ outcome }: { outcome: SlotOutcome }) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  const name = (id: string) => t(`symbols.${id as 'wild'}`, { defaultValue: id });
  let free = 0;
  return (
    <div className="jl-spins">
      {outcome.spins.map((spin, index) => {
        if (spin.kind === 'free') free += 1;
        const title =
          spin.kind === 'base'
            ? t('detail.spinBase')
            : spin.kind === 'respin'
              ? t('detail.spinRespin')
              : t('detail.spinFree', { n: free });
        const cells = new Set<string>();
        for (const w of [
          ...spin.line_wins,
          ...spin.ways_wins,
          ...(spin.scatter_win ? [spin.scatter_win] : []),
        ])
          for (const [reel, row] of w.positions) cells.add(`${reel}:${row}`);
        const reels = spin.window.length;
        const rows = spin.window[0]?.length ?? 0;
        const shown = spin.window.map((column, reel) =>
          spin.held.includes(reel) || spin.expanded_reels.includes(reel) ? column.map(() => 'wild') : column,
        );
        const lines = [
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
        ];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: spins are in play order
          <section key={index} aria-label={title}>
            <div className="jl-spins__head">
              <span>{title}</span>
              <span>{money(spin.win, lang)}</span>
            </div>
            <div
              className="jl-mini-window"
              style={{ gridTemplateColumns: `repeat(${reels}, 1fr)`, maxWidth: reels * 64 }}
            >
              {Array.from({ length: rows }, (_, row) =>
                shown.map((column, reel) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
                    key={`${row}-${reel}`}
                    className={`jl-mini-window__cell${cells.has(`${reel}:${row}`) ? ' is-win' : ''}`}
                  >
                    <SymbolArt id={column[row] ?? ''} size={40} title={name(column[row] ?? '')} />
                  </div>
                )),
              )}
            </div>
            <ul className="jl-spins__lines">
              {lines.length > 0 ? (
                lines.map((line) => <li key={line}>{line}</li>)
              ) : (
                <li>{t('detail.noLines')}</li>
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
