import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../dataProvider/httpClient';

export type ApiState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'done'; readonly data: T };

/**
 * GETs `url` (null: nothing yet) and follows it as it changes; `reload` asks again.
 *
 * @example
 * const { state, reload } = useApi<Dashboard>(`/api/admin/dashboard?from=${from}`);
 */
export function useApi<T>(url: string | null) {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the reload trigger.
  useEffect(() => {
    if (url === null) return;
    let current = true;
    setState({ status: 'loading' });
    httpClient(url).then(
      ({ json }) => {
        if (current) setState({ status: 'done', data: json as T });
      },
      (error: unknown) => {
        if (current) {
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [url, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
