import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));

const lint = (file?: string) => {
  const run = spawnSync(process.execPath, ['scripts/lint-openapi.mjs', ...(file ? [file] : [])], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

/**
 * `npm run lint` runs Redocly's recommended rules over the committed OpenAPI document (the
 * exceptions, each with its reason, are in redocly.yaml). The committed document passes; the same
 * document with a fault Redocly knows fails, so the step can fail.
 */
describe('the OpenAPI lint step', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the committed docs/openapi.json', () => {
    const { status, output } = lint();
    expect(status, output).toBe(0);
  }, 120_000);

  it('fails a document without servers, with an example its schema refuses, and on a warning alone', () => {
    const doc = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8')) as {
      servers?: unknown;
      paths: Record<string, { post: { requestBody: { content: Record<string, { example: { username: unknown } }> } } }>;
    };
    delete doc.servers;
    doc.paths['/api/v1/auth/token']!.post.requestBody.content['application/x-www-form-urlencoded']!.example.username =
      5;
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify(doc));
    const { status, output } = lint(broken);
    expect(status).not.toBe(0);
    expect(output).toContain('no-empty-servers');
    expect(output).toContain('no-invalid-media-type-examples');

    const onlyWarned = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8')) as {
      info: { license?: unknown };
    };
    delete onlyWarned.info.license;
    writeFileSync(broken, JSON.stringify(onlyWarned));
    const warned = lint(broken);
    expect(warned.status).not.toBe(0);
    expect(warned.output).toContain('0 errors, 1 warnings');
    expect(warned.output).toContain('info-license');
  }, 180_000);
});
