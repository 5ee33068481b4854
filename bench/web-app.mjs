// Web app benchmark: the first page's JavaScript (gzip) and the time until the
// dashboard's matchup matrix is shown and interactive with 10,000 matches, in headless Chromium
// (Debian's chromium, driven by playwright-core) against an in-process server on SQLite.
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { RequestContext } from '@mikro-orm/core';
import { chromium } from 'playwright-core';
import { createApp, listen, loadConfig, openRuntime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { insertObjects, seededRandom } from './support.mjs';

export const title = 'Web app: first page weight and dashboard time to interactive';
const MATCHES = 10_000;
const DECKS = 4;
const ROSTER = 40;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7);
const GAMES = ['win', 'loss', 'draw'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

async function seed(runtime, ownerId) {
  const now = Date.now();
  const decks = Array.from({ length: DECKS }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Deck ${i}`,
    archived_at: null,
    created_at: new Date(now + i),
  }));
  await insertObjects(runtime.orm.sql, 'personal_decks', decks);
  const roster = Array.from({ length: ROSTER }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Opponent ${String(i).padStart(2, '0')}`,
    tier: 1.5,
    category: 'midrange',
    decklist_notes: '',
    top8: 3,
    presence: 10,
    expected: 'as_expected',
    tests_status: '',
    archived_at: null,
    created_at: new Date(now + i),
  }));
  await insertObjects(runtime.orm.sql, 'meta_decks', roster);
  const random = seededRandom(18);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const matches = Array.from({ length: MATCHES }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    match_date: '2026-11-01',
    personal_deck_id: pick(decks).id,
    opponent_deck_id: pick(roster).id,
    on_play: random() < 0.5,
    game1: pick(GAMES),
    game2: pick(GAMES),
    game3: random() < 0.5 ? pick(GAMES) : null,
    opening_hand: '',
    turning_point: '',
    final_turn: '',
    created_at: new Date(now + i),
  }));
  await insertObjects(runtime.orm.sql, 'matches', matches);
}

/**
 * Records, inside the page, when the matrix table first appears and when the last long task (main
 * thread busy > 50 ms) ended: interactive = the later of the two, measured from navigation start.
 */
const OBSERVE = () => {
  window.__bench = { shown: null, lastLongTaskEnd: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.lastLongTaskEnd = Math.max(window.__bench.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="matchup-matrix"] td')) {
      window.__bench.shown = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function dashboard(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.shown !== null, null, { timeout: 30_000 });
  await page.waitForTimeout(200); // lets a long task that started at the render finish and be reported
  const { shown, lastLongTaskEnd } = await page.evaluate(() => window.__bench);
  await page.close();
  return { shown, interactive: Math.max(shown, lastLongTaskEnd) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms);

export async function run() {
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(tmpdir(), `metagame-web-${Date.now()}.db`)}`,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ENVIRONMENT: 'bench',
  });
  const runtime = await openRuntime(config, { migrate: true, logger: quiet });
  const server = await listen(createApp(runtime.container).app, '127.0.0.1', 0);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const email = 'bench-web@example.com';
    const password = 'Bench-Password-123!';
    const user = await RequestContext.create(runtime.orm.em, () =>
      runtime.container
        .get(RegisterUser)
        .execute({ email, password, role: 'user', isVerified: true, isActive: true, displayName: null }),
    );
    await seed(runtime, user.value.id);

    const firstPage = await browser.newPage();
    const scripts = [];
    firstPage.on(
      'response',
      (r) =>
        r.request().resourceType() === 'script' && scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length)),
    );
    await firstPage.goto(`${server.url}/app/`, { waitUntil: 'networkidle' });
    const firstPageJsGzipKb = Math.round((await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 102.4) / 10;
    await firstPage.close();

    const tokens = await (
      await fetch(`${server.url}/api/v1/auth/token`, {
        method: 'POST',
        body: new URLSearchParams({ username: email, password }),
      })
    ).json();
    const signedIn = async () => {
      const context = await browser.newContext();
      await context.addInitScript((pair) => localStorage.setItem('metagame.tokens', JSON.stringify(pair)), tokens);
      await context.addInitScript(OBSERVE);
      return context;
    };
    const cold = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const context = await signedIn();
      cold.push(await dashboard(context, `${server.url}/app/`));
      await context.close();
    }
    const warmContext = await signedIn();
    await dashboard(warmContext, `${server.url}/app/`);
    const warm = [];
    for (let i = 0; i < SAMPLES; i += 1) warm.push(await dashboard(warmContext, `${server.url}/app/`));
    await warmContext.close();

    const figures = {
      matches: MATCHES,
      personalDecks: DECKS,
      rosterDecks: ROSTER,
      samples: SAMPLES,
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
      firstPageJsGzipKb,
      coldInteractiveMs: {
        median: round(median(cold.map((s) => s.interactive))),
        max: round(Math.max(...cold.map((s) => s.interactive))),
      },
      coldShownMs: { median: round(median(cold.map((s) => s.shown))) },
      warmInteractiveMs: {
        median: round(median(warm.map((s) => s.interactive))),
        max: round(Math.max(...warm.map((s) => s.interactive))),
      },
    };
    return { figures, markdown: table(figures) };
  } finally {
    await browser.close();
    await server.stop(1_000);
    await runtime.close();
  }
}

function table(f) {
  return [
    `Headless Chromium, in-process server on SQLite, ${f.matches} matches of ${f.personalDecks} decks against ${f.rosterDecks} roster decks; ${f.samples} loads each, median (max). Cold = a new browser profile each load (nothing cached); warm = the same profile reloading (hashed assets from cache). Interactive = the matrix shown and the last long task over. Load average: ${f.loadAverage}.`,
    '',
    '| target | measured | met? |',
    '|---|---|---|',
    `| first page's JavaScript ≤ 200 KB gzip | ${f.firstPageJsGzipKb} KB | ${f.firstPageJsGzipKb <= 200 ? 'yes' : '**no**'} |`,
    `| dashboard time to interactive < 1.5 s, cold | ${f.coldInteractiveMs.median} ms (${f.coldInteractiveMs.max}); matrix shown at ${f.coldShownMs.median} ms | ${f.coldInteractiveMs.median < 1500 ? 'yes' : '**no**'} |`,
    `| dashboard time to interactive, warm | ${f.warmInteractiveMs.median} ms (${f.warmInteractiveMs.max}) | ${f.warmInteractiveMs.median < 1500 ? 'yes' : '**no**'} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await run({ pgUrl: process.env.TEST_DATABASE_URL });
  console.log(JSON.stringify(out.figures, null, 2));
  console.log(out.markdown);
}
