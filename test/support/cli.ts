import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

/** The built CLI (`npm test` builds before running vitest). */
export const CLI = fileURLToPath(new URL('../../hosts/dist/cli/main.js', import.meta.url));

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `metagame <args>` to completion with `stdin` piped in (not a terminal). */
export function runCli(
  args: string[],
  options: { env?: Record<string, string>; stdin?: string; cwd?: string } = {},
): Promise<CliResult> {
  return runProcess(process.execPath, [CLI, ...args], {
    env: { ...cleanEnv(), ...options.env },
    cwd: options.cwd,
    stdin: options.stdin,
  });
}

/** Runs any command to completion with `stdin` (empty unless given) piped in; collects its output. */
export function runProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: string; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

export interface RunningCli {
  readonly child: ChildProcess;
  /** Resolves when the process has exited: its exit status, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

/** Starts `metagame <args>` in the background (stdin closed), collecting its stderr. */
export function startCli(args: string[], env: Record<string, string>): RunningCli {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...cleanEnv(), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, stderr: () => stderr };
}

/** Starts `metagame serve` and resolves once it logs its URL. */
export async function startServe(
  env: Record<string, string>,
  args: string[] = [],
  cwd?: string,
): Promise<{ url: string; child: ChildProcess; output: () => string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [CLI, 'serve', ...args], {
    // No drain period unless a test asks for one: SIGTERM then stops at once, as suites expect.
    env: { ...cleanEnv(), PORT: '0', SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    lines.on('line', (line) => {
      output += `${line}\n`;
      const parsed = JSON.parse(line) as { url?: string };
      if (parsed.url) resolve(parsed.url);
    });
  });
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** The parent's environment without settings that would leak into the CLI under test. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(DATABASE_URL|SECRET_KEY|ENVIRONMENT|SMTP_|PORT|HOST$|REQUIRE_EMAIL)/.test(key))
      env[key] = value;
  }
  return env;
}
