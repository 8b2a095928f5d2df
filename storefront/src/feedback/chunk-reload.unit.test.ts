import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage';
import {
  chunkReloadIntervalMs,
  isChunkLoadError,
  reloadAfterChunkError,
  takeChunkReloadNote,
} from './chunk-reload';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/ProductPage-1a2b.js',
);

describe('a failed chunk load', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/app.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Server error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads the page once, then not again within a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const at = Date.parse('2026-11-25T10:00:00Z');
    expect(reloadAfterChunkError(chunkError, { storage, reload, now: at })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page that asked for the reload is not the one to tell the shopper about it.
    expect(takeChunkReloadNote(storage, at - 500)).toBe(false);
    expect(takeChunkReloadNote(storage, at + 300)).toBe(true);
    expect(takeChunkReloadNote(storage, at + 300)).toBe(false);
    // The reloaded page fails again at once: no loop.
    expect(reloadAfterChunkError(chunkError, { storage, reload, now: at + 1_000 })).toBe(false);
    expect(
      reloadAfterChunkError(chunkError, { storage, reload, now: at + chunkReloadIntervalMs - 1 }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      reloadAfterChunkError(chunkError, { storage, reload, now: at + chunkReloadIntervalMs }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for any other error', () => {
    const reload = vi.fn();
    expect(
      reloadAfterChunkError(new Error('Server error'), { storage: memoryStorage(), reload }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
