import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processLiveness, repeatEvery, thisProcess } from '@metagame/adapters';

describe('processLiveness (who holds the import lock, seen from this machine)', () => {
  const self = thisProcess();
  const alive = processLiveness(self);
  const scope = self.started?.slice(0, self.started.lastIndexOf('/'));

  it('names this process by host, pid and (on Linux) boot, pid namespace and start time', () => {
    expect(self).toMatchObject({ host: hostname(), pid: process.pid });
    if (process.platform === 'linux') expect(self.started).toMatch(/^[0-9a-f-]+\/pid:\[\d+\]\/\d+$/);
  });

  it('reports this process as running', () => {
    expect(alive(self)).toBe(true);
  });

  it('reports a process that has exited as gone', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid!;
    await new Promise((resolve) => child.once('exit', resolve));
    expect(alive({ ...self, pid })).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'reports a pid now held by a process started later as gone (pid reuse)',
    () => {
      expect(alive({ ...self, started: `${scope}/1` })).toBe(false);
    },
  );

  it('cannot tell about a process on another machine', () => {
    expect(alive({ ...self, host: `not-${self.host}` })).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    'cannot tell about a process of another boot or pid namespace (a pid there means nothing here)',
    () => {
      expect(alive({ ...self, started: `another-boot/pid:[1]/${self.started!.split('/')[2]}` })).toBeNull();
      expect(alive({ ...self, started: null })).toBeNull();
    },
  );
});

describe('repeatEvery (the import lock heartbeat)', () => {
  afterEach(() => vi.useRealTimers());

  it('beats every interval until stopped', async () => {
    vi.useFakeTimers();
    let beats = 0;
    const stop = repeatEvery(2_000)(async () => void beats++);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(beats).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(beats).toBe(3);
  });

  it('skips a beat that falls due while the previous one still runs', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish!: () => void;
    const stop = repeatEvery(2_000)(() => {
      started++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toBe(2);
    stop();
  });
});
