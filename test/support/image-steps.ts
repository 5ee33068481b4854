import { cpSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { type DockerStage, type DockerInstruction, execForm } from './dockerfile.js';
import { runProcess } from './cli.js';

/** What the last stage would start: its working directory on disk, environment and command line. */
export interface ImageResult {
  readonly appDir: string;
  readonly env: Record<string, string>;
  readonly command: string[];
  /** stdout and stderr of every RUN, in order. */
  readonly output: string;
}

/** Instructions that describe the running container; a directory tree cannot act them out. */
const METADATA = new Set(['USER', 'EXPOSE', 'VOLUME', 'HEALTHCHECK', 'LABEL', 'STOPSIGNAL']);

/**
 * Performs a Dockerfile's stages without a Docker engine: each stage is a directory standing for its
 * filesystem root, COPY copies from `context` (or an earlier stage's directory), RUN runs the shell
 * command there with `baseEnv` plus the stage's ENV. Ownership (`--chown`, USER) is not reproduced;
 * any instruction not known here fails the run, so the Dockerfile cannot outgrow what is checked.
 */
export async function performImageSteps(
  stages: readonly DockerStage[],
  context: string,
  scratch: string,
  baseEnv: Record<string, string>,
): Promise<ImageResult> {
  const roots = new Map<string, string>();
  let result: ImageResult | undefined;
  let output = '';
  for (const stage of stages) {
    const root = join(scratch, `stage-${stage.name}`);
    mkdirSync(root, { recursive: true });
    roots.set(stage.name, root);
    let workdir = '/';
    const env: Record<string, string> = {};
    let entrypoint: string[] = [];
    let cmd: string[] = [];
    for (const step of stage.instructions) {
      if (step.keyword === 'WORKDIR') {
        workdir = posix.resolve(workdir, step.args);
        mkdirSync(join(root, workdir), { recursive: true });
      } else if (step.keyword === 'ENV') {
        for (const pair of step.args.split(/\s+/)) {
          const [key = '', ...value] = pair.split('=');
          env[key] = value.join('=');
        }
      } else if (step.keyword === 'COPY') {
        copy(step, { context, roots, root, workdir });
      } else if (step.keyword === 'RUN') {
        const run = await runProcess('sh', ['-c', withoutCacheMounts(step.args)], {
          cwd: join(root, workdir),
          env: { ...baseEnv, ...env },
        });
        output += run.stdout + run.stderr;
        if (run.code !== 0) throw new Error(`RUN ${step.args} exited ${run.code}:\n${run.stdout}${run.stderr}`);
      } else if (step.keyword === 'ENTRYPOINT') {
        entrypoint = execForm(step);
      } else if (step.keyword === 'CMD') {
        cmd = execForm(step);
      } else if (!METADATA.has(step.keyword)) {
        throw new Error(`Dockerfile: ${step.keyword} is not performed by this test; teach it first`);
      }
    }
    result = { appDir: join(root, workdir), env, command: [...entrypoint, ...cmd], output };
  }
  if (!result) throw new Error('Dockerfile: no stage');
  return result;
}

/**
 * A RUN's command without its `--mount=type=cache` flags: a build cache only speeds up the step, and
 * the installs here use the machine's npm cache. Any other RUN flag changes what the step does.
 */
function withoutCacheMounts(args: string): string {
  let rest = args;
  for (let flag = /^--(\S+)\s+/.exec(rest); flag; flag = /^--(\S+)\s+/.exec(rest)) {
    if (!/^mount=type=cache,/.test(flag[1] ?? '')) throw new Error(`RUN --${flag[1]}: not performed by this test`);
    rest = rest.slice(flag[0].length);
  }
  return rest;
}

/** COPY [--from=stage] [--chown=…] src… dest, with Docker's rules for directories and a trailing slash. */
function copy(
  step: DockerInstruction,
  where: { context: string; roots: ReadonlyMap<string, string>; root: string; workdir: string },
): void {
  const words = step.args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((word) => !word.startsWith('--'));
  const dest = paths.pop() ?? '';
  const base = from === undefined ? where.context : where.roots.get(from);
  if (base === undefined) throw new Error(`COPY --from=${from}: no such stage`);
  const target = join(where.root, posix.resolve(where.workdir, dest));
  const intoDirectory = dest.endsWith('/') || dest === '.' || paths.length > 1;
  for (const source of paths) {
    const path = join(base, source);
    if (statSync(path).isDirectory()) cpSync(path, target, { recursive: true });
    else {
      const file = intoDirectory ? join(target, basename(path)) : target;
      mkdirSync(dirname(file), { recursive: true });
      cpSync(path, file);
    }
  }
}
