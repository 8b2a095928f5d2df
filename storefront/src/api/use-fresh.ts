import { useCallback, useEffect, useState } from 'react';
import { showError } from '../feedback/toasts';
import { isNotFound, isUnauthorized } from './use-resource';

export interface Loaded<T> {
  readonly data?: T;
  readonly loading: boolean;
  readonly error?: unknown;
  readonly reload: () => void;
  /** Puts a fresher copy in place, e.g. the order a cancel answered with. */
  readonly replace: (data: T) => void;
}

/**
 * Loads data that must never come from a cache (orders change as they are placed and
 * paid), again whenever `key` changes or `reload` is called.
 */
export function useFresh<T>(key: string | null, load: (key: string) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({
    key: null,
  });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` asks for the same key again
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(key).then(
      (data) => {
        if (current) setState({ key, data });
      },
      (error: unknown) => {
        if (!current) return;
        if (!isNotFound(error) && !isUnauthorized(error)) showError(error);
        setState({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, load, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback((data: T) => setState({ key, data }), [key]);
  const settled = state.key === key ? state : undefined;
  return {
    data: settled?.data,
    loading: key !== null && settled === undefined,
    error: settled?.error,
    reload,
    replace,
  };
}
