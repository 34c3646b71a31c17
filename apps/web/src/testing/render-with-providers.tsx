import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

configure({ asyncUtilTimeout: 5000 });

/** Renders one component with the app's providers (pt-BR, a fresh query client, a router), in StrictMode as the app runs. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <StrictMode>
        <MemoryRouter>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
          </I18nextProvider>
        </MemoryRouter>
      </StrictMode>,
    ),
  };
}
