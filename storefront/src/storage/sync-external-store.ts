/** What `use-sync-external-store/shim` gives, from React itself (see `vite.config.ts`). */
export { useSyncExternalStore } from 'react';
