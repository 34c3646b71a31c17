import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { WheelPanel } from '../../../features/activity/components/wheel-panel.tsx';
import { useShake } from '../../../features/activity/hooks/use-shake.ts';
import { useWheel } from '../../../features/activity/hooks/use-wheel.ts';
import '../../../features/activity/components/activity.css';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * components/yly — 摇一摇 ("yáo yi yáo", shake-shake): shake the phone to spin the red-envelope wheel.
 * The same spin endpoint, the same provably-fair draw and published odds as zpActivity; the gesture is
 * only another button (docs/ACTIVITIES.md explains the decision).
 */
export default function YlyPage({ route }: PageProps) {
  const { t } = useTranslation('activity');
  const state = useWheel(useReducedMotion());
  const ready = Boolean(state.wheel.data && state.wheel.data.spins > 0 && !state.spinning);
  const shake = useShake(state.spin, ready);
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <h1 className="jl-act-detail__title">{t('yly.title')}</h1>
        <p className="jl-act-note">{t('yly.body')}</p>
        {!shake.supported ? <p className="jl-act-note">{t('yly.noMotion')}</p> : null}
        {shake.supported && !shake.granted ? (
          <Button variant="secondary" onClick={() => void shake.request()}>
            {t('actions.shakeAllow')}
          </Button>
        ) : null}
        <LoadState query={state.wheel}>
          {(wheel) => (
            <WheelPanel
              wheel={wheel}
              rotation={state.rotation}
              spinning={state.spinning}
              result={state.result}
              onSpin={state.spin}
            />
          )}
        </LoadState>
      </div>
    </PageFrame>
  );
}
