import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on :3000; in development the player app proxies to it so that
// requests stay same-origin, exactly as in production where one process serves both.
const apiProxy = {
  '/api': 'http://localhost:3000',
  '/sandbox': 'http://localhost:3000',
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // bench/bundle reads the manifest to check the home page's first-load budget (150 KB gzipped).
    manifest: true,
    target: 'es2022',
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});
