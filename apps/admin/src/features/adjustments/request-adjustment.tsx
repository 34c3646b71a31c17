import { adjustmentResult } from '@jl/core/contracts/admin-money.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components/ui/page.tsx';
import { ApiError, post } from '../../lib/api.ts';
import { accountLabel, fundTypeLabel } from '../../lib/fund-types.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The maker's form on the player page: type, amount (wire form, "50.00"), balance and reason. It only
 * records a request; the money moves when another staff member approves it under Aprovações.
 */
export function RequestAdjustment(props: { memberId: string; onClose: () => void }) {
  const client = useQueryClient();
  const [code, setCode] = useState<2 | 15 | 22>(2);
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState<'cash' | 'locked'>('cash');
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () =>
      post(`/admin/players/${props.memberId}/adjustments`, adjustmentResult, {
        code,
        amount,
        target,
        reason,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['adjustments'] }),
  });
  const field = send.error instanceof ApiError ? send.error.field : undefined;
  return (
    <div className="dialog-backdrop" role="presentation">
      <form
        className="card dialog"
        role="dialog"
        aria-label={t('backoffice.players.actions.adjust')}
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <h2>{t('backoffice.players.actions.adjust')}</h2>
        {send.data ? (
          <>
            <div className="notice ok" role="status">
              {t('backoffice.adjust.recorded', { id: send.data.adjustment.id })}
            </div>
            <div className="row" style={{ marginTop: 12, justifyContent: 'flex-end' }}>
              <button className="btn primary" type="button" onClick={props.onClose}>
                {t('backoffice.common.close')}
              </button>
            </div>
          </>
        ) : (
          <>
            <label className="field">
              <span>{t('backoffice.col.type')}</span>
              <select
                className="input"
                name="code"
                value={code}
                onChange={(e) => setCode(Number(e.target.value) as 2)}
              >
                {([2, 15, 22] as const).map((c) => (
                  <option key={c} value={c}>
                    {c} · {fundTypeLabel(c)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>
                {t(code === 15 ? 'backoffice.adjust.amountCorrection' : 'backoffice.adjust.amount')}
              </span>
              <input
                className="input mono"
                name="amount"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
              />
              {field === 'amount' && <span className="field-error">{send.error?.message}</span>}
            </label>
            <label className="field">
              <span>{t('backoffice.adjust.balance')}</span>
              <select
                className="input"
                name="target"
                value={target}
                onChange={(e) => setTarget(e.target.value as 'cash')}
              >
                <option value="cash">{accountLabel('cash')}</option>
                <option value="locked">{accountLabel('locked')}</option>
              </select>
            </label>
            <label className="field">
              <span>{t('backoffice.adjust.reason')}</span>
              <textarea
                className="input"
                name="reason"
                rows={3}
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
              />
            </label>
            {field !== 'amount' && <ErrorNotice error={send.error} />}
            <div className="row" style={{ marginTop: 12, justifyContent: 'flex-end' }}>
              <button className="btn" type="button" onClick={props.onClose}>
                {t('backoffice.common.cancel')}
              </button>
              <button className="btn primary" type="submit" disabled={send.isPending}>
                {t('backoffice.common.requestApproval')}
              </button>
            </div>
          </>
        )}
      </form>
    </div>
  );
}
