import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served by the API process under /admin (apps/server/src/plugins/admin-app.ts);
// in development Vite serves it on :5174 and proxies the API so requests stay same-origin.
const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // bench/bundle reads the first load of the back office from it, as it does the player app's.
    manifest: true,
  },
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
});
