import { LRUCache } from 'lru-cache';
import type { Authentication } from '../http/app-state.js';

type Session = Omit<Authentication, 'via'>;

interface Kept {
  readonly session: Session;
  readonly expiresAt: number;
}

/**
 * Session lookups kept while the sessions' version stays put (`auth_version`, moved by triggers
 * on any revocation, deletion or change of the user or seller behind a session, in whichever
 * process it happens): a signed-in shopper's requests then cost no session query, and a
 * revoked session or a changed role is seen as soon as the version read after it. Only sessions
 * found are kept, each until its own expiry at the latest; at most `capacity`, the least
 * recently used dropped first.
 *
 * @example
 * const sessions = new SessionCache();
 * const session = await sessions.get(versions.auth, token, () => findSession(db, token));
 */
export class SessionCache {
  #version: string | null = null;
  // An LRU cache, not a Map whose entry is deleted and set again on each hit (see
  // `versioned-cache.ts`: a busy token's hits cost time in proportion to the whole cache).
  readonly #kept: LRUCache<string, Kept>;

  constructor(capacity = 10_000) {
    this.#kept = new LRUCache({ max: capacity });
  }

  async get(
    version: string,
    token: string,
    find: () => Promise<(Session & { expiresAt: Date }) | null>,
  ): Promise<Session | null> {
    if (version !== this.#version) {
      this.#kept.clear();
      this.#version = version;
    }
    const kept = this.#kept.get(token);
    if (kept) {
      if (kept.expiresAt > Date.now()) return kept.session;
      this.#kept.delete(token);
    }
    const found = await find();
    if (!found) return null;
    const { expiresAt, ...session } = found;
    // Kept only if the version is still the one this lookup was made under.
    if (this.#version === version) {
      this.#kept.set(token, { session, expiresAt: expiresAt.getTime() });
    }
    return session;
  }
}
