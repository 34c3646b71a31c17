import { useTranslation } from 'react-i18next';
import { RgNotice } from '../../../components/ui/rg-notice.tsx';
import type { PageProps } from '../../routes.ts';
import { OperatorLine } from '../operator-line.tsx';
import { PageFrame } from '../page-frame.tsx';
import './terms.css';

const SECTIONS = ['about', 'age', 'account', 'money', 'fair', 'bonus', 'rg', 'privacy', 'contact'] as const;

/** Terms of use, with the 18+ rule and responsible gaming (linked from registration). */
export default function TermsPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame route={route}>
      <article className="jl-terms">
        <RgNotice title={t('rg.title')} body={t('rg.body')} compact />
        <p className="jl-terms__intro">{t('terms.intro')}</p>
        {SECTIONS.map((key, index) => (
          <section key={key} className="jl-terms__section">
            <h2>
              {index + 1}. {t(`terms.sections.${key}.title`)}
            </h2>
            <p>{t(`terms.sections.${key}.body`)}</p>
          </section>
        ))}
        <OperatorLine className="jl-terms__operator" />
      </article>
    </PageFrame>
  );
}
