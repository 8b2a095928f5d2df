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
        // a separate chunk stays in the browser cache across our releases.
        // The charts load with the figures only: a group of their own, before the vendor one.
        codeSplitting: {
          groups: [
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-|d3-|@mui[\\/]x-internals)/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules/, priority: 1 },
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
