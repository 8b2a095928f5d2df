import { useRef } from 'react';

/**
 * Refs for a form's fields, and a way to move focus to the first one with a problem, so a
 * keyboard or screen-reader user lands on what needs fixing.
 */
export function useFieldRefs<K extends string>() {
  const fields = useRef(new Map<K, HTMLInputElement | HTMLSelectElement>());
  return {
    ref: (key: K) => (element: HTMLInputElement | HTMLSelectElement | null) => {
      if (element) fields.current.set(key, element);
      else fields.current.delete(key);
    },
    focusFirst(order: readonly K[], problems: Partial<Record<K, unknown>>) {
      const first = order.find((key) => problems[key] !== undefined);
      if (first !== undefined) fields.current.get(first)?.focus();
    },
  };
}
