import { z } from 'zod';
import { parseDatabaseUrl, type DatabaseTarget, type JwtAlgorithm } from '@metagame/adapters';

export const PLACEHOLDER_SECRET_KEY = 'insecure-development-secret-change-me';
export const DEFAULT_FRONTEND_BASE_URL = 'http://localhost:5173';
export const DEFAULT_DATABASE_URL = 'sqlite:./data/app.db';

const bool = z.enum(['true', 'false', '1', '0', 'TRUE', 'FALSE', 'True', 'False']).transform((v) => v.toLowerCase() === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number({ error: 'must be an integer' }).int('must be an integer').min(min).max(max);
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const url = z.url({ error: 'must be a URL' });
/** A rate limit written `<count>/<seconds>`, e.g. `10/900` = 10 per 15 minutes. */
const rate = z
  .string()
  .regex(/^\d+\/\d+$/, 'must be <count>/<seconds>, e.g. 10/900')
  .transform((v) => {
    const [limit, seconds] = v.split('/').map(Number) as [number, number];
    return { limit, windowSeconds: seconds };
  })
  .refine((r) => r.limit >= 1 && r.windowSeconds >= 1, 'count and seconds must be at least 1');

export type RateLimitSetting = { readonly limit: number; readonly windowSeconds: number };

/** Every setting, upper-cased as in the environment (spec 5.5, 6; shared/CONTRACT.md). */
const EnvSchema = z.object({
  SECRET_KEY: z.string().min(1).default(PLACEHOLDER_SECRET_KEY),
  ALGORITHM: z.enum(['HS256', 'HS384', 'HS512']).default('HS256'),
  ACCESS_TOKEN_EXPIRE_MINUTES: int(1, 24 * 60).default(30),
  REFRESH_TOKEN_EXPIRE_DAYS: int(1, 90).default(7),
  ENVIRONMENT: z.preprocess(emptyAsUndefined, z.string().default('development')),
  DATABASE_URL: optionalString,
  ADMIN_API_KEY: optionalString,
  REQUIRE_EMAIL_VERIFICATION: bool.default(true),
  SMTP_HOST: optionalString,
  SMTP_PORT: int(1, 65_535).default(587),
  SMTP_USERNAME: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_USE_TLS: bool.default(true),
  SMTP_FROM_ADDRESS: z.email().default('no-reply@metagame.local'),
  SMTP_TIMEOUT_SECONDS: int(1, 120).default(10),
  VERIFICATION_CODE_TTL_MINUTES: int(1, 24 * 60).default(15),
  VERIFICATION_MAX_ATTEMPTS: int(1, 100).default(5),
  VERIFICATION_RESEND_COOLDOWN_SECONDS: int(0, 86_400).default(60),
  FRONTEND_BASE_URL: url.default(DEFAULT_FRONTEND_BASE_URL),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65_535).default(8000),
  CARD_DATA_BASE_URL: url.default('https://mtgjson.com/api/v5'),
  DECK_SOURCE_BASE_URL: url.default('https://api2.moxfield.com'),
  MOXFIELD_USER_AGENT: z.string().min(1).default('Metagame/1.0 (deck tracker; +https://github.com/metagame)'),
  MOXFIELD_API_KEY: optionalString,
  ARCHIDEKT_BASE_URL: url.default('https://archidekt.com/api'),
  DECK_SOURCE_TIMEOUT_SECONDS: int(1, 60).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_ENABLED: bool.default(true),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: rate.prefault('10/900'),
  RATE_LIMIT_LOGIN_PER_ADDRESS: rate.prefault('100/900'),
  RATE_LIMIT_SIGNUP_PER_ADDRESS: rate.prefault('20/3600'),
  RATE_LIMIT_VERIFY_PER_ADDRESS: rate.prefault('30/900'),
  RATE_LIMIT_RESEND_PER_ADDRESS: rate.prefault('10/3600'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default('false')),
  PASSWORD_HASH_CONCURRENCY: int(1, 64).default(1),
});

type Env = z.output<typeof EnvSchema>;

/** Validated, defaulted settings; adapters receive plain values from here and never read process.env. */
export interface Config {
  readonly environment: string;
  readonly isProduction: boolean;
  readonly database: DatabaseTarget;
  readonly databaseUrl: string;
  readonly http: { readonly host: string; readonly port: number };
  readonly logLevel: Env['LOG_LEVEL'];
  readonly auth: {
    readonly secretKey: string;
    readonly algorithm: JwtAlgorithm;
    readonly accessTokenMinutes: number;
    readonly refreshTokenDays: number;
    readonly passwordHashConcurrency: number;
  };
  readonly signup: {
    readonly requireEmailVerification: boolean;
    readonly codeTtlMinutes: number;
    readonly maxAttempts: number;
    readonly resendCooldownSeconds: number;
    readonly frontendBaseUrl: string;
  };
  readonly smtp: {
    readonly host: string | undefined;
    readonly port: number;
    readonly username: string | undefined;
    readonly password: string | undefined;
    readonly useTls: boolean;
    readonly fromAddress: string;
    /** Connect and greeting timeout; a stalled session gets twice as long. */
    readonly timeoutSeconds: number;
  };
  readonly cardData: { readonly baseUrl: string };
  readonly deckSources: {
    readonly moxfieldBaseUrl: string;
    readonly moxfieldUserAgent: string;
    readonly moxfieldApiKey: string | undefined;
    readonly archidektBaseUrl: string;
    /** Upper bound of one deck-builder request. */
    readonly timeoutSeconds: number;
  };
  readonly rateLimitEnabled: boolean;
  readonly rateLimits: {
    readonly loginPerAccount: RateLimitSetting;
    readonly loginPerAddress: RateLimitSetting;
    readonly signupPerAddress: RateLimitSetting;
    readonly verifyPerAddress: RateLimitSetting;
    readonly resendPerAddress: RateLimitSetting;
  };
  /** Express `trust proxy` value: `false`, `true`, a hop count or a list of proxy addresses/subnets. */
  readonly trustProxy: boolean | number | string;
}

/** A setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const parsed = EnvSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.ENVIRONMENT.toLowerCase() === 'production';
  checkProductionRules(env, isProduction);
  const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = parseDatabaseUrl(databaseUrl);
  if (!database) throw new ConfigError('DATABASE_URL: must be sqlite:<path>, sqlite::memory: or postgresql://user:pass@host:port/db');
  return {
    environment: env.ENVIRONMENT,
    isProduction,
    database,
    databaseUrl,
    http: { host: env.HOST, port: env.PORT },
    logLevel: env.LOG_LEVEL,
    auth: {
      secretKey: env.SECRET_KEY,
      algorithm: env.ALGORITHM,
      accessTokenMinutes: env.ACCESS_TOKEN_EXPIRE_MINUTES,
      refreshTokenDays: env.REFRESH_TOKEN_EXPIRE_DAYS,
      passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
    },
    signup: {
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      codeTtlMinutes: env.VERIFICATION_CODE_TTL_MINUTES,
      maxAttempts: env.VERIFICATION_MAX_ATTEMPTS,
      resendCooldownSeconds: env.VERIFICATION_RESEND_COOLDOWN_SECONDS,
      frontendBaseUrl: env.FRONTEND_BASE_URL.replace(/\/+$/, ''),
    },
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      username: env.SMTP_USERNAME,
      password: env.SMTP_PASSWORD,
      useTls: env.SMTP_USE_TLS,
      fromAddress: env.SMTP_FROM_ADDRESS,
      timeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
    },
    cardData: { baseUrl: env.CARD_DATA_BASE_URL.replace(/\/+$/, '') },
    deckSources: {
      moxfieldBaseUrl: env.DECK_SOURCE_BASE_URL.replace(/\/+$/, ''),
      moxfieldUserAgent: env.MOXFIELD_USER_AGENT,
      moxfieldApiKey: env.MOXFIELD_API_KEY,
      archidektBaseUrl: env.ARCHIDEKT_BASE_URL.replace(/\/+$/, ''),
      timeoutSeconds: env.DECK_SOURCE_TIMEOUT_SECONDS,
    },
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    rateLimits: {
      loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginPerAddress: env.RATE_LIMIT_LOGIN_PER_ADDRESS,
      signupPerAddress: env.RATE_LIMIT_SIGNUP_PER_ADDRESS,
      verifyPerAddress: env.RATE_LIMIT_VERIFY_PER_ADDRESS,
      resendPerAddress: env.RATE_LIMIT_RESEND_PER_ADDRESS,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** Strict start-up rules of spec 5.5 and 6.2 that apply only in production. */
function checkProductionRules(env: Env, isProduction: boolean): void {
  if (!isProduction) return;
  if (env.SECRET_KEY === PLACEHOLDER_SECRET_KEY) {
    throw new ConfigError('SECRET_KEY: still the placeholder default; set a unique random value (e.g. `openssl rand -hex 32`) in production');
  }
  if (!env.DATABASE_URL) throw new ConfigError('DATABASE_URL: required in production');
  if (env.REQUIRE_EMAIL_VERIFICATION) {
    if (!env.SMTP_HOST) throw new ConfigError('SMTP_HOST: required in production while REQUIRE_EMAIL_VERIFICATION is on');
    if (env.FRONTEND_BASE_URL === DEFAULT_FRONTEND_BASE_URL) {
      throw new ConfigError('FRONTEND_BASE_URL: still the development default; set the public address of the frontend in production');
    }
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
