import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishMs } from './loading-bar-phases';
import { finishStartupIndicator, startStartupIndicator, startupLimitMs } from './startup-indicator';

/** Just enough of a document for the indicator: elements by id in a body. */
function fakeDocument() {
  const elements = new Map<string, HTMLElement>();
  const doc = {
    getElementById: (key: string) => elements.get(key) ?? null,
    createElement: () => {
      const element = {
        id: '',
        className: '',
        dataset: {} as DOMStringMap,
        setAttribute: vi.fn(),
        remove: () => elements.delete(element.id),
      };
      return element as unknown as HTMLElement;
    },
    body: { append: (element: HTMLElement) => elements.set(element.id, element) },
  };
  return doc as unknown as Document;
}

describe('the start-up loading indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is forced to finish after 3 s when the app has not rendered yet', () => {
    const doc = fakeDocument();
    startStartupIndicator(doc);
    startStartupIndicator(doc);
    expect(doc.getElementById('startup-indicator')?.className).toBe(
      'loading-bar loading-bar--loading',
    );
    vi.advanceTimersByTime(startupLimitMs - 1);
    expect(doc.getElementById('startup-indicator')?.className).toContain('--loading');
    vi.advanceTimersByTime(1);
    expect(doc.getElementById('startup-indicator')?.className).toBe(
      'loading-bar loading-bar--done',
    );
    vi.advanceTimersByTime(finishMs);
    expect(doc.getElementById('startup-indicator')).toBeNull();
  });

  it('finishes as soon as the app has rendered, once', () => {
    const doc = fakeDocument();
    startStartupIndicator(doc);
    vi.advanceTimersByTime(800);
    finishStartupIndicator(doc);
    expect(doc.getElementById('startup-indicator')?.className).toContain('--done');
    vi.advanceTimersByTime(finishMs);
    expect(doc.getElementById('startup-indicator')).toBeNull();
    vi.advanceTimersByTime(startupLimitMs);
    expect(doc.getElementById('startup-indicator')).toBeNull();
  });
});
