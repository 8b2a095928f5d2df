import type { KeyValueStorage } from '../storage/key-value-storage';
import { writeQuietly } from '../storage/key-value-storage';

/** A failed chunk load reloads the page at most this often (spec §8). */
export const chunkReloadIntervalMs = 60_000;
const reloadedAtKey = 'chunkReloadedAt';
const reloadedKey = 'chunkReloaded';

/**
 * An error of a dynamic import or of a chunk's preload: after a release the page's old chunks are
 * gone from the server, and only a reload fetches the new ones.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * Reloads the page after a chunk load failure, unless it did so less than a minute ago (the
 * time is kept in `storage`, the tab's sessionStorage, so a reload loop stops). Returns whether
 * it reloads; otherwise the error is the page's to show.
 */
export function reloadAfterChunkError(
  error: unknown,
  {
    storage,
    reload,
    now = Date.now(),
  }: { storage: KeyValueStorage; reload: () => void; now?: number },
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(reloadedAtKey));
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadIntervalMs) return false;
  writeQuietly(storage, reloadedAtKey, String(now));
  writeQuietly(storage, reloadedKey, '1');
  reload();
  return true;
}

/**
 * Whether this page load follows a reload for a failed chunk; asking clears it. A page that
 * asked for the reload itself (it began before the reload was asked) does not take it.
 */
export function takeChunkReloadNote(storage: KeyValueStorage, pageStartedAt: number): boolean {
  if (storage.getItem(reloadedKey) !== '1') return false;
  if (Number(storage.getItem(reloadedAtKey)) > pageStartedAt) return false;
  storage.removeItem(reloadedKey);
  return true;
}
