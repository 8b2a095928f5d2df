import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The EventStoreDB contract run needs a server, which only exists where EVENTSTORE_URL points.
const eventStoreDb = process.env.EVENTSTORE_URL ? [] : ['**/eventstoredb/*.int.test.ts'];

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources through the "source" export condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['*/src/**/*.unit.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['*/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', ...eventStoreDb],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Workflows finish what a request starts: a check polls until they have, on a busy
          // machine too.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
      {
        extends: true,
        test: {
          // Kills, restarts and fuzzing (`npm run test:reliability`): quick by default, full size
          // with RELIABILITY_SCALE=full. One file at a time: each one loads the machine.
          name: 'reliability',
          sequence: { groupOrder: 2 },
          include: ['*/src/**/*.reliability.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 1_800_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          fileParallelism: false,
          expect: { poll: { timeout: 60_000, interval: 200 } },
        },
      },
    ],
  },
});
