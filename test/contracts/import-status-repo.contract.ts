import { afterEach, beforeEach, expect, it } from 'vitest';
import { IDLE_STATUS, runningStatus, type Clock, type ImportStatusRepo } from '@metagame/core';
import { ControllableClock } from '@metagame/testkit';

const T0 = new Date('2026-02-08T06:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const running = runningStatus('AllPrices', false, T0, { sets: 1, cards: 2, pricePoints: 3 });

interface ProcessIdentity {
  readonly host: string;
  readonly pid: number;
  readonly started: string | null;
}

/** What a repo is built with as one process of the test world (the adapter's and the fake's options share this shape). */
export interface ImportLockProcessOptions {
  readonly clock: Clock;
  readonly self: ProcessIdentity;
  readonly liveness: (holder: ProcessIdentity) => boolean | null;
  readonly heartbeat: (beat: () => Promise<void>) => () => void;
}

export interface ImportStatusRepos {
  /** A repo over the one shared status row, as the process `options.self` sees it. */
  repoFor(options: ImportLockProcessOptions): ImportStatusRepo;
  close(): Promise<void>;
}

interface WorldProcess {
  readonly repo: ImportStatusRepo;
  /** kill -9: the process stops beating and its pid is gone. */
  kill(): void;
  /** Alive but not beating (a long synchronous SQLite statement holds its event loop). */
  stall(): void;
  /** Heartbeats this process has running. */
  beating(): number;
}

/** Processes on one or two machines sharing one database and one clock; time passes only when a test says so. */
class World {
  readonly clock = new ControllableClock(T0);
  private readonly dead = new Set<number>();
  private readonly stalled = new Set<number>();
  private readonly beats = new Map<number, Set<() => Promise<void>>>();
  private nextPid = 100;

  constructor(private readonly repos: ImportStatusRepos) {}

  process(host = 'here'): WorldProcess {
    const pid = this.nextPid++;
    const beats = new Set<() => Promise<void>>();
    this.beats.set(pid, beats);
    const repo = this.repos.repoFor({
      clock: this.clock,
      self: { host, pid, started: `boot/ns/${pid}` },
      liveness: (holder) => (holder.host === host ? !this.dead.has(holder.pid) : null),
      heartbeat: (beat) => {
        beats.add(beat);
        return () => beats.delete(beat);
      },
    });
    return { repo, kill: () => this.dead.add(pid), stall: () => this.stalled.add(pid), beating: () => beats.size };
  }

  /** The clock moves on, and every running, unstalled process's heartbeat fires once. */
  async pass(seconds: number): Promise<void> {
    this.clock.advance({ seconds });
    for (const [pid, beats] of this.beats) {
      if (this.dead.has(pid) || this.stalled.has(pid)) continue;
      for (const beat of [...beats]) await beat();
    }
  }
}

/**
 * The one contract of ImportStatusRepo: the persisted status and the cross-process import lock. The
 * lock is a compare-and-set on (owner, heartbeat); the repo keeps a held lock's heartbeat fresh and
 * reports whether the holder's process runs. When a holder counts as gone is core's rule
 * (entities/import-lock.ts), tested with the use cases.
 */
export function importStatusRepoContract(make: () => Promise<ImportStatusRepos>): void {
  let repos: ImportStatusRepos;
  let world: World;
  let a: WorldProcess;
  let b: WorldProcess;
  beforeEach(async () => {
    repos = await make();
    world = new World(repos);
    a = world.process();
    b = world.process();
  });
  afterEach(async () => repos.close());

  it('starts idle with nobody holding the lock', async () => {
    expect(await a.repo.read()).toEqual({ status: IDLE_STATUS, holder: null });
  });

  it('acquire takes a free lock and records the status, the heartbeat and a running holder', async () => {
    expect(await a.repo.acquire('a', running, T0, null)).toBe(true);
    expect(await b.repo.read()).toEqual({ status: running, holder: { owner: 'a', heartbeatAt: T0, alive: true } });
  });

  it('acquire of a lock read as free fails once another process holds it', async () => {
    await a.repo.acquire('a', running, T0, null);
    expect(await b.repo.acquire('b', running, at(1), null)).toBe(false);
    expect((await b.repo.read()).holder?.owner).toBe('a');
  });

  it('keeps the heartbeat of a held lock fresh while the holder runs', async () => {
    await a.repo.acquire('a', running, T0, null);
    await world.pass(5);
    expect((await b.repo.read()).holder?.heartbeatAt).toEqual(at(5));
    await world.pass(5);
    expect((await b.repo.read()).holder?.heartbeatAt).toEqual(at(10));
  });

  it('save stores progress and refreshes the heartbeat; it fails for a process that does not hold the lock', async () => {
    await a.repo.acquire('a', running, T0, null);
    const progressed = { ...running, phase: 'prices' as const };
    expect(await a.repo.save('a', progressed, at(3))).toBe(true);
    expect(await b.repo.read()).toMatchObject({ status: progressed, holder: { heartbeatAt: at(3) } });
    expect(await b.repo.save('b', running, at(4))).toBe(false);
  });

  it('reports a holder whose process is gone, and lets its lock be taken over as read', async () => {
    await a.repo.acquire('a', running, T0, null);
    a.kill();
    const { holder } = await b.repo.read();
    expect(holder).toEqual({ owner: 'a', heartbeatAt: T0, alive: false });
    expect(await b.repo.acquire('b', running, at(1), holder)).toBe(true);
    expect(await b.repo.read()).toMatchObject({ holder: { owner: 'b', heartbeatAt: at(1), alive: true } });
  });

  it('reports a live holder as running even when its heartbeat is late', async () => {
    await a.repo.acquire('a', running, T0, null);
    a.stall();
    await world.pass(60);
    expect((await b.repo.read()).holder).toEqual({ owner: 'a', heartbeatAt: T0, alive: true });
  });

  it('cannot tell whether a holder on another machine runs', async () => {
    const remote = world.process('there');
    await remote.repo.acquire('r', running, T0, null);
    expect((await b.repo.read()).holder).toEqual({ owner: 'r', heartbeatAt: T0, alive: null });
  });

  it('refuses a takeover when the holder beat after it was read', async () => {
    const remote = world.process('there');
    await remote.repo.acquire('r', running, T0, null);
    const { holder } = await b.repo.read();
    await world.pass(2);
    expect(await b.repo.acquire('b', running, at(2), holder)).toBe(false);
    expect((await b.repo.read()).holder?.owner).toBe('r');
  });

  it('a holder taken over can no longer save, and stops beating', async () => {
    await a.repo.acquire('a', running, T0, null);
    a.stall();
    const { holder } = await b.repo.read();
    expect(await b.repo.acquire('b', running, at(20), holder)).toBe(true);
    expect(await a.repo.save('a', running, at(21))).toBe(false);
    expect(a.beating()).toBe(0);
    expect((await b.repo.read()).holder).toMatchObject({ owner: 'b', heartbeatAt: at(20) });
  });

  it('release stores the final status, frees the lock and stops the heartbeat; a non-owner release changes nothing', async () => {
    await a.repo.acquire('a', running, T0, null);
    await b.repo.release('b', { ...running, state: 'failed' });
    expect((await a.repo.read()).status.state).toBe('running');
    const done = { ...running, state: 'succeeded' as const, phase: 'done' as const, finishedAt: at(5), message: null };
    await a.repo.release('a', done);
    expect(await b.repo.read()).toEqual({ status: done, holder: null });
    expect(a.beating()).toBe(0);
    expect(await b.repo.acquire('b', running, at(6), null)).toBe(true);
  });
}
