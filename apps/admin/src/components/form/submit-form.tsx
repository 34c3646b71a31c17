import type { FormHTMLAttributes } from 'react';

/** A form whose submit calls `onSubmit` and stays on the page (the browser's own submit is prevented). */
export function SubmitForm({
  onSubmit,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
