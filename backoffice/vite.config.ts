import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The server serves the built app under /admin/ and the API on the same origin, so the dev
// server proxies to a locally running server to keep the session cookie first-party. Set
// BACKOFFICE_API_URL to use a server on another port (e.g. http://localhost:3400).
const apiServer = process.env.BACKOFFICE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // `@shop/core/shared` is bundled from its TypeScript sources (the "source" export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // react-admin with MUI is most of the bytes and changes far less often than our code:
        // what the first load needs of it is a chunk of its own that stays in the browser cache
        // across our releases. The charts load with the figures only, in a group of their own
        // taken after it: taken first, the charts group had also taken in what the charts
        // import (React, MUI), and every page loaded it from the start.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'charts', test: /node_modules[\\/](@mui[\\/]x-|d3-)/, priority: 1 },
          ],
        },
      },
    },
    // That vendor chunk is about 1 MB minified (320 kB gzipped) and cannot shrink much.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    // Product images are drawn by the server too.
    proxy: { '/api': apiServer, '/images': apiServer },
  },
});
