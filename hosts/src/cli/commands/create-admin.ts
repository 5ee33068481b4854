import { RequestContext } from '@mikro-orm/core';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@metagame/core';
import { identitySchemas } from '@metagame/contracts';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import type { Config } from '../../compose/config.js';
import { openRuntime } from '../../compose/runtime.js';
import { EXIT_CODE } from '../exit-codes.js';
import { readPassword } from '../read-password.js';
import { CliFailure } from '../cli-failure.js';

export interface CreateAdminOptions {
  readonly email: string;
  readonly displayName?: string;
}

/** Bootstraps a verified admin: the password comes from the terminal or stdin, never argv (which `ps` shows to every user). */
export async function createAdmin(config: Config, options: CreateAdminOptions): Promise<void> {
  // The login form only takes an email-shaped username: an admin created with anything else could never log in.
  if (!identitySchemas.TokenRequest.shape.username.safeParse(options.email).success) {
    throw new CliFailure(
      EXIT_CODE.VALIDATION_FAILED,
      `Not an email address: ${JSON.stringify(options.email.slice(0, 100))}.`,
    );
  }
  const password = await readPassword('Password for the new admin: ');
  if (!isStrongPassword(password))
    throw new CliFailure(EXIT_CODE.WEAK_PASSWORD, `Weak password: ${PASSWORD_RULE_MESSAGE}.`);
  if (process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password) {
    throw new CliFailure(EXIT_CODE.VALIDATION_FAILED, 'The passwords do not match.');
  }
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite', logger: silentLogger });
  try {
    const result = await RequestContext.create(runtime.orm.em, () =>
      runtime.container.get(RegisterUser).execute({
        email: options.email,
        password,
        role: 'admin',
        isVerified: true,
        isActive: true,
        displayName: options.displayName ?? null,
      }),
    );
    if (!result.ok)
      throw new CliFailure(EXIT_CODE[result.error.code], `Cannot create the admin: ${result.error.message}`);
    process.stdout.write(`Created admin ${result.value.email} (id ${result.value.id}).\n`);
  } finally {
    await runtime.close();
  }
}

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
