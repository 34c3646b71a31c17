/*
 * Jogo Limpo service worker (docs/ACTIVITIES.md "Download and PWA"). It caches the app shell — the
 * page, the hashed build assets, icons, the manifest and an offline page — so the app opens fast and
 * shows the offline page without a connection. It NEVER caches API answers (balances, rewards, draws):
 * anything under /api/, /sandbox/, /admin, /metrics or /healthz goes to the network untouched.
 */
const VERSION = 'jl-shell-v1';
const SHELL = [
  '/',
  '/offline.html',
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

  // Pages: the network first (always the newest app), the cached shell when offline, else the offline page.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(VERSION).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((shell) => shell || caches.match('/offline.html'))),
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
  event.respondWith(fetch(request).catch(() => caches.match(request)));
});
