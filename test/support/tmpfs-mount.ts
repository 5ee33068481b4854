import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A filesystem of its own for a test: a small disk to fill, or one to remount read-only under a running app. */
export interface TmpfsMount {
  readonly path: string;
  /** Remounts it read-only, or writable again, with its files as they are. */
  remount(readOnly: boolean): void;
  /** Gives it a new size, with its files as they are (room appears on a full disk). */
  resize(sizeMiB: number): void;
  /** Takes all the room left with a ballast file; answers what removes it. */
  fill(): () => void;
  /** Unmounts it and removes the mount point (its files go with it). */
  unmount(): void;
}

/**
 * Mounts a tmpfs of `sizeMiB` on a fresh directory. It needs root (the test runner runs as root):
 * a tmpfs is a real filesystem, so SQLite meets ENOSPC and EROFS exactly as on a disk.
 */
export function mountTmpfs(sizeMiB: number): TmpfsMount {
  const path = mkdtempSync(join(tmpdir(), 'metagame-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0777`, 'tmpfs', path]);
  let mounted = true;
  return {
    path,
    remount: (readOnly) => execFileSync('mount', ['-o', `remount,${readOnly ? 'ro' : 'rw'}`, path]),
    resize: (size) => execFileSync('mount', ['-o', `remount,size=${size}m`, path]),
    fill: () => {
      const ballast = join(path, 'ballast');
      const fd = openSync(ballast, 'w');
      const chunk = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
      return () => rmSync(ballast, { force: true });
    },
    unmount: () => {
      if (mounted) execFileSync('umount', ['-l', path]);
      mounted = false;
      rmSync(path, { recursive: true, force: true });
    },
  };
}
