import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as shared from './index.js';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
const importPattern = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm;

/** Every module the entry pulls in at run time (type-only imports leave nothing behind). */
function runtimeModules(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(importPattern)]
    .filter(([statement]) => !/^\s*(?:import|export)\s+type\s/.test(statement ?? ''))
    .map(([, specifier]) => specifier ?? '');
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      runtimeModules(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
    }
  }
  return seen;
}

describe('@shop/core/shared', () => {
  it('imports nothing but its own plain modules, so a browser can bundle it', () => {
    const outside = [...runtimeModules(entry)].flatMap(([file, specifiers]) =>
      specifiers.filter((specifier) => !specifier.startsWith('.')).map((s) => `${file}: ${s}`),
    );
    expect(outside).toEqual([]);
  });

  it('holds what the apps and the server agree on', () => {
    expect(shared.orderStatuses).toContain('Processing');
    expect(shared.paymentStatuses).toEqual(['paid', 'Not paid yet', 'Paid temporarily']);
    expect(shared.currencies.KRW.decimals).toBe(0);
    expect(shared.fromUsdCents(1299, 'KRW')).toBe(14939);
    expect(shared.maxCartQuantity).toBe(999);
    expect(shared.isAddressInJapanese({ country: 'JP', city: '佐々木', address: '〆張鶴' })).toBe(
      true,
    );
    expect(shared.walletEntryCodes).toContain('REFUND');
  });
});
