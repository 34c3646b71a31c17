import type { ApiResult } from './api-client.ts';
import { t } from './i18n.ts';
import { showToast } from './toast.ts';

/** What a form submission came to: done, or refused with messages for fields and/or the whole form. */
export type SubmitOutcome<F extends string> =
  | { ok: true; data: unknown }
  | { ok: false; fields: Partial<Record<F, string>> };

/** A form's call: quiet (the form shows what the server refused), with the loading indicator. */
export const FORM = { loading: true, toast: false } as const;

/**
 * Sorts out the answer of a form's call (made with FORM): a refusal that names one of the form's
 * fields (`data.field`, docs/API.md "Conventions") shows its localised `msg` under that field; any other
 * refusal, and a transport failure, shows as a toast. 302/409 are the api client's (the session ends).
 */
export async function submitForm<F extends string>(
  sent: Promise<ApiResult<unknown>>,
  fieldOf: Record<string, F>,
): Promise<SubmitOutcome<F>> {
  const result = await sent;
  if (result && result.code === 1) return { ok: true, data: result.data };
  if (!result) {
    showToast(t('messages.serverError'), 'error');
    return { ok: false, fields: {} };
  }
  if (result.code !== 0) return { ok: false, fields: {} };
  const message = result.msg || t('messages.dataException');
  const field = result.data?.field ? fieldOf[result.data.field] : undefined;
  if (field) return { ok: false, fields: { [field]: message } as Partial<Record<F, string>> };
  showToast(message, 'error');
  return { ok: false, fields: {} };
}
