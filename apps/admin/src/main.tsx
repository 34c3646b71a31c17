import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/admin.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// The remembered language is loaded before the first render, so no screen flashes in another one.
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename="/admin">
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
        </QueryClientProvider>
      </BrowserRouter>
    </StrictMode>,
  ),
);
