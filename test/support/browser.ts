import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium from the system package, driven by playwright-core (which downloads no browser;
 * Playwright's own builds cannot be fetched here). A missing browser fails the suite, naming the
 * package to install: browser tests never skip.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: the browser tests need Debian's chromium package (apt-get install -y chromium; .ci/run installs it), or CHROMIUM_PATH pointing at a Chromium binary.`,
    );
  }
  // --no-sandbox: the tests run as root here, where Chromium's sandbox refuses to start.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

/** Chromium logs every 4xx answer as a console error; from the API they are answers the app shows. */
const API_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d /;

/**
 * Console errors a page logged (Content-Security-Policy refusals among them), with the URL they
 * concern; a 4xx answer of the API is not one.
 */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (API_ANSWER.test(message.text()) && new URL(url).pathname.startsWith('/api/')) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly string[];
}

/**
 * axe-core's WCAG 2.x A/AA checks on the page as it is now, returning the serious and critical
 * violations. axe is evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  await settleAnimations(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits until the page's CSS transitions and finite animations have finished. A dialog fading in is
 * half-transparent for ~200 ms, and axe measures the contrast of what it sees then (its label failed
 * AA in one CI run); two frames first, so a transition that a state change is about to start counts.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A loader spins forever: only what ends is waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Where the test run writes page screenshots (git-ignored; the documentation's copies are in docs/screenshots/). */
export const SCREENSHOT_DIR = new URL('../browser/screenshots/', import.meta.url);

/** The whole page, or with `fullPage: false` what the viewport shows (long pages such as /docs). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOT_DIR).pathname, fullPage });
}
