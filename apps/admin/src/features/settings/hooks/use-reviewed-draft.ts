import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * An edited copy of stored settings: the draft starts as the stored value, `review` opens the
 * before → after review, and saving (with a reason) stores the server's answer as the new value.
 * `stored` turns the save's answer into what the read query holds.
 */
export function useReviewedDraft<D, V, R>(props: {
  key: readonly unknown[];
  load: () => Promise<D>;
  valueOf: (data: D) => V;
  save: (draft: V, reason: string) => Promise<R>;
  stored: (answer: R) => D;
  onSaved?: (answer: R) => void;
}) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: props.key, queryFn: props.load });
  const [draft, setDraft] = useState<V | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (query.data && draft === null) setDraft(structuredClone(props.valueOf(query.data)));
  }, [query.data, draft, props.valueOf]);
  const save = useMutation({
    mutationFn: () => props.save(draft as V, reason),
    onSuccess: (answer) => {
      props.onSaved?.(answer);
      setReviewing(false);
      setReason('');
      const data = props.stored(answer);
      setDraft(structuredClone(props.valueOf(data)));
      client.setQueryData(props.key, data);
    },
  });
  return {
    query,
    draft,
    setDraft,
    reviewing,
    reason,
    setReason,
    save,
    /** Back to the stored value. */
    discard: () => query.data && setDraft(structuredClone(props.valueOf(query.data))),
    /** Opens the review; `keepNotice` leaves the last save's answer (its notice) in place. */
    review: (keepNotice?: boolean) => {
      if (!keepNotice) save.reset();
      setReviewing(true);
    },
    closeReview: () => setReviewing(false),
  };
}
