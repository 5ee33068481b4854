/**
 * The import lock is a lease. The process holding it refreshes its heartbeat every
 * IMPORT_HEARTBEAT_SECONDS for as long as it runs, whatever the job is doing (waiting on the
 * upstream, parsing, publishing), and the lease runs out IMPORT_LEASE_SECONDS after the last beat.
 * Where the holder's process can be checked (same machine), that check decides instead: a killed
 * holder is gone at once, and a live one keeps the lock even when its beats are late (a long SQLite
 * publish blocks the event loop, and with it the heartbeat, for its duration).
 */
export const IMPORT_HEARTBEAT_SECONDS = 2;
export const IMPORT_LEASE_SECONDS = 10;

/** The holder of the import lock, as the status row records it. */
export interface ImportLockHolder {
  /** The owner id BeginImport handed out. */
  readonly owner: string;
  /** The holder's last heartbeat (or progress save). */
  readonly heartbeatAt: Date;
  /** true: its process runs; false: its process is gone; null: cannot be told from here (another machine). */
  readonly alive: boolean | null;
}

/** Whether another import may take the lock over: its holder stopped, or cannot be checked and let its lease run out. */
export function holderGone(holder: ImportLockHolder, now: Date): boolean {
  if (holder.alive !== null) return !holder.alive;
  return holder.heartbeatAt.getTime() < now.getTime() - IMPORT_LEASE_SECONDS * 1000;
}

/** The reason a `running` status whose holder is gone reads as `failed`. */
export function interruptedMessage(holder: ImportLockHolder): string {
  const last = holder.heartbeatAt.toISOString();
  return holder.alive === false
    ? `Interrupted: the importing process ended without finishing (last heartbeat ${last}).`
    : `Interrupted: the importing process stopped responding at ${last}.`;
}
