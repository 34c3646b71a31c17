/** What registering needs of the page: its load state, its service worker container, its `load` event. */
export type ServiceWorkerHost = {
  document: { readyState: DocumentReadyState };
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  addEventListener(type: 'load', listener: () => void, options?: AddEventListenerOptions): void;
};

/**
 * Registers the PWA's service worker (public/sw.js, docs/ACTIVITIES.md "Download and PWA") once the
 * page has loaded, so that its install (the offline page, icons) does not compete with the first load.
 * The app starts after main.tsx's awaited imports, by which time `load` has usually fired: then it
 * registers at once (waiting for a `load` that has passed would never register it).
 */
export function registerServiceWorker(host: ServiceWorkerHost = window, url = '/sw.js'): void {
  const container = host.navigator.serviceWorker;
  if (!container) return;
  // A refusal (private mode, an insecure origin) leaves the app as it is, without an offline page.
  const register = () => void container.register(url).catch(() => undefined);
  if (host.document.readyState === 'complete') register();
  else host.addEventListener('load', register, { once: true });
}
