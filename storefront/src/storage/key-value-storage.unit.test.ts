import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, so each test starts with no storage looked at yet. */
async function freshModule() {
  vi.resetModules();
  return import('./key-value-storage');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserStorage', () => {
  it("uses the browser's storage without writing to it, and looks at each kind once", async () => {
    const local = { getItem: vi.fn(() => null), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', local);
    const { browserStorage } = await freshModule();

    expect(browserStorage()).toBe(local);
    expect(browserStorage('localStorage')).toBe(local);
    expect(local.getItem).toHaveBeenCalledTimes(1);
    expect(local.setItem).not.toHaveBeenCalled();
    expect(local.removeItem).not.toHaveBeenCalled();
  });

  it('keeps choices for the page where the browser blocks storage', async () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const { browserStorage, readJson, writeQuietly } = await freshModule();
      const tab = browserStorage('sessionStorage');
      writeQuietly(tab, 'seen', '{"offer":true}');
      expect(readJson(browserStorage('sessionStorage'), 'seen')).toEqual({ offer: true });
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('keeps the open page working when a write does not fit', async () => {
    const { writeQuietly } = await freshModule();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeQuietly(full, 'cart', '[]')).not.toThrow();
  });
});
