import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/theme.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { installCopyGuard } from './lib/copy-guard.ts';
import { applyLanguage } from './lib/i18n.ts';
import { captureLanding } from './lib/landing.ts';

captureLanding(window.location.search, window.localStorage);
installCopyGuard();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A stored language other than pt-BR is one small chunk; wait for it so the first paint is in it.
await applyLanguage();

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  </StrictMode>,
);
