import { type ComponentType, lazy } from 'react';

/**
 * A back-office screen loaded on demand: each route is its own chunk, fetched the first time the
 * staff member opens it (the first load carries the shell, the API client and the pt-BR catalog;
 * bench/README.md "bundle"). The shell's Suspense shows the loading state meanwhile.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
