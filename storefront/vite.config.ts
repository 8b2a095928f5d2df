import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type UserConfig,
} from 'vite';
import { bootScript } from './boot-script.plugin.ts';

// The API server (`npm start` or the server workspace) listens here during development;
// `API_PORT=3300 npm run dev -w storefront` points at a shop started on another port.
const apiServer = `http://localhost:${process.env.API_PORT ?? '3000'}`;

// `src/boot.ts` and what it imports: kept out of the `app` chunk, so boot runs without it.
const bootModules =
  /\/src\/(boot|pages|i18n\/catalogues|i18n\/text-parts|i18n\/detect-language|i18n\/languages|i18n\/locale-cookie|ssr\/ssr-state|ssr\/early-taps)\.ts$/;

// The small components the landing pages (home, collection, product) all use, as one chunk
// instead of ten: under a slow mobile network every request costs a round trip, and a browser
// opens at most six connections to the shop, so ten small files queue behind the large ones.
// Only what the home page loads anyway, so its first load does not grow.
const landingModules =
  /\/src\/(catalog\/(ProductGrid|ProductGridSkeleton|categories|use-catalog)|money\/PriceTag|reviews\/Stars|ui\/Tabs|icons\/Chevron(Start|End)Icon|blog\/(BlogCard|PostDate|use-blog))\.tsx?$/;

// React Router's package exports name its development build only (remix-run/react-router#12532,
// #14102): its warnings stay in a production bundle unless the build asks for the production
// files, which the package ships beside them.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

// react-i18next asks for `use-sync-external-store/shim`, a copy of the hook for React 17 that
// React 18 and later ship themselves: the app's first load takes React's own.
const syncExternalStore = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL('./src/storage/sync-external-store.ts', import.meta.url)),
};

// `vite build --ssr` (the second step of `npm run build`): the server's entry (`entry-server.tsx`),
// which renders a page's first view with the same routes and components, into `dist-server/`.
const ssrBuild: UserConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: reactRouterProduction },
  // Self-contained (React, the router, i18next and the shop's own packages bundled), so the
  // server runs it without the storefront's dependencies installed (the Docker image).
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

export default defineConfig(
  ({ command, isSsrBuild }): UserConfig =>
    isSsrBuild
      ? ssrBuild
      : {
          root: fileURLToPath(new URL('.', import.meta.url)),
          base: '/',
          plugins: [react(), bootScript()],
          // `@shop/core/shared` is bundled from its TypeScript sources (the "source" export condition).
          resolve: {
            conditions: ['source', ...defaultClientConditions],
            alias: command === 'build' ? [...reactRouterProduction, syncExternalStore] : [],
          },
          build: {
            outDir: fileURLToPath(new URL('./dist', import.meta.url)),
            emptyOutDir: true,
            rolldownOptions: {
              input: fileURLToPath(new URL('./index.html', import.meta.url)),
              output: {
                codeSplitting: {
                  groups: [
                    // React, the router and i18next change far less often than the shop's own code, so
                    // browsers keep them cached across releases.
                    { name: 'vendor', test: /node_modules/, priority: 2 },
                    { name: 'boot', test: bootModules, priority: 3 },
                    { name: 'landing', test: landingModules, priority: 2 },
                    // What the app needs before any page (the layout and what it uses) as one chunk:
                    // under a slow network each request of the first load costs a round trip.
                    { name: 'app', test: /\/src\//, tags: ['$initial'], priority: 1 },
                  ],
                },
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
        },
);
