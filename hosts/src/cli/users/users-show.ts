import type { Config } from '../../compose/config.js';
import { presentUser } from '../../http/presenters/user-presenter.js';
import { withRuntime } from '../command-runtime.js';
import { report } from '../report.js';
import { findUser } from './find-user.js';
import { userLine } from './user-line.js';

/** `metagame users show <email|id>`: one account (never its password hash). */
export async function usersShow(config: Config, ref: string, options: { json?: boolean }): Promise<void> {
  const user = await withRuntime(config, (runtime) => findUser(runtime, ref));
  report(options.json, presentUser(user), () => userLine(user));
}
