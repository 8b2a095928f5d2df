import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office's build settings (`backoffice/vite.config.ts`), for a fair comparison.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
    },
    chunkSizeWarningLimit: 1200,
  },
});
