import type { Container } from 'inversify';
import createClient from 'openapi-fetch';
import type { Role } from '@metagame/core';
import { ControllableClock, inRequestContext } from '@metagame/testkit';
import { createApp, listen, loadConfig, openRuntime, TOKENS, type Runtime } from '@metagame/hosts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import type { paths } from '../generated/openapi.js';
import { createMigratedDatabase, type DatabaseKind, type IsolatedDatabase } from './databases.js';
import { CapturingLogger } from './quiet-logger.js';
import { watchedApps } from './watched-apps.js';

export interface TestApp {
  readonly url: string;
  /** Typed client generated from the published /openapi.json. */
  readonly api: ReturnType<typeof createClient<paths>>;
  readonly clock: ControllableClock;
  readonly logs: CapturingLogger;
  readonly runtime: Runtime;
  readonly database: IsolatedDatabase;
  /** Seeds an account directly (there is no HTTP route to create the first admin). */
  seedUser(user: {
    email: string;
    password?: string;
    role?: Role;
    isActive?: boolean;
    isVerified?: boolean;
  }): Promise<{ id: string; email: string; password: string }>;
  /** Logs in over HTTP and returns the token pair. */
  login(email: string, password: string): Promise<{ access_token: string; refresh_token: string }>;
  /** An account of the given role, logged in: its id, email, password and `Authorization` header. */
  signedIn(
    role?: Role,
    email?: string,
  ): Promise<{ id: string; email: string; password: string; auth: { Authorization: string } }>;
  close(): Promise<void>;
}

export const TEST_SECRET_KEY = 'test-secret-key-with-enough-entropy-0123456789';
export const DEFAULT_PASSWORD = 'Test-Password-123!';
let emailCounter = 0;

export interface TestAppOptions {
  readonly env?: Readonly<Record<string, string>>;
  /** The loopback port to listen on (default: any free one), for a FRONTEND_BASE_URL that must name it. */
  readonly port?: number;
  /** Replace further bindings (e.g. a mailer) after the defaults. */
  readonly override?: (container: Container) => void | Promise<void>;
}

/**
 * Boots the real composed Express app on an isolated database and an ephemeral loopback port.
 * Black-box suites speak only HTTP to it; the clock is controllable so expiry needs no sleeping.
 */
export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createMigratedDatabase(kind);
  const clock = new ControllableClock(new Date());
  const logs = new CapturingLogger();
  const config = loadConfig({
    DATABASE_URL: database.url,
    ENVIRONMENT: 'test',
    SECRET_KEY: TEST_SECRET_KEY,
    RATE_LIMIT_ENABLED: 'false',
    ...options.env,
  });
  const runtime = await openRuntime(config, {
    migrate: true,
    logger: logs,
    override: async (container) => {
      await container.unbind(TOKENS.Clock);
      container.bind(TOKENS.Clock).toConstantValue(clock);
      await options.override?.(container);
    },
  });
  const { app } = createApp(runtime.container);
  const server = await listen(app, '127.0.0.1', options.port ?? 0);
  watchedApps.watch(server.url);
  const api = createClient<paths>({ baseUrl: server.url });
  const seedUser: TestApp['seedUser'] = async ({
    email,
    password = DEFAULT_PASSWORD,
    role = 'user',
    isActive = true,
    isVerified = true,
  }) => {
    const register = inRequestContext(runtime.orm, runtime.container.get(RegisterUser));
    const result = await register.execute({ email, password, role, isActive, isVerified, displayName: null });
    if (!result.ok) throw new Error(`seedUser failed: ${result.error.message}`);
    return { id: result.value.id, email: result.value.email, password };
  };
  const login: TestApp['login'] = async (email, password) => {
    const { data, response } = await api.POST('/api/v1/auth/token', {
      body: { username: email, password },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    if (!data || !('access_token' in data)) throw new Error(`login failed with ${response.status}`);
    return data;
  };
  return {
    seedUser,
    login,
    signedIn: async (role = 'user', email = `${role}-${++emailCounter}-${Date.now()}@example.com`) => {
      const user = await seedUser({ email, role });
      const tokens = await login(user.email, user.password);
      return { ...user, auth: { Authorization: `Bearer ${tokens.access_token}` } };
    },
    url: server.url,
    api,
    database,
    clock,
    logs,
    runtime,
    close: async () => {
      watchedApps.unwatch(server.url);
      await server.stop(1_000);
      await runtime.close();
      await database.drop();
    },
  };
}
