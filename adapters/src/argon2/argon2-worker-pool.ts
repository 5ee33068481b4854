import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Source of the hashing worker. It lowers its own scheduling priority first (Linux: nice applies per
 * thread, and the threads Argon2 spawns for its lanes inherit it), so a burst of logins fills idle
 * CPU but the event loop serving every other request always wins the cores when it needs them.
 * Plain CommonJS in a string: it must run unchanged from the TypeScript sources and from dist.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch { /* not Linux: run at normal priority */ }
const argon2 = require(workerData.modulePath);
parentPort.on('message', ({ id, op, hash, password, params }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(password, params) : argon2.verifySync(hash, password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Job = { op: 'hash'; password: string; params: object } | { op: 'verify'; hash: string; password: string };
type Reply = { id: number; value?: string | boolean; error?: string };

/** A fixed set of low-priority worker threads that run Argon2 jobs one at a time each. */
export class Argon2WorkerPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: { job: Job; resolve: (v: string | boolean) => void; reject: (e: Error) => void }[] = [];
  private readonly pending = new Map<number, { resolve: (v: string | boolean) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  constructor(size: number, nice = 10) {
    const modulePath = createRequire(import.meta.url).resolve('@node-rs/argon2');
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { modulePath, nice } });
      worker.on('message', (reply: Reply) => this.settle(worker, reply));
      // An idle worker must not keep the process alive; a busy one must (see dispatch/settle).
      worker.unref();
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const { job, resolve, reject } = this.queue.shift()!;
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...job });
    }
  }

  private settle(worker: Worker, reply: Reply): void {
    const waiter = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    worker.unref();
    this.idle.push(worker);
    if (waiter) {
      if (reply.error !== undefined) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.value!);
    }
    this.dispatch();
  }
}
