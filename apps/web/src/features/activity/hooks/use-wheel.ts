import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { activityKeys, fetchWheel, spinWheelOnce, type WheelSpinResult } from '../api/activity-api.ts';
import { landingRotation } from '../components/wheel-board.tsx';

/** How long the disc turns before the outcome is shown (the CSS transition of .jl-wheel__disc). */
export const SPIN_MS = 2_600;

/**
 * The wheel's state: its info, one spin at a time, the disc's rotation toward the server's outcome,
 * and the outcome once the disc stops. The outcome is the server's; the animation only shows it.
 */
export function useWheel(reducedMotion: boolean) {
  const queryClient = useQueryClient();
  const wheel = useQuery({
    queryKey: activityKeys.wheel,
    queryFn: async () => {
      const data = await fetchWheel();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const spin = useMutation({
    mutationFn: spinWheelOnce,
    onSuccess: (answer) => {
      if (answer === false || answer.code !== 1) {
        void queryClient.invalidateQueries({ queryKey: activityKeys.wheel });
        return;
      }
      const data = answer.data;
      setResult(null);
      setSpinning(true);
      setRotation((from) => landingRotation(data.wheel.odds, data.spin.segment, reducedMotion ? 0 : 5, from));
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => {
          setSpinning(false);
          setResult(data);
          queryClient.setQueryData(activityKeys.wheel, data.wheel);
          void queryClient.invalidateQueries({ queryKey: activityKeys.all });
          void queryClient.invalidateQueries({ queryKey: ['wallet'] });
        },
        reducedMotion ? 0 : SPIN_MS,
      );
    },
  });
  return { wheel, rotation, spinning: spinning || spin.isPending, result, spin: () => spin.mutate() };
}
