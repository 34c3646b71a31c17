import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from '@jl/core/contracts/support-limits.ts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { type NewTicket, openTicket, type TicketDetail } from '../api/support-api.ts';
import './support.css';

type Errors = Partial<Record<keyof NewTicket, string>>;
type MessageKey = 'tickets.validation.subject' | 'tickets.validation.message' | 'tickets.validation.ref';

function validate(ticket: NewTicket): Partial<Record<keyof NewTicket, MessageKey>> {
  const errors: Partial<Record<keyof NewTicket, MessageKey>> = {};
  const subject = ticket.subject.trim();
  const message = ticket.message.trim();
  if (!subject || subject.length > TICKET_SUBJECT_MAX) errors.subject = 'tickets.validation.subject';
  if (!message || message.length > TICKET_MESSAGE_MAX) errors.message = 'tickets.validation.message';
  if (ticket.ref_type && !/^[A-Za-z0-9]{1,40}$/.test(ticket.ref.trim()))
    errors.ref = 'tickets.validation.ref';
  return errors;
}

type FieldsProps = {
  ticket: NewTicket;
  errors: Errors;
  set: (key: keyof NewTicket) => (value: string) => void;
};

/** What the ticket is about (a round or an order of the player's own, optional) and the message. */
function RefAndMessage({ ticket, errors, set }: FieldsProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const refTypeId = useId();
  return (
    <>
      <div className={`jl-field${errors.ref_type ? ' has-error' : ''}`}>
        <label className="jl-field__label" htmlFor={refTypeId}>
          {t('tickets.refType')}
        </label>
        <select
          id={refTypeId}
          name="ref_type"
          className="jl-select"
          value={ticket.ref_type}
          onChange={(e) => set('ref_type')(e.target.value)}
        >
          <option value="">{t('tickets.refNone')}</option>
          <option value="round">{t('tickets.refRound')}</option>
          <option value="order">{t('tickets.refOrder')}</option>
        </select>
        {errors.ref_type ? <p className="jl-field__error">{errors.ref_type}</p> : null}
      </div>
      {ticket.ref_type ? (
        <Field
          label={t('tickets.ref')}
          name="ref"
          maxLength={40}
          autoCapitalize="characters"
          placeholder={t('tickets.refPlaceholder')}
          value={ticket.ref}
          onChange={(e) => set('ref')(e.target.value)}
          error={errors.ref}
        />
      ) : null}
      <div className={`jl-field${errors.message ? ' has-error' : ''}`}>
        <label className="jl-field__label" htmlFor={messageId}>
          {t('tickets.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          className="jl-textarea"
          maxLength={TICKET_MESSAGE_MAX}
          placeholder={t('tickets.messagePlaceholder')}
          value={ticket.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          onChange={(e) => set('message')(e.target.value)}
        />
        {errors.message ? (
          <p id={`${messageId}-error`} className="jl-field__error">
            {errors.message}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Opens a ticket: subject, an optional round or order of the player's own, and the message. */
export function TicketForm(props: { onCreated: (detail: TicketDetail) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<NewTicket>({ subject: '', message: '', ref_type: '', ref: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof NewTicket) => (value: string) => setTicket((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(ticket);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key as MessageKey)])));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const answer = await openTicket({ ...ticket, ref: ticket.ref.trim() });
    setBusy(false);
    if (answer && answer.code === 1) {
      props.onCreated(answer.data);
      return;
    }
    const field =
      answer && answer.code === 0 ? (answer.data?.field as keyof NewTicket | undefined) : undefined;
    if (answer && field) {
      setErrors({ [field]: answer.msg });
      focusFirstInvalid(form);
    }
  };

  return (
    <form className="jl-ticket-form" onSubmit={submit} noValidate data-testid="ticket-form">
      <Field
        label={t('tickets.subject')}
        name="subject"
        maxLength={TICKET_SUBJECT_MAX}
        placeholder={t('tickets.subjectPlaceholder')}
        value={ticket.subject}
        onChange={(e) => set('subject')(e.target.value)}
        error={errors.subject}
      />
      <RefAndMessage ticket={ticket} errors={errors} set={set} />
      <div className="jl-ticket-form__actions">
        <Button variant="secondary" onClick={props.onCancel}>
          {t('tickets.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('tickets.submit')}
        </Button>
      </div>
    </form>
  );
}
