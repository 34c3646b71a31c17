import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';

let currentPath = '';

function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

/** Renders the whole app at `path` in a memory router; `location()` gives the current path. */
export function renderApp(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider>
        <AppRoutes />
        <LocationProbe />
      </AppProvider>
    </MemoryRouter>,
  );
  return { ...view, location: () => currentPath };
}
