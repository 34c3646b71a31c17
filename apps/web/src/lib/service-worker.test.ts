import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHost } from './service-worker.ts';

/** A page in the given load state whose `load` event fires when `load()` is called. */
function fakePage(readyState: DocumentReadyState, register = vi.fn(() => Promise.resolve({}))) {
  let listeners: { run: () => void; once: boolean }[] = [];
  const host: ServiceWorkerHost = {
    document: { readyState },
    navigator: { serviceWorker: { register } as unknown as ServiceWorkerContainer },
    addEventListener: (_type, run, options) => void listeners.push({ run, once: options?.once === true }),
  };
  const load = () => {
    const now = listeners;
    listeners = listeners.filter((listener) => !listener.once);
    for (const listener of now) listener.run();
  };
  return { host, register, load };
}

describe('registerServiceWorker (the PWA worker, public/sw.js)', () => {
  it('registers at once when the page has already loaded (the app starts after `load`)', () => {
    const page = fakePage('complete');
    registerServiceWorker(page.host);
    expect(page.register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for `load` while the page is still loading, then registers once', () => {
    for (const state of ['loading', 'interactive'] as const) {
      const page = fakePage(state);
      registerServiceWorker(page.host);
      expect(page.register).not.toHaveBeenCalled();
      page.load();
      page.load();
      expect(page.register).toHaveBeenCalledTimes(1);
    }
  });

  it('does nothing in a browser without service workers', () => {
    const host = {
      document: { readyState: 'complete' },
      navigator: {},
      addEventListener: vi.fn(),
    } as unknown as ServiceWorkerHost;
    expect(() => registerServiceWorker(host)).not.toThrow();
    expect(host.addEventListener).not.toHaveBeenCalled();
  });

  it('handles a refused registration (the app works without its worker)', () => {
    const refusal = Promise.reject(new Error('SecurityError'));
    const handled = vi.spyOn(refusal, 'catch');
    const page = fakePage(
      'complete',
      vi.fn(() => refusal),
    );
    registerServiceWorker(page.host);
    expect(handled).toHaveBeenCalled();
  });
});
