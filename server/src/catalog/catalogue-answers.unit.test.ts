import { describe, expect, it, vi } from 'vitest';
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
});
