import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '@metagame/core';
import { SetPasswordByOperator } from '@metagame/core/identity/use-cases/set-password-by-operator';
import type { Config } from '../../compose/config.js';
import { CliFailure } from '../cli-failure.js';
import { withRuntime } from '../command-runtime.js';
import { EXIT_CODE } from '../exit-codes.js';
import { readPassword } from '../read-password.js';
import { report } from '../report.js';
import { findUser } from './find-user.js';

/**
 * `metagame users reset-password <email|id>`: the new password comes from the terminal (no echo,
 * asked twice) or the first line of stdin, never from arguments (which `ps` shows). Every session
 * and token of the account ends, as after an emailed reset.
 */
export async function usersResetPassword(config: Config, ref: string, options: { json?: boolean }): Promise<void> {
  const password = await readPassword('New password: ');
  if (!isStrongPassword(password))
    throw new CliFailure(EXIT_CODE.WEAK_PASSWORD, `Weak password: ${PASSWORD_RULE_MESSAGE}.`);
  if (process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password)
    throw new CliFailure(EXIT_CODE.VALIDATION_FAILED, 'The passwords do not match.');
  const done = await withRuntime(config, async (runtime) => {
    const user = await findUser(runtime, ref);
    const result = await runtime.container
      .get(SetPasswordByOperator)
      .execute({ userId: user.id, newPassword: password });
    if (!result.ok) throw new CliFailure(EXIT_CODE[result.error.code], result.error.message);
    return { id: user.id, email: user.email, sessions_ended: result.value.sessionsEnded };
  });
  report(
    options.json,
    done,
    () => `Password set for ${done.email}; ${done.sessions_ended} session(s) ended, every token revoked.`,
  );
}
