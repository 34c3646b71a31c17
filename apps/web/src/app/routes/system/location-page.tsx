import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * The two system location pages of the original app (choose / open a location). Jogo Limpo does
 * not use the player's location, and these pages say so rather than asking for a permission.
 */
export default function LocationPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame route={route}>
      <EmptyState icon="mapPin" title={t('location.title')} body={t('location.body')} />
    </PageFrame>
  );
}
