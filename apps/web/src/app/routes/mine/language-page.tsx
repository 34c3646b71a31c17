import { LOCALE_NAMES, LOCALES } from '@jl/core/i18n/locales.ts';
import { useTranslation } from 'react-i18next';
import { List, ListItem } from '../../../components/ui/list.tsx';
import { setAppState, useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * The five interface languages, each in its own name. The choice is stored with the persisted
 * state and sent as the `lang` header, so server messages follow it too.
 */
export default function LanguagePage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = useAppState((s) => s.lang);
  return (
    <PageFrame route={route}>
      <p className="jl-page-intro">{t('language.hint')}</p>
      <List>
        {LOCALES.map((locale) => (
          <ListItem
            key={locale}
            label={LOCALE_NAMES[locale]}
            selected={locale === lang}
            chevron={false}
            onClick={() => setAppState({ lang: locale })}
          />
        ))}
      </List>
    </PageFrame>
  );
}
