import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, settingsTable } from '@metagame/hosts';

const page = readFileSync(new URL('../../../docs/operating/settings.md', import.meta.url), 'utf8');

describe('settings declared once', () => {
  it("the settings page's table is the one generated from the declarations (npm run docs:settings)", () => {
    const block = /<!-- settings:begin[^>]*-->\n([\s\S]*?)\n<!-- settings:end -->/.exec(page)?.[1];
    expect(block).toBe(settingsTable());
  });

  it('lists every variable the operating contract names', () => {
    const contract = [
      'SECRET_KEY',
      'ALGORITHM',
      'ACCESS_TOKEN_EXPIRE_MINUTES',
      'REFRESH_TOKEN_EXPIRE_DAYS',
      'ENVIRONMENT',
      'DATABASE_URL',
      'ADMIN_API_KEY',
      'REQUIRE_EMAIL_VERIFICATION',
      'SMTP_HOST',
      'SMTP_PORT',
      'SMTP_USERNAME',
      'SMTP_PASSWORD',
      'SMTP_USE_TLS',
      'SMTP_FROM_ADDRESS',
      'VERIFICATION_CODE_TTL_MINUTES',
      'VERIFICATION_MAX_ATTEMPTS',
      'VERIFICATION_RESEND_COOLDOWN_SECONDS',
      'FRONTEND_BASE_URL',
      'HOST',
      'PORT',
      'CARD_DATA_BASE_URL',
      'DECK_SOURCE_BASE_URL',
      'MOXFIELD_USER_AGENT',
      'MOXFIELD_API_KEY',
      'ARCHIDEKT_BASE_URL',
      'LOG_LEVEL',
      'RATE_LIMIT_ENABLED',
    ];
    for (const name of contract) expect(settingsTable()).toContain(`| \`${name}\` |`);
  });

  it('reads each declared setting into the config it groups', () => {
    const config = loadConfig({
      PORT: '9001',
      SMTP_PORT: '2525',
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '3/60',
      FRONTEND_BASE_URL: 'https://app.example.com/',
      TRUST_PROXY: '2',
    });
    expect(config.http.port).toBe(9001);
    expect(config.smtp.port).toBe(2525);
    expect(config.rateLimits.signupPerAddress).toEqual({ limit: 3, windowSeconds: 60 });
    expect(config.signup.frontendBaseUrl).toBe('https://app.example.com');
    expect(config.trustProxy).toBe(2);
  });

  it('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMTP_PORT: '0' })).toThrow(/PORT: [\s\S]*SMTP_PORT: /);
  });
});
