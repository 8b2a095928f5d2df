import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import ja from './ja';
import ko from './ko';
import zhCN from './zh-CN';

/** Every leaf of a message tree as [dotted key, message]. */
const leaves = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

const placeholders = (message: string): string[] =>
  [...message.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] ?? '');

const english = new Map(leaves(enUS));

describe.each([
  ['ko', ko],
  ['ja', ja],
  ['zh-CN', zhCN],
])('%s messages', (_locale, messages) => {
  const translated = leaves(messages);

  it('have exactly the keys of the English messages', () => {
    const keys = new Set(translated.map(([key]) => key));
    expect(
      [...english.keys()].filter((key) => !keys.has(key)),
      'missing keys',
    ).toEqual([]);
    expect(
      [...keys].filter((key) => !english.has(key)),
      'unknown keys',
    ).toEqual([]);
  });

  it('are all non-empty strings', () => {
    for (const [key, message] of translated) {
      expect(typeof message, key).toBe('string');
      expect(String(message).length, key).toBeGreaterThan(0);
    }
  });

  // A translation may leave out a placeholder (no plural forms), never invent or misspell one.
  it('only use placeholders that the English message offers', () => {
    for (const [key, message] of translated) {
      const offered = placeholders(String(english.get(key) ?? ''));
      for (const name of placeholders(String(message))) {
        expect(offered, `${key} uses %{${name}}`).toContain(name);
      }
    }
  });
});
