import type { z } from 'zod';
import { parseDatabaseUrl, type DatabaseTarget } from '@metagame/adapters';
import { isSetting, type Setting, type SettingTree, type SettingValues } from './setting.js';
import { DEFAULT_DATABASE_URL, DEFAULT_FRONTEND_BASE_URL, PLACEHOLDER_SECRET_KEY, SETTINGS } from './settings.js';

export { DEFAULT_DATABASE_URL, DEFAULT_FRONTEND_BASE_URL, PLACEHOLDER_SECRET_KEY } from './settings.js';

export type RateLimitSetting = { readonly limit: number; readonly windowSeconds: number };

/**
 * Validated, defaulted settings: SETTINGS as parsed, plus what follows from them. Adapters receive
 * plain values from here and never read process.env.
 */
export type Config = Omit<SettingValues<typeof SETTINGS>, 'databaseUrl'> & {
  readonly isProduction: boolean;
  readonly databaseUrl: string;
  readonly database: DatabaseTarget;
};

/** A setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const problems: string[] = [];
  const values = parseTree(SETTINGS, environment, problems) as SettingValues<typeof SETTINGS>;
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  const isProduction = values.environment.toLowerCase() === 'production';
  checkProductionRules(values, isProduction);
  const databaseUrl = values.databaseUrl ?? DEFAULT_DATABASE_URL;
  const database = parseDatabaseUrl(databaseUrl);
  if (!database)
    throw new ConfigError(
      'DATABASE_URL: must be sqlite:<path>, sqlite::memory: or postgresql://user:pass@host:port/db',
    );
  return { ...values, isProduction, databaseUrl, database };
}

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
function checkProductionRules(values: SettingValues<typeof SETTINGS>, isProduction: boolean): void {
  if (!isProduction) return;
  if (values.auth.secretKey === PLACEHOLDER_SECRET_KEY) {
    throw new ConfigError(
      'SECRET_KEY: still the placeholder default; set a unique random value (e.g. `openssl rand -hex 32`) in production',
    );
  }
  if (!values.databaseUrl) throw new ConfigError('DATABASE_URL: required in production');
  if (values.signup.requireEmailVerification) {
    if (!values.smtp.host)
      throw new ConfigError('SMTP_HOST: required in production while REQUIRE_EMAIL_VERIFICATION is on');
    if (values.signup.frontendBaseUrl === DEFAULT_FRONTEND_BASE_URL) {
      throw new ConfigError(
        'FRONTEND_BASE_URL: still the development default; set the public address of the frontend in production',
      );
    }
  }
}
