import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchTicket, supportKeys } from '../../../features/support/api/support-api.ts';
import { TicketThread } from '../../../features/support/components/ticket-thread.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Staff answers arrive while the page is open: it asks again this often. */
const POLL_MS = 15_000;

/** One of the player's tickets (`?id=`): the conversation and the reply box. */
export default function TicketPage({ route }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[1-9]\d{0,18}$/.test(id);
  const detail = useQuery({
    queryKey: supportKeys.detail(id),
    enabled: valid,
    queryFn: () => fetchTicket(id),
    refetchInterval: POLL_MS,
  });

  let body: React.ReactNode;
  if (!valid || detail.data === null) {
    body = (
      <EmptyState
        icon="chat"
        title={t('tickets.notFound')}
        action={
          <Link to={paths.service} className="jl-btn jl-btn--secondary jl-btn--md">
            {t('tickets.back')}
          </Link>
        }
      />
    );
  } else if (detail.data) {
    body = (
      <TicketThread
        detail={detail.data}
        onChange={(next) => {
          queryClient.setQueryData(supportKeys.detail(id), next);
          void queryClient.invalidateQueries({ queryKey: supportKeys.list });
        }}
      />
    );
  } else if (detail.isError) {
    body = (
      <EmptyState
        icon="wifiOff"
        tone="error"
        title={t('messages.serverError')}
        action={
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <PageLoading label={t('messages.loading')} />;
  }
  return <PageFrame route={route}>{body}</PageFrame>;
}
