import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (`npm start` or the server workspace) listens here during development;
// `API_PORT=3300 npm run dev -w storefront` points at a shop started on another port.
const apiServer = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  // `@shop/core/shared` is bundled from its TypeScript sources (the "source" export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React, the router and i18next change far less often than the shop's own code, so
        // browsers keep them cached across releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      // Product images are drawn by the server.
      '/images': apiServer,
      '/Iamalive': apiServer,
    },
  },
});
