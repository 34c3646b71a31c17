import { FairnessBox } from '../../../features/activity/components/fairness-box.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { ChanceTable, OddsTable } from '../../../features/activity/components/odds-table.tsx';
import { TableHistory } from '../../../features/activity/components/table-history.tsx';
import { WheelPanel } from '../../../features/activity/components/wheel-panel.tsx';
import { useWheelTables } from '../../../features/activity/hooks/use-activity-queries.ts';
import { useWheel } from '../../../features/activity/hooks/use-wheel.ts';
import '../../../features/activity/components/activity.css';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * zpActivity — the red-envelope wheel (docs/SPECIFICATION.md §2 spin screen with rules, records, diamonds): the wheel
 * drawn to scale, the odds table with its exact expected value and the exact chance of completing,
 * shown before the first spin, the seed commitment of the next spin, and every version of the table
 * (its hash, content and period) so a spin can be checked against the table it used.
 */
export default function WheelPage({ route }: PageProps) {
  const state = useWheel(useReducedMotion());
  const tables = useWheelTables();
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <LoadState query={state.wheel}>
          {(wheel) => (
            <>
              <WheelPanel
                wheel={wheel}
                rotation={state.rotation}
                spinning={state.spinning}
                result={state.result}
                onSpin={state.spin}
              />
              {wheel.allowed ? (
                <>
                  <ChanceTable wheel={wheel} />
                  <OddsTable odds={wheel.odds} />
                  <FairnessBox fairness={wheel.fairness} />
                  {tables.data ? <TableHistory tables={tables.data} /> : null}
                </>
              ) : null}
            </>
          )}
        </LoadState>
      </div>
    </PageFrame>
  );
}
