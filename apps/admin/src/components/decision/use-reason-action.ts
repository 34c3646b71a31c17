import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** What ReasonDialog needs from a reason action: its state, confirm and close. */
export type ReasonActionDialog = {
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * A staff action that asks for a reason first: `open(subject)` shows the dialog, `dialog` is what
 * ReasonDialog needs (pending, error, confirm, close). Success closes it and calls `onDone`.
 * `keepOnClose` leaves the last answer in place when the dialog is cancelled (its notice stays).
 */
export function useReasonAction<S, R>(
  run: (subject: S, reason: string) => Promise<R>,
  onDone: (answer: R) => void,
  options: { keepOnClose?: boolean } = {},
) {
  const [subject, setSubject] = useState<S | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { subject: S; reason: string }) => run(input.subject, input.reason),
    onSuccess: (answer) => {
      setSubject(null);
      onDone(answer);
    },
  });
  const dialog: ReasonActionDialog = {
    pending: mutation.isPending,
    error: mutation.error,
    onConfirm: (reason) => {
      if (subject !== null) mutation.mutate({ subject, reason });
    },
    onClose: () => {
      setSubject(null);
      if (!options.keepOnClose) mutation.reset();
    },
  };
  return {
    subject,
    open: setSubject,
    mutation,
    dialog,
  };
}
