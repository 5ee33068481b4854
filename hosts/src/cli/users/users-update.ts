import type { Role } from '@metagame/core';
import { UpdateUserByAdmin } from '@metagame/core/identity/use-cases/update-user-by-admin';
import type { Config } from '../../compose/config.js';
import { presentUser } from '../../http/presenters/user-presenter.js';
import { CliFailure } from '../cli-failure.js';
import { withRuntime } from '../command-runtime.js';
import { EXIT_CODE } from '../exit-codes.js';
import { report } from '../report.js';
import { findUser } from './find-user.js';
import { userLine } from './user-line.js';

export type UserChange = { readonly role: Role } | { readonly isActive: boolean };

/**
 * `metagame users set-role` and `set-active`: the admin route's use case with the operator as actor
 * (audited `via: 'cli'`). A role change ends the user's sessions, as it does over HTTP.
 */
export async function usersUpdate(
  config: Config,
  ref: string,
  change: UserChange,
  options: { json?: boolean },
): Promise<void> {
  const updated = await withRuntime(config, async (runtime) => {
    const user = await findUser(runtime, ref);
    const result = await runtime.container
      .get(UpdateUserByAdmin)
      .execute({ actorId: null, userId: user.id, ...change });
    if (!result.ok) throw new CliFailure(EXIT_CODE[result.error.code], result.error.message);
    return result.value;
  });
  report(options.json, presentUser(updated), () => `Updated: ${userLine(updated)}`);
}
