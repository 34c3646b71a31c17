import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useBack } from '../../hooks/use-back.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack(paths.home);
  return (
    <>
      <PageHeader title={t('notFound.title')} onBack={back} backLabel={t('actions.back')} />
      <EmptyState
        icon="mapPin"
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <Button onClick={() => navigate(paths.home, { replace: true })}>{t('actions.goHome')}</Button>
        }
      />
    </>
  );
}
