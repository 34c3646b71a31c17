import type { SiteConfig } from '@jl/core/contracts/config.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { IconName } from '../../../components/ui/icons.tsx';
import { List, ListItem } from '../../../components/ui/list.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchTickets, supportKeys } from '../../../features/support/api/support-api.ts';
import { TicketForm } from '../../../features/support/components/ticket-form.tsx';
import { TicketList } from '../../../features/support/components/ticket-list.tsx';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

type Channel = SiteConfig['service']['channels'][number];

const ICONS: Record<Channel['type'], IconName> = {
  whatsapp: 'whatsapp',
  telegram: 'send',
  email: 'mail',
  chat: 'chat',
};

/** Only links a browser can open safely: web pages, mail and WhatsApp/Telegram app links. */
function safeUrl(channel: Channel): string | null {
  const url = channel.type === 'email' && !channel.url.includes(':') ? `mailto:${channel.url}` : channel.url;
  return /^(https?:|mailto:|tg:|whatsapp:)/i.test(url) ? url : null;
}

/** The operator's service channels, each opened in a new tab or its app; a retry when none loaded. */
function Channels() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const channels = useAppState((s) => s.config?.service?.channels ?? null);
  const open = (channel: Channel) => {
    const url = safeUrl(channel);
    if (!url) {
      showToast(t('messages.linkFailed'), 'error');
      return;
    }
    const opened = window.open(url, '_blank', 'noopener,noreferrer');
    if (!opened && !url.startsWith('http')) window.location.href = url;
  };
  if (!channels || channels.length === 0) {
    return (
      <EmptyState
        icon="headset"
        title={t('service.emptyTitle')}
        body={t('service.emptyBody')}
        action={
          <Button
            variant="secondary"
            onClick={() => void queryClient.refetchQueries({ queryKey: ['launch', 'config'] })}
          >
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <List>
      {channels.map((channel) => (
        <ListItem
          key={`${channel.type}:${channel.url}`}
          icon={ICONS[channel.type] ?? 'chat'}
          label={channel.label}
          value={
            channel.label === t(`service.types.${channel.type}`)
              ? undefined
              : t(`service.types.${channel.type}`)
          }
          onClick={() => open(channel)}
          chevron
        />
      ))}
    </List>
  );
}

/** The player's support tickets, and the form to open one (its page opens once it is created). */
function Tickets() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [writing, setWriting] = useState(false);
  const tickets = useQuery({ queryKey: supportKeys.list, queryFn: fetchTickets });
  return (
    <section className="jl-tickets" aria-labelledby="tickets-title">
      <div className="jl-tickets__head">
        <h2 className="jl-tickets__title" id="tickets-title">
          {t('tickets.title')}
        </h2>
        {!writing ? (
          <Button size="sm" onClick={() => setWriting(true)}>
            {t('tickets.open')}
          </Button>
        ) : null}
      </div>
      <p className="jl-tickets__intro">{t('tickets.intro')}</p>
      {writing ? (
        <TicketForm
          onCancel={() => setWriting(false)}
          onCreated={(detail) => {
            setWriting(false);
            queryClient.setQueryData(supportKeys.detail(detail.ticket.id), detail);
            void queryClient.invalidateQueries({ queryKey: supportKeys.list });
            navigate(`${paths.ticket}?id=${detail.ticket.id}`);
          }}
        />
      ) : null}
      {tickets.data ? <TicketList tickets={tickets.data.list} /> : null}
    </section>
  );
}

/**
 * Customer service: the channels the operator configured (`config.service.channels`), then the
 * player's support tickets — open one here and follow the conversation on its own page.
 */
export default function ServicePage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame route={route}>
      <p className="jl-page-intro">{t('service.intro')}</p>
      <Channels />
      <Tickets />
    </PageFrame>
  );
}
