import { configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';

// Lazy pages and popups load real modules; on a busy two-core CI machine that can take more than
// Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

let currentPath = '';

function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

/**
 * Renders the whole app at `path` in a memory router; `location()` gives the current path. In
 * StrictMode, as main.tsx renders it, so that every test also runs effects set up, cleaned up and set
 * up again, as `npm run dev` does.
 */
export function renderApp(path: string) {
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppProvider>
          <AppRoutes />
          <LocationProbe />
        </AppProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  return { ...view, location: () => currentPath };
}
