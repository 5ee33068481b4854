import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, recordConsoleErrors } from '../support/browser.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** One app on SQLite (with a loopback SMTP sink when asked) and one Chromium page on it. */
export interface BrowserApp {
  readonly app: TestApp;
  readonly page: Page;
  /** Console errors the page logged since the last `checkPage`. */
  readonly errors: string[];
  readonly sink: SmtpSink | undefined;
  /** The app's URL for a path of the web app (`/login` → `<server>/app/login`). */
  at(path: string): string;
  /** Logs in through the login page and waits for the dashboard. */
  logIn(email: string, password: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `env`: settings for the app, such as a loopback upstream's URL; `context`: the browser's own
 * settings, such as the player's time zone.
 */
export async function startBrowserApp({
  smtp = false,
  env = {},
  context = {},
  port,
}: {
  smtp?: boolean;
  env?: Record<string, string>;
  context?: BrowserContextOptions;
  /** The app's port, when a setting must name it (FRONTEND_BASE_URL for redirects back to the app). */
  port?: number;
} = {}): Promise<BrowserApp> {
  let browser: Browser | undefined;
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  const close = async () => {
    await browser?.close();
    await app?.close();
    await sink?.stop();
  };
  try {
    browser = await launchChromium();
    sink = smtp ? await SmtpSink.start() : undefined;
    app = await startTestApp('sqlite', { env: { ...env, ...sink?.env() }, ...(port ? { port } : {}) });
    const page = await (await browser.newContext(context)).newPage();
    page.setDefaultTimeout(8_000);
    const at = (path: string) => `${app!.url}/app${path}`;
    return {
      app,
      page,
      errors: recordConsoleErrors(page),
      sink,
      at,
      close,
      logIn: async (email, password) => {
        await page.goto(at('/login'));
        await page.getByLabel('Email').fill(email);
        await page.getByLabel(/^Password/).fill(password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
