import type { z } from 'zod';
import { parseDatabaseUrl, type DatabaseTarget } from '@metagame/adapters';
import { isSetting, type Setting, type SettingTree, type SettingValues } from './setting.js';
import { DEFAULT_DATABASE_URL, DEFAULT_FRONTEND_BASE_URL, PLACEHOLDER_SECRET_KEY, SETTINGS } from './settings.js';

export { DEFAULT_DATABASE_URL, DEFAULT_FRONTEND_BASE_URL, PLACEHOLDER_SECRET_KEY } from './settings.js';

export type RateLimitSetting = { readonly limit: number; readonly windowSeconds: number };

type Parsed = SettingValues<typeof SETTINGS>;

/**
 * Validated, defaulted settings: SETTINGS as parsed, plus what follows from them. Adapters receive
 * plain values from here and never read process.env.
 */
export type Config = Omit<Parsed, 'databaseUrl' | 'signup'> & {
  readonly isProduction: boolean;
  readonly databaseUrl: string;
  readonly database: DatabaseTarget;
  /** FRONTEND_BASE_URL, or this server's own app when it is unset. */
  readonly signup: Parsed['signup'] & { readonly frontendBaseUrl: string };
};

/** Settings that cannot be used; each problem names its variable, one per line of the message. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(problems.length === 1 ? problems[0] : `Invalid settings:\n  ${problems.join('\n  ')}`);
  }
}

/** The settings start-up uses, or a ConfigError naming every problem at once. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const problems: string[] = [];
  const values = parseTree(SETTINGS, environment, problems) as Parsed;
  // The production rules run on whatever did parse, so one run names every problem there is.
  const isProduction = values.environment?.toLowerCase() === 'production';
  if (isProduction) problems.push(...productionProblems(values));
  const databaseUrl = values.databaseUrl ?? DEFAULT_DATABASE_URL;
  const database = parseDatabaseUrl(databaseUrl);
  if (!database)
    problems.push('DATABASE_URL: must be sqlite:<path>, sqlite::memory: or postgresql://user:pass@host:port/db');
  if (problems.length > 0 || !database) throw new ConfigError(problems);
  const frontendBaseUrl = values.signup.frontendBaseUrl ?? ownAppUrl(values.http.host, values.http.port);
  return { ...values, isProduction, databaseUrl, database, signup: { ...values.signup, frontendBaseUrl } };
}

/**
 * The web app this server serves at /app/, as a browser on this machine reaches it: a wildcard
 * listen address is no place to connect to, so it becomes the loopback one.
 */
export function ownAppUrl(host: string, port: number): string {
  const reachable = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}/app`;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0', '*']);

function parseTree(
  tree: SettingTree,
  environment: Readonly<Record<string, string | undefined>>,
  problems: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree)) {
    values[key] = isSetting(node)
      ? parseSetting(node, environment[node.name], problems)
      : parseTree(node, environment, problems);
  }
  return values;
}

function parseSetting(setting: Setting<unknown>, raw: string | undefined, problems: string[]): unknown {
  const parsed = (setting.parser as z.ZodType).safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.push(`${setting.name}: ${issue.message}`);
  return undefined;
}

/**
 * Start-up rules that apply only in production: no placeholder secret, an explicit database, and,
 * while email verification is on, a real mail relay and the frontend's public address.
 */
function productionProblems(values: Parsed): string[] {
  const problems: string[] = [];
  if (values.auth.secretKey === PLACEHOLDER_SECRET_KEY)
    problems.push(
      'SECRET_KEY: still the placeholder default; set a unique random value (e.g. `openssl rand -hex 32`) in production',
    );
  if (!values.databaseUrl) problems.push('DATABASE_URL: required in production');
  if (values.signup.requireEmailVerification) {
    if (!values.smtp.host) problems.push('SMTP_HOST: required in production while REQUIRE_EMAIL_VERIFICATION is on');
    const frontend = values.signup.frontendBaseUrl;
    if (frontend === undefined || frontend === DEFAULT_FRONTEND_BASE_URL)
      problems.push(
        'FRONTEND_BASE_URL: unset or the development default; set the public address of the frontend in production',
      );
  }
  return problems;
}
