import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptedEncoding } from './answer-encodings.js';
import { CatalogueAnswers } from './catalogue-cache.middleware.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kept catalogue answers', () => {
  it('computes an answer once for everyone asking at once, and keeps it for the fast path', async () => {
    const answers = new CatalogueAnswers();
    const compute = vi.fn(async () => '{"items":[]}');
    const both = await Promise.all([
      answers.get('v1', '/api/products', '/api/products', compute),
      answers.get('v1', '/api/products', '/api/products', compute),
    ]);
    await settle();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(both.map((json) => json?.toString())).toEqual(['{"items":[]}', '{"items":[]}']);
    expect(answers.ready('v1', '/api/products')?.json.toString()).toBe('{"items":[]}');
    expect(answers.ready('v1', '/api/products')?.route).toBe('/api/products');
    // Another version: not this answer.
    expect(answers.ready('v2', '/api/products')).toBeUndefined();
  });

  it('keeps no failed answer, and at most its bytes in all, the oldest dropped first', async () => {
    const answers = new CatalogueAnswers(100, 25);
    await answers.get('v1', '/missing', undefined, async () => null);
    for (const url of ['/a', '/b', '/c']) {
      await answers.get('v1', url, undefined, async () => '0123456789');
    }
    await settle();
    expect(answers.mayHave('/missing')).toBe(false);
    expect(answers.mayHave('/a')).toBe(false);
    expect(answers.mayHave('/b')).toBe(true);
    expect(answers.mayHave('/c')).toBe(true);
  });

  it('drops every answer of the old version when one of a new version is kept', async () => {
    const answers = new CatalogueAnswers();
    await answers.get('v1', '/a', undefined, async () => '"a"');
    await settle();
    await answers.get('v2', '/b', undefined, async () => '"b"');
    await settle();
    expect(answers.mayHave('/a')).toBe(false);
    expect(answers.ready('v2', '/b')?.json.toString()).toBe('"b"');
  });

  it('sends an answer as it is until its compressed copy is made, then the copy', async () => {
    const answers = new CatalogueAnswers();
    const json = JSON.stringify({
      items: Array.from({ length: 50 }, (_, id) => ({ id, title: `Pocky Matcha ${id}` })),
    });
    await answers.get('v1', '/a', undefined, async () => json);
    await settle();
    const kept = answers.ready('v1', '/a');
    if (!kept) throw new Error('not kept');
    expect(answers.bodyFor('/a', kept, 'br')).toEqual({ body: kept.json, encoding: null });
    await vi.waitFor(() => expect(answers.bodyFor('/a', kept, 'br').encoding).toBe('br'));
    expect(brotliDecompressSync(answers.bodyFor('/a', kept, 'br').body).toString()).toBe(json);
    // Each encoding its own copy; none for a client that takes none.
    await vi.waitFor(() => expect(answers.bodyFor('/a', kept, 'gzip').encoding).toBe('gzip'));
    expect(gunzipSync(answers.bodyFor('/a', kept, 'gzip').body).toString()).toBe(json);
    expect(answers.bodyFor('/a', kept, null)).toEqual({ body: kept.json, encoding: null });
  });

  it('sends small answers as they are, and counts the copies in the bytes kept', async () => {
    const answers = new CatalogueAnswers(100, 5_000);
    // Hex: gzip halves it, no more.
    const small = JSON.stringify({ text: randomBytes(300).toString('hex') });
    const large = JSON.stringify({ text: randomBytes(1_500).toString('hex') });
    await answers.get('v1', '/small', undefined, async () => small);
    await answers.get('v1', '/large', undefined, async () => large);
    await settle();
    const smallKept = answers.ready('v1', '/small');
    const kept = answers.ready('v1', '/large');
    if (!smallKept || !kept) throw new Error('not kept');
    expect(answers.bodyFor('/small', smallKept, 'br').encoding).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers.mayHave('/small')).toBe(true);
    // 612 + 3,012 bytes kept: the copy (1,500 to 1,900 bytes) takes them past 5,000, and the
    // oldest goes.
    answers.bodyFor('/large', kept, 'gzip');
    await vi.waitFor(() => expect(answers.mayHave('/small')).toBe(false));
    expect(answers.bodyFor('/large', kept, 'gzip').encoding).toBe('gzip');
  });

  it('keeps no copy of an answer the catalogue moved past while it was being made', async () => {
    const answers = new CatalogueAnswers();
    const json = JSON.stringify({ text: 'pocky '.repeat(500) });
    await answers.get('v1', '/a', undefined, async () => json);
    await settle();
    const old = answers.ready('v1', '/a');
    if (!old) throw new Error('not kept');
    answers.bodyFor('/a', old, 'br');
    await answers.get('v2', '/a', undefined, async () => json);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const current = answers.ready('v2', '/a');
    expect(current && answers.bodyFor('/a', current, 'br').encoding).toBeNull();
    expect(old.encoded.size).toBe(0);
  });
});

describe('the encoding a client is sent', () => {
  const client = (header: string) => ({
    get: () => header,
    acceptsEncodings: (encoding: string) =>
      header === '*' ||
      header
        .split(',')
        .some((part) => part.trim() === encoding || part.trim() === `${encoding};q=1`)
        ? encoding
        : (false as const),
  });

  it('is brotli whenever the client takes it, though it lists gzip first, as browsers do', () => {
    expect(acceptedEncoding(client('gzip, deflate, br, zstd'))).toBe('br');
    expect(acceptedEncoding(client('gzip, deflate'))).toBe('gzip');
    expect(acceptedEncoding(client('identity'))).toBeNull();
    expect(acceptedEncoding(client(''))).toBeNull();
  });
});
