import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built app under /admin/ and the API on the same origin, so the dev
// server proxies /api to a locally running server to keep the session cookie first-party.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // react-admin with MUI is most of the bytes and changes far less often than our code:
        // a separate chunk stays in the browser cache across our releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
    // That vendor chunk is about 1 MB minified (320 kB gzipped) and cannot shrink much.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
