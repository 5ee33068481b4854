import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * A process as another process can check it later: the machine's name, the pid and, where Linux's
 * /proc is readable, `started` = `<boot id>/<pid namespace>/<start time in clock ticks>`, so that a
 * pid the kernel has since handed to another process (after a reboot, a container restart, or a
 * wrap-around) does not pass for the original.
 */
export interface ProcessIdentity {
  readonly host: string;
  readonly pid: number;
  readonly started: string | null;
}

export function thisProcess(): ProcessIdentity {
  return { host: hostname(), pid: process.pid, started: startedOf(process.pid) };
}

/**
 * Whether `holder` still runs, as far as `self` can tell. null when it cannot: another machine, or
 * another boot or pid namespace of this one (its pid means nothing here). false when its pid is gone,
 * a zombie, or now names a process started later. true otherwise, also when the pid exists but its
 * start cannot be read (another user's process behind `hidepid`).
 */
export function processLiveness(self: ProcessIdentity): (holder: ProcessIdentity) => boolean | null {
  return (holder) => {
    if (holder.host !== self.host || !Number.isInteger(holder.pid) || holder.pid <= 0) return null;
    if (holder.started !== null || self.started !== null) {
      if (holder.started === null || self.started === null || scopeOf(holder.started) !== scopeOf(self.started))
        return null;
    }
    if (!pidExists(holder.pid)) return false;
    const stat = procStat(holder.pid);
    if (!stat) return true;
    if (stat.state === 'Z' || stat.state === 'X') return false;
    return holder.started === null || holder.started === `${scopeOf(holder.started)}/${stat.startTicks}`;
  };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return false;
    // EPERM: the process exists but belongs to another user.
    if (code === 'EPERM') return true;
    throw error;
  }
}

function startedOf(pid: number): string | null {
  const stat = procStat(pid);
  const boot = readOrNull(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
  const namespace = readOrNull(() => readlinkSync('/proc/self/ns/pid'));
  return stat && boot && namespace ? `${boot}/${namespace}/${stat.startTicks}` : null;
}

const scopeOf = (started: string) => started.slice(0, started.lastIndexOf('/'));

/** State and start time (fields 3 and 22 of /proc/<pid>/stat; the command name before them may hold spaces). */
function procStat(pid: number): { state: string; startTicks: string } | null {
  const text = readOrNull(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  if (!text) return null;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return fields.length > 19 ? { state: fields[0]!, startTicks: fields[19]! } : null;
}

/** A /proc read: null where it is absent or unreadable (not Linux, hidepid, the process just ended). */
function readOrNull(read: () => string): string | null {
  try {
    return read();
  } catch (error) {
    if (['ENOENT', 'EACCES', 'EPERM', 'ESRCH', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? ''))
      return null;
    throw error;
  }
}
