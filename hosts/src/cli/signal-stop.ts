import { EXIT_INTERRUPTED, type StopSignal } from './exit-codes.js';

/**
 * SIGTERM/SIGINT for a foreground command that can wind down. The first signal aborts `signal`
 * (an import then rolls back, records `failed` and frees its lock) and, should the process still be
 * running `graceMs` later, exits anyway; a second signal exits at once. A process that exits early
 * leaves what a kill would: nothing published, and a lock the next run takes over at once (its
 * holder no longer runs). Exit status: EXIT_INTERRUPTED.
 */
export class SignalStop {
  private readonly controller = new AbortController();
  private received: StopSignal | null = null;

  constructor(
    private readonly command: string,
    private readonly graceMs: number,
    private readonly say: (line: string) => void,
  ) {
    for (const name of SIGNALS) process.on(name, this.onSignal);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The exit status for the signal received; null while none was. */
  get exitCode(): number | null {
    return this.received && EXIT_INTERRUPTED[this.received];
  }

  /** Gives SIGTERM/SIGINT their default meaning back (the command is done). */
  dispose(): void {
    for (const name of SIGNALS) process.off(name, this.onSignal);
  }

  private readonly onSignal = (name: StopSignal): void => {
    if (this.received) {
      this.say(`${name} again: exiting now.`);
      process.exit(EXIT_INTERRUPTED[name]);
    }
    this.received = name;
    this.say(
      `${name} received: stopping ${this.command} (at most ${this.graceMs / 1000} s; ${name} again exits at once).`,
    );
    this.controller.abort(new Error(`${this.command} received ${name}`));
    setTimeout(() => {
      this.say(`${this.command} did not stop within ${this.graceMs / 1000} s; exiting without waiting for it.`);
      process.exit(EXIT_INTERRUPTED[name]);
    }, this.graceMs).unref();
  };
}

const SIGNALS: readonly StopSignal[] = ['SIGTERM', 'SIGINT'];
