import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { configureApiClient } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useLaunchCalls } from './launch.ts';
import { isPublicPath } from './routes.ts';

configureApiClient({ isPublicPath });

function Launch({ children }: { children: ReactNode }) {
  useLaunchCalls();
  return children;
}

/** `client`: the app's start makes it before the first render (it loads the page's first data into it). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Launch>{children}</Launch>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
