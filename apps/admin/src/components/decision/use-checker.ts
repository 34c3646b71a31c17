import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReasonAction } from './use-reason-action.ts';

/**
 * The checker's side of a four-eyes queue: `approve` a request by id at once, or `reject` it with a
 * reason (a ReasonDialog). Either refreshes the queries under `refresh` (the queue, the dashboard).
 */
export function useChecker<S, A, R>(props: {
  approve: (id: string) => Promise<A>;
  reject: (subject: S, reason: string) => Promise<R>;
  refresh: readonly string[];
}) {
  const client = useQueryClient();
  const refresh = () => {
    for (const key of props.refresh) void client.invalidateQueries({ queryKey: [key] });
  };
  const approve = useMutation({ mutationFn: props.approve, onSuccess: refresh });
  const reject = useReasonAction(props.reject, refresh);
  return { approve, reject };
}
