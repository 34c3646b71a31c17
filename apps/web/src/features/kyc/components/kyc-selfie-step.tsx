import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { type KycStatus, sendSelfie } from '../api/kyc-api.ts';
import { selfieFromFile } from './selfie.ts';

/**
 * The liveness step: a selfie taken now with the front camera (`capture="user"`; on a computer, a
 * picked photo), previewed, then sent to be compared with the face on record. It is never stored.
 */
export function KycSelfieStep({ onChanged }: { onChanged: (next: KycStatus) => void }) {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const [selfie, setSelfie] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const send = async () => {
    if (!selfie) return;
    const answer = await sendSelfie(selfie);
    if (answer && answer.code === 1) onChanged(answer.data);
  };
  return (
    <section className="jl-kyc__selfie">
      <h2 className="jl-kyc__heading">{t('selfie.title')}</h2>
      <p className="jl-kyc__hint">{t('selfie.hint')}</p>
      {selfie ? <img className="jl-kyc__preview" src={selfie} alt={t('selfie.preview')} /> : null}
      {invalid ? <p className="jl-kyc__error">{t('validation.selfie')}</p> : null}
      <input
        ref={input}
        className="jl-kyc__file"
        type="file"
        accept="image/jpeg,image/png"
        capture="user"
        aria-label={t('selfie.take')}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const image = await selfieFromFile(file);
          setInvalid(!image);
          setSelfie(image);
          event.target.value = '';
        }}
      />
      <Button variant={selfie ? 'secondary' : 'primary'} block onClick={() => input.current?.click()}>
        {selfie ? t('selfie.retake') : t('selfie.take')}
      </Button>
      {selfie ? (
        <Button block onClick={() => void send()}>
          {t('selfie.submit')}
        </Button>
      ) : null}
    </section>
  );
}
