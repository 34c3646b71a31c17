import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import type { PageProps } from '../routes.ts';
import { PageFrame } from './page-frame.tsx';

/** The spec's 'Coming soon' state for pages that later features build. */
export default function ComingSoonPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame route={route}>
      <EmptyState
        icon="hourglass"
        title={t('messages.comingSoon')}
        body={t('comingSoon.body', { page: t(`pages.${route.title}`) })}
        action={
          route.tab ? null : (
            <Button variant="secondary" onClick={() => navigate(paths.home)}>
              {t('actions.goHome')}
            </Button>
          )
        }
      />
    </PageFrame>
  );
}
