import type { SlotOutcome } from '@jl/core/contracts/games.ts';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { money } from '../format.ts';
import { useSpinText } from '../hooks/use-spin-text.ts';
import { type Spin, winningCells } from '../slot-state.ts';
import { SymbolArt } from './symbol-art.tsx';
import './games.css';

/** A spin's window, small, held and expanded reels shown as wilds and the winning cells lit. */
function MiniWindow({ spin }: { spin: Spin }) {
  const { name } = useSpinText();
  const cells = winningCells(spin);
  const reels = spin.window.length;
  const rows = spin.window[0]?.length ?? 0;
  const shown = spin.window.map((column, reel) =>
    spin.held.includes(reel) || spin.expanded_reels.includes(reel) ? column.map(() => 'wild') : column,
  );
  return (
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
  );
}

/** One spin: its title and win, its window, and its wins in words. */
function SpinSection({ spin, title }: { spin: Spin; title: string }) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  const { describe } = useSpinText();
  const lines = describe(spin);
  return (
    <section aria-label={title}>
      <div className="jl-spins__head">
        <span>{title}</span>
        <span>{money(spin.win, lang)}</span>
      </div>
      <MiniWindow spin={spin} />
      <ul className="jl-spins__lines">
        {lines.length > 0 ? lines.map((line) => <li key={line}>{line}</li>) : <li>{t('detail.noLines')}</li>}
      </ul>
    </section>
  );
}

/** A round's result, spin by spin: the window with its winning cells and the wins in words. */
export function OutcomeView({ outcome }: { outcome: SlotOutcome }) {
  const { t } = useTranslation(['games', 'common']);
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
        // biome-ignore lint/suspicious/noArrayIndexKey: spins are in play order
        return <SpinSection key={index} spin={spin} title={title} />;
      })}
    </div>
  );
}
