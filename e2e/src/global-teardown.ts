import { rm } from 'node:fs/promises';

/** Removes the run's embedded database once the shop has stopped. */
export default async function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('shop-e2e-')) await rm(dataDir, { recursive: true, force: true });
}
