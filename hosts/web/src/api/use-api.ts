import { useCallback, useEffect, useState } from 'react';

/** What an openapi-fetch call resolves to. */
export interface ApiResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

export interface ApiState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  readonly reload: () => void;
}

/**
 * Runs a read when the component mounts and whenever `key` changes; `reload` runs it again. A
 * result that arrives after the key changed (or the component left) is dropped.
 */
export function useApi<T>(load: () => Promise<ApiResult<T>>, key: readonly unknown[]): ApiState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (result) => current && setState({ data: result.data, error: result.error, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
    // `key` lists what the read depends on; `load` is a new closure on every render.
  }, [...key, round]);
  return { ...state, reload };
}
