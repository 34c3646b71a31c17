import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoad } from './build/first-load.ts';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { prerender } from './build/prerender.ts';
import { routeChunks } from './build/route-chunks.ts';
import { paths } from './src/config/paths.ts';

// The API server (apps/server) listens on :3000 (API_PROXY_TARGET to point elsewhere); in development
// the player app proxies to it so that requests stay same-origin, exactly as in production where one
// process serves both.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const apiProxy = { '/api': apiTarget, '/sandbox': apiTarget };

export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the caller's shell has: with
  // NODE_ENV=development Vite would ship React's development build (twice the size, StrictMode's
  // double effects, the DevTools banner). Vite reads NODE_ENV after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const pages = routeChunks({ routesFile: 'src/app/routes.ts', paths });
  return {
    base: '/',
    plugins: [
      react(),
      firstLoad({
        homeModule: '/routes/home/home-page.tsx',
        fontFile: /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/,
      }),
      firstLoadChunks({ homeModule: '/routes/home/home-page.tsx' }),
      pages,
      prerender({ entry: 'src/prerender.tsx', routeChunks: pages.chunks }),
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      // bench/bundle reads the manifest to check the home page's first-load budget (150 KB transferred).
      manifest: true,
      target: 'es2022',
    },
    server: { port: 5173, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
  };
});
