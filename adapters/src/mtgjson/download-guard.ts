/**
 * How one download (one URL) ends early: the caller's signal aborts, or the upstream sends nothing
 * for `idleMs` while we wait on it (connecting, the response headers, the next body chunk). The
 * clock runs only while a read waits: a consumer busy with what it already has does not count
 * against the upstream, and bytes still flowing keep a download alive however long it takes.
 * `signal` aborts with the caller's reason or the idle error, and cancels the fetch (its socket).
 */
export class DownloadGuard {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly onCallerAbort = (): void => this.abort(this.caller?.reason);

  constructor(
    private readonly idleMs: number,
    private readonly caller?: AbortSignal,
  ) {
    if (caller?.aborted) this.controller.abort(caller.reason);
    else caller?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** A read starts waiting on the upstream: the idle clock starts. */
  waiting(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.abort(new Error(`the upstream sent nothing for ${this.idleMs / 1000} s (idle timeout)`)),
      this.idleMs,
    );
  }

  /** The read got something (or ended): the idle clock stops. */
  arrived(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Ends the download early (its socket is closed); a no-op once aborted. */
  abort(reason: unknown): void {
    this.dispose();
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  /** The download is over: no timer left, no listener on the caller's signal. */
  dispose(): void {
    this.arrived();
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}
