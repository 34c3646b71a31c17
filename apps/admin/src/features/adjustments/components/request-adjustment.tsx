import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { Field, FormActions, ReasonField, TextField } from '../../../components/form/field.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api.ts';
import { accountLabel, fundTypeLabel } from '../../../lib/fund-types.ts';
import { t } from '../../../lib/i18n.ts';
import { ADJUSTMENT_CODES, type AdjustmentRequest, requestAdjustment } from '../api/adjustments-api.ts';

type Set = <K extends keyof AdjustmentRequest>(key: K, value: AdjustmentRequest[K]) => void;

/** Type, amount (with the server's refusal of it), balance and reason. */
function AdjustmentFields(props: { request: AdjustmentRequest; set: Set; amountError?: string }) {
  const { request, set } = props;
  return (
    <>
      <Field label={t('backoffice.col.type')}>
        <select
          className="input"
          name="code"
          value={request.code}
          onChange={(e) => set('code', Number(e.target.value) as AdjustmentRequest['code'])}
        >
          {ADJUSTMENT_CODES.map((c) => (
            <option key={c} value={c}>
              {c} · {fundTypeLabel(c)}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        label={t(request.code === 15 ? 'backoffice.adjust.amountCorrection' : 'backoffice.adjust.amount')}
        error={props.amountError}
        className="input mono"
        name="amount"
        value={request.amount}
        onChange={(amount) => set('amount', amount)}
        required
      />
      <Field label={t('backoffice.adjust.balance')}>
        <select
          className="input"
          name="target"
          value={request.target}
          onChange={(e) => set('target', e.target.value as AdjustmentRequest['target'])}
        >
          <option value="cash">{accountLabel('cash')}</option>
          <option value="locked">{accountLabel('locked')}</option>
        </select>
      </Field>
      <ReasonField
        label={t('backoffice.adjust.reason')}
        value={request.reason}
        onChange={(reason) => set('reason', reason)}
        maxLength={300}
      />
    </>
  );
}

/**
 * The maker's form on the player page: type, amount (wire form, "50.00"), balance and reason. It only
 * records a request; the money moves when another staff member approves it under Aprovações.
 */
export function RequestAdjustment(props: { memberId: string; onClose: () => void }) {
  const client = useQueryClient();
  const [request, setRequest] = useState<AdjustmentRequest>({
    code: 2,
    amount: '',
    target: 'cash',
    reason: '',
  });
  const send = useMutation({
    mutationFn: () => requestAdjustment(props.memberId, request),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['adjustments'] }),
  });
  const field = send.error instanceof ApiError ? send.error.field : undefined;
  const title = t('backoffice.players.actions.adjust');
  if (send.data)
    return (
      <DialogForm title={title} onSubmit={() => send.mutate()}>
        <StatusNotice style={{}}>
          {t('backoffice.adjust.recorded', { id: send.data.adjustment.id })}
        </StatusNotice>
        <FormActions>
          <button className="btn primary" type="button" onClick={props.onClose}>
            {t('backoffice.common.close')}
          </button>
        </FormActions>
      </DialogForm>
    );
  return (
    <DialogForm title={title} onSubmit={() => send.mutate()}>
      <AdjustmentFields
        request={request}
        set={(key, value) => setRequest({ ...request, [key]: value })}
        amountError={field === 'amount' ? send.error?.message : undefined}
      />
      {field !== 'amount' && <ErrorNotice error={send.error} />}
      <FormActions>
        <button className="btn" type="button" onClick={props.onClose}>
          {t('backoffice.common.cancel')}
        </button>
        <button className="btn primary" type="submit" disabled={send.isPending}>
          {t('backoffice.common.requestApproval')}
        </button>
      </FormActions>
    </DialogForm>
  );
}
