/*
 * Jogo Limpo service worker (docs/ACTIVITIES.md "Download and PWA"), registered by the app once the page
 * has loaded (src/lib/service-worker.ts). Pages always come from the network (the newest app); without
 * a connection a page load gets the offline page, cached at install with the icons and the manifest.
 * Nothing of the app itself is served offline: balances, bets and rewards need the server, and an app
 * started from a stale copy would only fail request after request. Hashed build assets are kept once
 * fetched (they never change). It NEVER caches API answers (balances, rewards, draws): anything under
 * /api/, /sandbox/, /admin, /metrics or /healthz goes to the network untouched.
 */
// v2: pages no longer fall back to a cached copy of the app (v1 kept one as `/`); activating drops v1.
const VERSION = 'jl-shell-v2';
const OFFLINE_PAGE = '/offline.html';
const SHELL = [
  OFFLINE_PAGE,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
const NEVER = /^\/(api|sandbox|admin|metrics|healthz)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;

  // Pages: the network, or the offline page when it cannot be reached (an HTTP error is the server's
  // answer and is shown as it is).
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page || Response.error())),
    );
    return;
  }

  // Hashed build assets never change: cache first. Other static files: network first, cache as fallback.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  event.respondWith(fetch(request).catch(() => caches.match(request).then((hit) => hit || Response.error())));
});
