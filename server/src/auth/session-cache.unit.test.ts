import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache.js';

const session = (id: string, expiresInMs = 60_000) => ({
  sessionId: id,
  csrfToken: 'csrf',
  expiresAt: new Date(Date.now() + expiresInMs),
  user: {
    id: 'u1',
    email: 'a@example.com',
    role: 'customer' as const,
    display_name: 'A',
    language: 'en-US',
  },
});

describe('kept session lookups', () => {
  it('looks a session up once while the version stays, and again once it moves', async () => {
    const cache = new SessionCache();
    const find = vi.fn(async () => session('s1'));
    await cache.get('1', 'token', find);
    const again = await cache.get('1', 'token', find);
    expect(again?.sessionId).toBe('s1');
    expect(again).not.toHaveProperty('expiresAt');
    expect(find).toHaveBeenCalledTimes(1);
    // A revocation (or a role change) anywhere moved the version: asked again.
    const revoked = vi.fn(async () => null);
    expect(await cache.get('2', 'token', revoked)).toBeNull();
    expect(revoked).toHaveBeenCalledTimes(1);
  });

  it('keeps neither a token that found nothing nor a session past its expiry', async () => {
    const cache = new SessionCache();
    const none = vi.fn(async () => null);
    await cache.get('1', 'unknown', none);
    await cache.get('1', 'unknown', none);
    expect(none).toHaveBeenCalledTimes(2);

    const expiring = vi.fn(async () => session('s2', 5));
    await cache.get('1', 'short', expiring);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const gone = vi.fn(async () => null);
    expect(await cache.get('1', 'short', gone)).toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('does not keep a lookup made under a version that moved while it ran', async () => {
    const cache = new SessionCache();
    let finish: (value: ReturnType<typeof session>) => void = () => {};
    const slow = cache.get('1', 'token', () => new Promise((resolve) => (finish = resolve)));
    // A later request read the newer version meanwhile.
    await cache.get('2', 'other', async () => session('s3'));
    finish(session('s1'));
    await slow;
    const find = vi.fn(async () => session('s1'));
    await cache.get('2', 'token', find);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('holds at most its capacity, dropping the least recently used', async () => {
    const cache = new SessionCache(2);
    await cache.get('1', 'a', async () => session('a'));
    await cache.get('1', 'b', async () => session('b'));
    await cache.get('1', 'a', async () => session('a'));
    await cache.get('1', 'c', async () => session('c'));
    const findB = vi.fn(async () => session('b'));
    const findA = vi.fn(async () => session('a'));
    await cache.get('1', 'b', findB);
    expect(findB).toHaveBeenCalledTimes(1);
    await cache.get('1', 'a', findA);
    expect(findA).toHaveBeenCalledTimes(1);
  });
});
