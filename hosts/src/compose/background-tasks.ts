import type { Logger } from '@metagame/core';

/**
 * Work a request starts but does not wait for (the resend email, spec 4.3 rule 4): it begins once
 * the response is out, in its own database context. A failure is logged, never thrown; `idle()`
 * lets shutdown and tests wait for what is still running.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly logger: Logger,
    private readonly inContext: (task: () => Promise<unknown>) => Promise<unknown>,
  ) {}

  /** Starts `task` once `after` settles (e.g. the response has been handed to the OS), else on the next turn. */
  run(name: string, task: () => Promise<unknown>, after?: Promise<void>): void {
    const start = after ?? new Promise<void>((resolve) => setImmediate(resolve));
    const done: Promise<void> = start
      .then(() => this.inContext(task))
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
