import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from '../components/ui/page.tsx';

/**
 * A back-office screen loaded on demand: each route is its own chunk, fetched the first time the
 * staff member opens it, with the loading state in the shell meanwhile (the first load carries the
 * shell, the sign-in and the pt-BR catalog only; bench/README.md "bundle").
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
