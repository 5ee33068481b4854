import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FRONTEND_BASE_URL, loadConfig } from '@metagame/hosts';

const production = {
  ENVIRONMENT: 'production',
  SECRET_KEY: 'a-unique-random-production-secret-0123456789',
  DATABASE_URL: 'postgresql://app@db.example.com:5432/metagame',
  SMTP_HOST: 'smtp.example.com',
  FRONTEND_BASE_URL: 'https://play.example.com',
};
const without = (key: keyof typeof production) =>
  Object.fromEntries(Object.entries(production).filter(([k]) => k !== key));

describe('settings at start-up: production needs SMTP_HOST and a real FRONTEND_BASE_URL', () => {
  it('starts with SMTP_HOST and a real FRONTEND_BASE_URL', () => {
    expect(loadConfig(production).smtp.host).toBe('smtp.example.com');
  });

  it('refuses an empty SMTP_HOST while verification is on, naming the variable', () => {
    expect(() => loadConfig(without('SMTP_HOST'))).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SMTP_HOST: '' })).toThrow(/SMTP_HOST/);
  });

  it('refuses FRONTEND_BASE_URL left at its development default while verification is on', () => {
    expect(() => loadConfig(without('FRONTEND_BASE_URL'))).toThrow(/FRONTEND_BASE_URL/);
    expect(() => loadConfig({ ...production, FRONTEND_BASE_URL: DEFAULT_FRONTEND_BASE_URL })).toThrow(
      /FRONTEND_BASE_URL/,
    );
  });

  it('applies neither rule when verification is off', () => {
    const config = loadConfig({
      ...without('SMTP_HOST'),
      FRONTEND_BASE_URL: DEFAULT_FRONTEND_BASE_URL,
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    expect(config.signup.requireEmailVerification).toBe(false);
  });

  it('applies neither rule outside production', () => {
    expect(() => loadConfig({ ENVIRONMENT: 'development' })).not.toThrow();
  });

  it('reads the verification and SMTP settings with their defaults (15 minutes, 5 guesses, 60 s, port 587, TLS)', () => {
    const config = loadConfig({});
    expect(config.signup).toMatchObject({
      requireEmailVerification: true,
      codeTtlMinutes: 15,
      maxAttempts: 5,
      resendCooldownSeconds: 60,
    });
    expect(config.smtp).toMatchObject({ host: undefined, port: 587, useTls: true });
  });

  it('names the variable of an invalid value', () => {
    expect(() => loadConfig({ SMTP_PORT: 'twenty-five' })).toThrow(/SMTP_PORT/);
    expect(() => loadConfig({ SMTP_USE_TLS: 'maybe' })).toThrow(/SMTP_USE_TLS/);
    expect(() => loadConfig({ VERIFICATION_MAX_ATTEMPTS: '0' })).toThrow(/VERIFICATION_MAX_ATTEMPTS/);
  });
});
