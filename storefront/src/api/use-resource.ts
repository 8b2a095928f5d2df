import { useEffect, useRef, useState } from 'react';
import { track } from '../feedback/activity';
import { showError } from '../feedback/toasts';
import { ApiError } from './client';
import { cachedAnswer, requestShared } from './shared-fetch';

/**
 * GETs `path` under `/api`, sharing one request between the components that want it; the top
 * loading bar shows while it is under way.
 */
export function fetchShared(path: string): Promise<unknown> {
  const hit = cachedAnswer(path);
  return hit !== undefined ? Promise.resolve(hit) : track(requestShared(path));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A lost session: the browser is on its way to the sign-in page, which says why. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface Resource<T> {
  /** The answer for the current path. */
  readonly data?: T;
  /** The last answer for any path: lists keep showing it while the next page loads. */
  readonly latest?: T;
  readonly loading: boolean;
  readonly error?: unknown;
}

interface Answer<T> {
  readonly path: string;
  readonly data?: T;
  readonly error?: unknown;
}

function fromCache<T>(path: string | null, decode: (raw: unknown) => T): Answer<T> | undefined {
  const raw = path === null ? undefined : cachedAnswer(path);
  if (path === null || raw === undefined) return undefined;
  try {
    return { path, data: decode(raw) };
  } catch {
    return undefined;
  }
}

/**
 * Loads and decodes `path` (nothing while it is null). Failures show the error toast, except a
 * 404, which the page turns into its not-found state. `decode` must be stable (module level or
 * memoised), since a new one loads again.
 */
export function useResource<T>(path: string | null, decode: (raw: unknown) => T): Resource<T> {
  const [answer, setAnswer] = useState<Answer<T> | undefined>(() => fromCache(path, decode));
  const [latest, setLatest] = useState<T | undefined>(answer?.data);
  // The first render had the answer already (the server's, a recent one): nothing to ask, and no
  // second render of the same data right after hydration.
  const answeredFirst = useRef(answer?.path);

  useEffect(() => {
    if (path === null) return;
    if (answeredFirst.current === path) {
      answeredFirst.current = undefined;
      return;
    }
    answeredFirst.current = undefined;
    let current = true;
    fetchShared(path)
      .then((raw) => {
        const data = decode(raw);
        if (!current) return;
        setAnswer({ path, data });
        setLatest(data);
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (!isNotFound(error)) showError(error);
        setAnswer({ path, error });
      });
    return () => {
      current = false;
    };
  }, [path, decode]);

  const settled = answer?.path === path ? answer : undefined;
  return {
    data: settled?.data,
    latest,
    loading: path !== null && settled === undefined,
    error: settled?.error,
  };
}
