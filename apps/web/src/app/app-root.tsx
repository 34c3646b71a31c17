import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useEffect, useLayoutEffect } from 'react';
import { AppErrorBoundary, AppErrorView } from './error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

export type RouterComponent = ComponentType<{ children: ReactNode }>;

/**
 * `onCommit` runs once, when the first render is committed and before it is painted; `onEffects` once
 * after the first render's effects (the last child's run after every page's own, subscriptions included).
 */
function FirstCommit({ onCommit, onEffects }: { onCommit?: () => void; onEffects?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useLayoutEffect(() => onCommit?.(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit's effects
  useEffect(() => onEffects?.(), []);
  return null;
}

/** The error view where the layout itself could not render: in the app's column, without its tabs. */
function WholeScreenError({ error }: { error: unknown }) {
  return (
    <div className="jl-app">
      <main className="jl-app__main">
        <AppErrorView error={error} />
      </main>
    </div>
  );
}

/**
 * The whole player app in a router: main.tsx renders it in the browser's history, the build's
 * prerender (src/prerender.tsx) at home — the same tree, so the prerendered page hydrates as it is.
 */
export function AppRoot({
  Router,
  client,
  onFirstCommit,
  onFirstEffects,
}: {
  Router: RouterComponent;
  client?: QueryClient;
  onFirstCommit?: () => void;
  onFirstEffects?: () => void;
}) {
  return (
    <StrictMode>
      <Router>
        <AppProvider client={client}>
          {/* The last resort: whatever the layout's own boundaries let through, never a blank screen. */}
          <AppErrorBoundary fallback={(error) => <WholeScreenError error={error} />}>
            <AppRoutes />
          </AppErrorBoundary>
          <FirstCommit onCommit={onFirstCommit} onEffects={onFirstEffects} />
        </AppProvider>
      </Router>
    </StrictMode>
  );
}
