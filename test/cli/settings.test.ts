import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

/** Start-up validation of settings: an invalid value stops start-up with a message that names the variable. */
describe('settings validation at start-up', () => {
  it.each([
    [{ ENVIRONMENT: 'production', DATABASE_URL: 'sqlite:/tmp/x.db' }, 'SECRET_KEY'],
    [{ ENVIRONMENT: 'production', SECRET_KEY: 'a-real-secret-value-0123456789abcdef' }, 'DATABASE_URL'],
    [{ REFRESH_TOKEN_EXPIRE_DAYS: '91' }, 'REFRESH_TOKEN_EXPIRE_DAYS'],
    [{ REFRESH_TOKEN_EXPIRE_DAYS: '0' }, 'REFRESH_TOKEN_EXPIRE_DAYS'],
    [{ ALGORITHM: 'none' }, 'ALGORITHM'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, 'REQUIRE_EMAIL_VERIFICATION'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CARD_DATA_IDLE_TIMEOUT_SECONDS: '0' }, 'CARD_DATA_IDLE_TIMEOUT_SECONDS'],
  ])('refuses %o naming %s', async (env, variable) => {
    const result = await runCli(['migrate'], { env: env as Record<string, string> });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(variable);
  });
});
