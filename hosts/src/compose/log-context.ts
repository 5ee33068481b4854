import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '@metagame/core';

type Fields = Readonly<Record<string, unknown>>;

const current = new AsyncLocalStorage<Fields>();

const withCurrent = (fields: Record<string, unknown>): Record<string, unknown> => {
  const context = current.getStore();
  return context ? { ...context, ...fields } : fields;
};

/**
 * Fields that every log line written while some work runs carries, whichever component writes it
 * and however deep in awaits: the HTTP host runs each request in a context holding its request id,
 * so a use case's or adapter's line about that request names it too. Lines written outside any
 * context (start-up, timers) are left as they are.
 */
export const logContext = {
  /** Runs `work` (and everything it starts) with `fields` added to each line logged. */
  run<T>(fields: Fields, work: () => T): T {
    return current.run(fields, work);
  },

  /** `logger`, adding the current context's fields to each line (a line's own fields win). */
  wrap(logger: Logger): Logger {
    return {
      info: (fields, message) => logger.info(withCurrent(fields), message),
      warn: (fields, message) => logger.warn(withCurrent(fields), message),
      error: (fields, message) => logger.error(withCurrent(fields), message),
    };
  },
};
