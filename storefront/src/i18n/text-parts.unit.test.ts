/// <reference types="node" />
// Reads the storefront's sources, as a build would: Node's file system in a test of the browser app.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountEnUS } from './account.en-US';
import { checkoutEnUS } from './checkout.en-US';
import { enUS } from './en-US';
import { ordersEnUS } from './orders.en-US';
import { pagesEnUS } from './pages.en-US';
import { type TextPart, textParts } from './text-parts';
import { walletEnUS } from './wallet.en-US';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const partTexts: Record<TextPart, object> = {
  account: accountEnUS,
  checkout: checkoutEnUS,
  orders: ordersEnUS,
  wallet: walletEnUS,
  pages: pagesEnUS,
};

/** Every key path of a catalogue, `checkout.title`, without plural suffixes. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

/** The source files `entry` imports, at any depth, leaving out type-only and dynamic imports. */
function staticImports(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [join(src, entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [statement, from] of code.matchAll(/^(?:import|export)\s[^;]*?from '(\.[^']+)'/gm)) {
      if (/^(import|export) type\s/.test(statement) || !from) continue;
      const base = resolve(dirname(file), from);
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
      if (found) queue.push(found);
    }
  }
  return [...seen].filter((file) => !file.includes('/i18n/'));
}

/** The part of the catalogue each key literal a file holds (`'checkout.title'`) belongs to. */
function partsUsed(files: readonly string[]): Map<TextPart, string[]> {
  const common = new Set(keys(enUS));
  const owner = new Map<string, TextPart>();
  for (const part of textParts) for (const key of keys(partTexts[part])) owner.set(key, part);
  const used = new Map<TextPart, string[]>();
  for (const file of files) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+\.[\w.]+)/g)) {
      if (!key || common.has(key)) continue;
      // A key built from a variable (`checkout.${field}`) counts by the part its prefix is in.
      const part = owner.get(key) ?? [...owner].find(([known]) => known.startsWith(`${key}.`))?.[1];
      if (part) used.set(part, [...(used.get(part) ?? []), `${relative(src, file)}: ${key}`]);
    }
  }
  return used;
}

/** The parts a page's chunk waits for, as `pages.ts` declares them. */
function declaredParts(): Map<string, TextPart[]> {
  const table = readFileSync(join(src, 'pages.ts'), 'utf8');
  const pages = new Map<string, TextPart[]>();
  for (const [, parts, path] of table.matchAll(
    /^\s+\w+: (?:withTexts\(\s*\[([^\]]*)\],\s*)?\(\) => import\('\.\/([^']+)'\)/gm,
  )) {
    const names = [...(parts ?? '').matchAll(/'(\w+)'/g)].map(([, name]) => name as TextPart);
    pages.set(`${path}.tsx`, names);
  }
  return pages;
}

describe('the catalogue parts', () => {
  it('are not needed before the first render: the layout and the boot script show common texts', () => {
    const firstLoad = [...new Set([...staticImports('main.tsx'), ...staticImports('boot.ts')])];
    expect(Object.fromEntries(partsUsed(firstLoad))).toEqual({});
  });

  it('are loaded with every page that shows them', () => {
    const pages = declaredParts();
    expect(pages.size).toBeGreaterThan(20);
    for (const [page, declared] of pages) {
      const missing = [...partsUsed(staticImports(page))].filter(
        ([part]) => !declared.includes(part),
      );
      expect(Object.fromEntries(missing), page).toEqual({});
    }
  });

  it('are loaded with every panel fetched on demand that shows them', () => {
    const lazyModules = staticImports('main.tsx').flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      const requested = [...code.matchAll(/needTexts\(\[([^\]]*)\]\)/g)].flatMap(([, parts]) =>
        [...(parts ?? '').matchAll(/'(\w+)'/g)].map(([, name]) => name as TextPart),
      );
      return [...code.matchAll(/import\('(\.[^']+)'\)/g)]
        .filter(() => !file.endsWith('/pages.ts'))
        .map(([, from]) => ({ file, module: resolve(dirname(file), `${from}`), requested }));
    });
    expect(lazyModules.length).toBeGreaterThan(5);
    for (const { file, module, requested } of lazyModules) {
      const entry = ['.ts', '.tsx'].map((ext) => module + ext).find((path) => existsSync(path));
      if (!entry) continue;
      const missing = [...partsUsed(staticImports(relative(src, entry)))].filter(
        ([part]) => !requested.includes(part),
      );
      expect(Object.fromEntries(missing), `${relative(src, file)} -> ${entry}`).toEqual({});
    }
  });
});
