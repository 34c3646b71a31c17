import { useQueryClient } from '@tanstack/react-query';
import { useConfirmed } from './use-confirmed.ts';
import { useReasonAction } from './use-reason-action.ts';

/**
 * The checker's side of a four-eyes queue: `approve` a request after a ConfirmDialog (it moves money),
 * or `reject` it with a reason (a ReasonDialog). Either refreshes the queries under `refresh` (the
 * queue, the dashboard) and calls `onDone` with what happened, for the page's notice.
 */
export function useChecker<S, A, R>(props: {
  approve: (subject: S) => Promise<A>;
  reject: (subject: S, reason: string) => Promise<R>;
  refresh: readonly string[];
  onDone?: (done: { approved: A } | { rejected: R }) => void;
}) {
  const client = useQueryClient();
  const refresh = () => {
    for (const key of props.refresh) void client.invalidateQueries({ queryKey: [key] });
  };
  const approve = useConfirmed(props.approve, (answer: A) => {
    refresh();
    props.onDone?.({ approved: answer });
  });
  const reject = useReasonAction(props.reject, (answer: R) => {
    refresh();
    props.onDone?.({ rejected: answer });
  });
  return { approve, reject };
}
