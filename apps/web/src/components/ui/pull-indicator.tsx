import type { PullState } from '../../hooks/use-pull-to-refresh.ts';
import { Spinner } from './loading.tsx';
import './pull-indicator.css';

/** The pull-to-refresh indicator at the top of a tab page. */
export function PullIndicator({ state, label }: { state: PullState; label: string }) {
  if (state.distance <= 0 && !state.refreshing) return null;
  return (
    <div className="jl-pull" style={{ height: state.distance }} aria-live="polite">
      <span className="jl-pull__inner" style={{ opacity: Math.min(1, state.distance / 40) }}>
        {state.refreshing ? <Spinner size={22} label={label} /> : <span className="jl-pull__arrow">↓</span>}
      </span>
    </div>
  );
}
