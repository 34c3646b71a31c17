import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** What ConfirmDialog needs from a confirmed action: its state, confirm and close. */
export type ConfirmedDialog = {
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * An action that moves money, sent only after a ConfirmDialog: `open(subject)` shows the dialog
 * (forgetting the last answer, so no old notice stays), `dialog` is what ConfirmDialog needs, success
 * closes it and calls `onDone`. `mutation.data` is the last answer.
 */
export function useConfirmed<S, A>(run: (subject: S) => Promise<A>, onDone: (answer: A, subject: S) => void) {
  const [subject, setSubject] = useState<S | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (answer, sent) => {
      setSubject(null);
      onDone(answer, sent);
    },
  });
  const dialog: ConfirmedDialog = {
    pending: mutation.isPending,
    error: mutation.error,
    onConfirm: () => {
      if (subject !== null) mutation.mutate(subject);
    },
    onClose: () => {
      setSubject(null);
      mutation.reset();
    },
  };
  const open = (next: S) => {
    mutation.reset();
    setSubject(next);
  };
  return { subject, open, mutation, dialog };
}
