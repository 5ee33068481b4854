import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** What an openapi-fetch call resolves to. */
export interface ApiResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

export interface ApiState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** True from the first render until the read for the current key (and reload) has answered. */
  readonly loading: boolean;
  readonly reload: () => void;
}

/**
 * Runs a read when the component mounts and whenever `key` changes; `reload` runs it again. A
 * result that arrives after the key changed (or the component left) is dropped. While a new read
 * runs, the previous data stays shown.
 */
export function useApi<T>(load: () => Promise<ApiResult<T>>, key: readonly unknown[]): ApiState<T> {
  const [round, setRound] = useState(0);
  const requestKey = JSON.stringify([...key, round]);
  const [answer, setAnswer] = useState<{ key: string; data: T | undefined; error: unknown } | null>(null);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const read = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    read().then(
      (result) => current && setAnswer({ key: requestKey, data: result.data, error: result.error }),
      (error: unknown) => current && setAnswer({ key: requestKey, data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [requestKey]);
  return { data: answer?.data, error: answer?.error, loading: answer?.key !== requestKey, reload };
}
