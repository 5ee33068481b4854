import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSettings } from '../../hosts/src/compose/setting.js';
import { SETTINGS } from '../../hosts/src/compose/settings.js';
import { brokenLinks } from '../support/docs/broken-links.js';
import { markdownFiles } from '../support/docs/markdown-files.js';
import { missingSettings } from '../support/docs/missing-settings.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SETTINGS_PAGE = 'docs/operating/settings.md';
const README_MAX_BYTES = 12 * 1024;
const declared = allSettings(SETTINGS).map((setting) => setting.name);

describe('the documentation', () => {
  it('README.md stays an overview: at most 12 KB', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('has no relative link to a missing file or to an anchor no heading produces', () => {
    expect(brokenLinks(ROOT, markdownFiles(ROOT))).toEqual([]);
  });

  it('lists every setting the code declares on the settings page', () => {
    expect(declared.length).toBeGreaterThan(40);
    expect(missingSettings(readFileSync(join(ROOT, SETTINGS_PAGE), 'utf8'), declared)).toEqual([]);
  });
});

describe('the documentation checks can fail', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'metagame-docs-'));
    for (const path of ['README.md', 'docs', 'bench/results'])
      cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('reports a link to a missing file, and an anchor no heading produces', () => {
    const before = brokenLinks(copy, markdownFiles(copy));
    appendFileSync(
      join(copy, 'docs/api.md'),
      '\nSee [the guide](no-such-page.md), [errors](#no-such-heading) and [settings](operating/settings.md#nope).\n',
    );
    const planted = brokenLinks(copy, markdownFiles(copy)).filter((problem) => !before.includes(problem));
    expect(planted).toEqual([
      'docs/api.md: (no-such-page.md) points to docs/no-such-page.md, which does not exist',
      'docs/api.md: (#no-such-heading) names #no-such-heading, which no heading of docs/api.md produces',
      'docs/api.md: (operating/settings.md#nope) names #nope, which no heading of docs/operating/settings.md produces',
    ]);
  });

  it('reports a declared setting the settings page does not list', () => {
    const page = readFileSync(join(copy, SETTINGS_PAGE), 'utf8');
    writeFileSync(join(copy, SETTINGS_PAGE), page.replace(/^\| `PORT` \|.*\n/m, ''));
    expect(missingSettings(readFileSync(join(copy, SETTINGS_PAGE), 'utf8'), declared)).toEqual(['PORT']);
  });
});
