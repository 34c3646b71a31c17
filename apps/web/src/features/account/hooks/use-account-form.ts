import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import type { SubmitOutcome } from '../../../lib/submit-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { type FormErrors, isValid } from '../validation.ts';

export type AccountSubmit<F extends string> = {
  /** The checks' result: the messages show under their fields and nothing is sent. */
  found: FormErrors<F>;
  save: () => Promise<SubmitOutcome<F>>;
  /** The toast on success, before `onDone`. */
  success: string;
  onDone: () => void;
};

/**
 * The account forms' submit: the checks first (the first invalid field focused), then the request;
 * success toasts and calls `onDone`, a refusal shows under the field it names.
 */
export function useAccountForm<F extends string>() {
  const { t } = useTranslation(['auth', 'common']);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);
  const submitWith = async (
    event: FormEvent<HTMLFormElement>,
    { found, save, success, onDone }: AccountSubmit<F>,
  ) => {
    event.preventDefault();
    const form = event.currentTarget;
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([k, key]) => [k, t(key as 'reset.intro')]),
      ) as typeof errors,
    );
    if (!isValid(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const outcome = await save();
    setBusy(false);
    if (outcome.ok) {
      showToast(success, 'success');
      onDone();
      return;
    }
    setErrors(outcome.fields);
    focusFirstInvalid(form);
  };
  return { errors, setErrors, busy, submitWith };
}
