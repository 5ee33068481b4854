import { z } from 'zod';
import { setting, type SettingTree } from './setting.js';
import { bool, int } from './setting-parsers.js';
import { OIDC_SETTINGS } from './settings-oidc.js';
import { WEBHOOK_SETTINGS } from './settings-webhooks.js';

export const PLACEHOLDER_SECRET_KEY = 'insecure-development-secret-change-me';
/**
 * The web app this server itself serves at /app, with the default HOST and PORT. With other ones
 * the default follows them (`ownAppUrl` in config.ts).
 */
export const DEFAULT_FRONTEND_BASE_URL = 'http://127.0.0.1:8000/app';
export const DEFAULT_DATABASE_URL = 'sqlite:./data/app.db';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
/** A URL, without its trailing slashes (paths are appended to it); unset or empty when optional. */
const optionalBaseUrl = z.preprocess(
  emptyAsUndefined,
  z
    .url({ error: 'must be a URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);
/** A URL, without its trailing slashes (paths are appended to it). */
const baseUrl = (fallback: string) =>
  z
    .url({ error: 'must be a URL' })
    .default(fallback)
    .transform((v) => v.replace(/\/+$/, ''));
/** A rate limit written `<count>/<seconds>`, e.g. `10/900` = 10 per 15 minutes. */
const rate = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, 'must be <count>/<seconds>, e.g. 10/900')
    .transform((v) => {
      const [limit, seconds] = v.split('/').map(Number) as [number, number];
      return { limit, windowSeconds: seconds };
    })
    .refine((r) => r.limit >= 1 && r.windowSeconds >= 1, 'count and seconds must be at least 1')
    .prefault(fallback);
/** Express `trust proxy`: `false`, `true`, a hop count or a list of proxy addresses/subnets. */
const trustProxy = z
  .preprocess(emptyAsUndefined, z.string().default('false'))
  .transform((v): boolean | number | string => {
    if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
    return /^\d+$/.test(v) ? Number(v) : v;
  });

/** Every setting, upper-cased as in the environment, grouped as Config reads them. */
export const SETTINGS = {
  environment: setting(
    'ENVIRONMENT',
    z.preprocess(emptyAsUndefined, z.string().default('development')),
    '`production` enables strict start-up checks',
  ),
  databaseUrl: setting(
    'DATABASE_URL',
    optionalString,
    '`sqlite:<path>` (a SQLite URI filename goes as written: `sqlite:file:/data/app.db?mode=ro` opens it read-only), `sqlite::memory:` or `postgresql://user:pass@host:port/db`; required in production',
    `\`${DEFAULT_DATABASE_URL}\``,
  ),
  adminApiKey: setting('ADMIN_API_KEY', optionalString, 'kept for compatibility; never used for HTTP authentication'),
  http: {
    host: setting('HOST', z.string().min(1).default('127.0.0.1'), 'listen address'),
    port: setting('PORT', int(0, 65_535).default(8000), 'listen port (`0`: any free port)'),
  },
  logLevel: setting(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'pino level (`silent` to mute)',
  ),
  trustProxy: setting(
    'TRUST_PROXY',
    trustProxy,
    'Express `trust proxy` behind a reverse proxy: `1` for one hop, or the proxy addresses/subnets (see docs/operating/deployment.md)',
  ),
  metrics: {
    enabled: setting(
      'METRICS_ENABLED',
      bool.default(true),
      'serves Prometheus metrics at `GET /metrics`; `false` answers 404 there (see docs/operating/monitoring.md)',
    ),
    token: setting(
      'METRICS_TOKEN',
      z.preprocess(
        emptyAsUndefined,
        z
          .string()
          .regex(/^[A-Za-z0-9\-._~+/]+=*$/, 'must be letters, digits and -._~+/ (e.g. `openssl rand -hex 32`)')
          .optional(),
      ),
      'when set, `GET /metrics` needs `Authorization: Bearer <token>` (else 401); never logged',
    ),
  },
  shutdownDrainSeconds: setting(
    'SHUTDOWN_DRAIN_SECONDS',
    int(0, 3_600).default(5),
    'after SIGTERM/SIGINT, how long `serve` keeps serving with `GET /health/ready` at 503 (so a load balancer stops sending) before it closes; a second signal ends the wait',
  ),
  auth: {
    secretKey: setting(
      'SECRET_KEY',
      z.string().min(1).default(PLACEHOLDER_SECRET_KEY),
      'JWT signing key. `ENVIRONMENT=production` refuses to start with the placeholder',
      'a placeholder',
    ),
    algorithm: setting(
      'ALGORITHM',
      z.enum(['HS256', 'HS384', 'HS512']).default('HS256'),
      '`HS256`, `HS384` or `HS512`; tokens with any other `alg` (including `none`) are refused',
    ),
    accessTokenMinutes: setting('ACCESS_TOKEN_EXPIRE_MINUTES', int(1, 24 * 60).default(30), 'access token lifetime'),
    refreshTokenDays: setting(
      'REFRESH_TOKEN_EXPIRE_DAYS',
      int(1, 90).default(7),
      'refresh token lifetime, 1–90, else start-up fails',
    ),
    passwordHashConcurrency: setting(
      'PASSWORD_HASH_CONCURRENCY',
      int(1, 64).default(1),
      'Argon2id worker threads (each verification already uses every core, so more only queues work on the same cores)',
    ),
  },
  signup: {
    requireEmailVerification: setting('REQUIRE_EMAIL_VERIFICATION', bool.default(true), '`false` = single-step signup'),
    codeTtlMinutes: setting(
      'VERIFICATION_CODE_TTL_MINUTES',
      int(1, 24 * 60).default(15),
      'lifetime of an emailed code',
    ),
    maxAttempts: setting('VERIFICATION_MAX_ATTEMPTS', int(1, 100).default(5), 'guesses per code'),
    resendCooldownSeconds: setting(
      'VERIFICATION_RESEND_COOLDOWN_SECONDS',
      int(0, 86_400).default(60),
      'since the last email',
    ),
    frontendBaseUrl: setting(
      'FRONTEND_BASE_URL',
      optionalBaseUrl,
      'the web app; emailed links open `<FRONTEND_BASE_URL>/verify-email`. Unset, it is the app this server serves at `/app/` on its own HOST and PORT (127.0.0.1 when HOST is a wildcard address such as `0.0.0.0` or `::`); **in production leaving it unset stops start-up** while verification is on',
      '`http://<HOST>:<PORT>/app`',
    ),
  },
  recovery: {
    resetCodeTtlMinutes: setting(
      'PASSWORD_RESET_CODE_TTL_MINUTES',
      int(1, 24 * 60).default(15),
      'lifetime of an emailed password-reset code (the per-account cooldown between reset emails is `VERIFICATION_RESEND_COOLDOWN_SECONDS`)',
    ),
    resetMaxAttempts: setting(
      'PASSWORD_RESET_MAX_ATTEMPTS',
      int(1, 100).default(5),
      'guesses per password-reset code (an email-change code allows `VERIFICATION_MAX_ATTEMPTS`)',
    ),
    totpRequiredForAdmins: setting(
      'TOTP_REQUIRED_FOR_ADMINS',
      bool.default(false),
      '`true`: an admin without TOTP gets no tokens from `/auth/token` but an enrolment challenge (see docs/api.md)',
    ),
  },
  oidc: OIDC_SETTINGS,
  smtp: {
    host: setting(
      'SMTP_HOST',
      optionalString,
      'empty: console sender outside production; **in production an empty value stops start-up** while verification is on',
    ),
    port: setting(
      'SMTP_PORT',
      int(1, 65_535).default(587),
      '`465` = implicit TLS; any other port with `SMTP_USE_TLS=true` requires STARTTLS (no fallback to clear text)',
    ),
    username: setting('SMTP_USERNAME', optionalString, 'AUTH only when a username is set'),
    password: setting('SMTP_PASSWORD', optionalString, 'never logged'),
    useTls: setting(
      'SMTP_USE_TLS',
      bool.default(true),
      '`false` with a port other than 465 = plain SMTP (local relays, tests)',
    ),
    fromAddress: setting(
      'SMTP_FROM_ADDRESS',
      z.email().default('no-reply@metagame.local'),
      'From header and envelope sender; relays that require the authenticated user as sender need it equal to `SMTP_USERNAME`',
    ),
    timeoutSeconds: setting(
      'SMTP_TIMEOUT_SECONDS',
      int(1, 120).default(10),
      'connect and greeting timeout (an idle socket mid-session gets twice as long): a relay that is down makes signup answer 502 within it',
    ),
  },
  cardData: {
    baseUrl: setting(
      'CARD_DATA_BASE_URL',
      baseUrl('https://mtgjson.com/api/v5'),
      'where AllPrintings, AllPrices, AllPricesToday and Meta are read from; `http(s)://` or `file://`',
    ),
    idleTimeoutSeconds: setting(
      'CARD_DATA_IDLE_TIMEOUT_SECONDS',
      int(1, 300).default(60),
      'an import fails when the upstream sends nothing for this long (waiting to connect, for the headers or mid-file), 1–300; a slow download whose bytes keep coming is never cut',
    ),
    priceStaleDays: setting(
      'CARD_PRICE_STALE_DAYS',
      int(0, 3650).default(3),
      "a card's current price is flagged `stale` when its newest point is more than this many days old (the provider stopped listing it, or imports stopped)",
    ),
  },
  deckSources: {
    moxfieldBaseUrl: setting('DECK_SOURCE_BASE_URL', baseUrl('https://api2.moxfield.com'), 'Moxfield API root'),
    moxfieldUserAgent: setting(
      'MOXFIELD_USER_AGENT',
      z.string().min(1).default('Metagame/1.0 (deck tracker; +https://github.com/metagame)'),
      'Moxfield admits only clients it knows: put the agent it issued here',
    ),
    moxfieldApiKey: setting(
      'MOXFIELD_API_KEY',
      optionalString,
      'optional, sent to Moxfield as `Authorization: Bearer …`',
    ),
    archidektBaseUrl: setting('ARCHIDEKT_BASE_URL', baseUrl('https://archidekt.com/api'), 'Archidekt API root'),
    timeoutSeconds: setting(
      'DECK_SOURCE_TIMEOUT_SECONDS',
      int(1, 60).default(10),
      'upper bound of one deck-builder request',
    ),
  },
  csvImport: {
    maxBytes: setting(
      'CSV_IMPORT_MAX_BYTES',
      int(1_024, 100 * 1_048_576).default(8 * 1_048_576),
      'largest CSV body `POST /tracker/matches/import` reads, in bytes (413 above it)',
    ),
    maxRows: setting(
      'CSV_IMPORT_MAX_ROWS',
      int(1, 1_000_000).default(20_000),
      'most data rows one match import takes (422 above it)',
    ),
  },
  audit: {
    retentionDays: setting(
      'AUDIT_RETENTION_DAYS',
      int(1, 36_500).default(365),
      'audit events older than this are deleted (by `serve` hourly, and by `metagame prune`)',
    ),
  },
  webhooks: WEBHOOK_SETTINGS,
  rateLimitEnabled: setting(
    'RATE_LIMIT_ENABLED',
    bool.default(true),
    '`false` switches every request rate limit off (trusted test rigs)',
  ),
  rateLimits: {
    loginPerAccount: setting(
      'RATE_LIMIT_LOGIN_PER_ACCOUNT',
      rate('10/900'),
      'failed logins per account from every address together, as `<count>/<seconds>`; over it, clients that never logged in to the account get 429 until the window ends',
    ),
    loginPerKnownClient: setting(
      'RATE_LIMIT_LOGIN_PER_KNOWN_CLIENT',
      rate('10/900'),
      'failed logins per account by one client that logged in to it before (same address, or its device cookie): such clients are held by this instead',
    ),
    loginPerAddress: setting(
      'RATE_LIMIT_LOGIN_PER_ADDRESS',
      rate('50/900'),
      'failed logins per client address, any account (password spraying); every passkey login call (options and verify) counts too, failed or not',
    ),
    signupPerAddress: setting('RATE_LIMIT_SIGNUP_PER_ADDRESS', rate('20/3600'), 'signups per client address'),
    verifyPerAddress: setting(
      'RATE_LIMIT_VERIFY_PER_ADDRESS',
      rate('30/900'),
      'verification attempts per client address',
    ),
    resendPerAddress: setting(
      'RATE_LIMIT_RESEND_PER_ADDRESS',
      rate('10/3600'),
      'verification resends per client address',
    ),
    passwordResetPerAddress: setting(
      'RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS',
      rate('10/3600'),
      'password-reset requests and confirmations (each counted) per client address',
    ),
    emailChangePerAddress: setting(
      'RATE_LIMIT_EMAIL_CHANGE_PER_ADDRESS',
      rate('10/3600'),
      'email-change requests per client address',
    ),
    secondFactorPerAddress: setting(
      'RATE_LIMIT_SECOND_FACTOR_PER_ADDRESS',
      rate('30/900'),
      'second-factor answers (`/auth/token/totp`, TOTP confirm and disable) per client address',
    ),
    // A browser page searching as its user types sends a few requests a second at most; these
    // leave such pages and scripts paging through results alone and stop bulk scraping.
    cardSearchPerAddress: setting(
      'RATE_LIMIT_CARD_SEARCH_PER_ADDRESS',
      rate('300/60'),
      'card searches (`GET /cards/search`) per client address',
    ),
    cardAutocompletePerAddress: setting(
      'RATE_LIMIT_CARD_AUTOCOMPLETE_PER_ADDRESS',
      rate('600/60'),
      'card-name autocompletions (`GET /cards/autocomplete`, one per keystroke) per client address',
    ),
    apiRequestsPerToken: setting(
      'RATE_LIMIT_API_REQUESTS_PER_TOKEN',
      rate('600/60'),
      'requests per API token, any route (docs/api-tokens.md); each answer to a token carries the `RateLimit` headers',
    ),
  },
} as const satisfies SettingTree;
