import type { Logger } from '@metagame/core';

/**
 * Work a request starts but does not wait for (the resend email, an admin-started card import): it
 * begins once the response is out, in its own database context. A failure is logged, never thrown;
 * `idle()` lets shutdown and tests wait for what is still running. Each task gets the signal
 * `abort()` fires at shutdown: a task that can stop early (the import) takes it, a short one (an
 * email) may ignore it and finish.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly logger: Logger,
    private readonly inContext: (task: () => Promise<unknown>) => Promise<unknown>,
  ) {}

  /** Starts `task` once `after` settles (e.g. the response has been handed to the OS), else on the next turn. */
  run(name: string, task: (signal: AbortSignal) => Promise<unknown>, after?: Promise<void>): void {
    const start = after ?? new Promise<void>((resolve) => setImmediate(resolve));
    const done: Promise<void> = start
      .then(() => this.inContext(() => task(this.stopping.signal)))
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Asks every task, running or started later, to stop (shutdown). */
  abort(reason: Error): void {
    this.stopping.abort(reason);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
