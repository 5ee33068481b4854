import { RemoveTotpByOperator } from '@metagame/core/identity/use-cases/remove-totp-by-operator';
import type { Config } from '../../compose/config.js';
import { CliFailure } from '../cli-failure.js';
import { withRuntime } from '../command-runtime.js';
import { EXIT_CODE } from '../exit-codes.js';
import { report } from '../report.js';
import { findUser } from './find-user.js';

/** `metagame users remove-totp <email|id>`: removes a lost second-factor device and its recovery codes. */
export async function usersRemoveTotp(config: Config, ref: string, options: { json?: boolean }): Promise<void> {
  const user = await withRuntime(config, async (runtime) => {
    const found = await findUser(runtime, ref);
    const result = await runtime.container.get(RemoveTotpByOperator).execute({ userId: found.id });
    if (!result.ok) throw new CliFailure(EXIT_CODE[result.error.code], `${found.email}: ${result.error.message}`);
    return found;
  });
  report(
    options.json,
    { id: user.id, email: user.email, totp_removed: true },
    () => `Two-factor authentication removed for ${user.email}; they can enrol a new device after logging in.`,
  );
}
