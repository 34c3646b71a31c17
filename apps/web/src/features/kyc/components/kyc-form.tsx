import { maskBrazilianDay, parseBrazilianDay } from '@jl/core/date-input.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { errorOf } from '../../../lib/api-client.ts';
import { type KycStatus, startKyc } from '../api/kyc-api.ts';

type Errors = Partial<Record<'cpf' | 'name' | 'birth_date', string>>;

/** CPF, full name and birth date (dd/mm/aaaa), checked with the bureau on submit. */
export function KycForm({ onChanged }: { onChanged: (next: KycStatus) => void }) {
  const { t } = useTranslation('kyc');
  const [cpf, setCpf] = useState('');
  const [name, setName] = useState('');
  const [birth, setBirth] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
    const birthDate = parseBrazilianDay(birth);
    if (!birthDate) return setErrors({ birth_date: t('validation.birthDate') });
    setErrors({});
    const answer = await startKyc({ cpf, name, birth_date: birthDate });
    if (answer && answer.code === 1) return onChanged(answer.data);
    const field = answer && answer.code === 0 ? answer.data.field : undefined;
    if (field && ['cpf', 'name', 'birth_date'].includes(field))
      setErrors({ [field]: answer ? answer.msg : '' });
    // A refusal recorded as an outcome (a minor): the status says why.
    if (errorOf(answer) === 'KYC_UNDERAGE') {
      const next = await import('../api/kyc-api.ts').then((m) => m.fetchKycStatus());
      if (next) onChanged(next);
    }
  };
  return (
    <form
      className="jl-kyc__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="jl-kyc__heading">{t('form.title')}</h2>
      <MaskedInput mask="cpf" label={t('form.cpf')} value={cpf} onValueChange={setCpf} error={errors.cpf} />
      <Field
        label={t('form.name')}
        value={name}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <Field
        label={t('form.birthDate')}
        value={birth}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        autoComplete="bday"
        onChange={(event) => setBirth(maskBrazilianDay(event.target.value))}
        error={errors.birth_date}
      />
      <Button type="submit" block>
        {t('form.submit')}
      </Button>
    </form>
  );
}
