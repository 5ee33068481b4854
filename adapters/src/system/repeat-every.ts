/** Starts calling `beat` periodically; returns the function that stops it. */
export type Heartbeat = (beat: () => Promise<void>) => () => void;

/**
 * Calls `beat` every `ms` on a timer that never keeps the process alive by itself. A beat still
 * running when the next one is due is not overlapped: that one is skipped. `beat` must not reject.
 */
export function repeatEvery(ms: number): Heartbeat {
  return (beat) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void beat().finally(() => (running = false));
    }, ms);
    timer.unref();
    return () => clearInterval(timer);
  };
}
