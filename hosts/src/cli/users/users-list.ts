import type { Role } from '@metagame/core';
import { ListUsers } from '@metagame/core/identity/use-cases/list-users';
import type { Config } from '../../compose/config.js';
import { presentUser } from '../../http/presenters/user-presenter.js';
import { withRuntime } from '../command-runtime.js';
import { report } from '../report.js';
import { userLine } from './user-line.js';

export interface UsersListOptions {
  readonly role?: Role;
  readonly active?: 'true' | 'false';
  readonly email?: string;
  readonly limit: number;
  readonly offset: number;
  readonly json?: boolean;
}

/** `metagame users list`: accounts oldest first, filtered, one page (the total says how many match). */
export async function usersList(config: Config, options: UsersListOptions): Promise<void> {
  const filter = {
    ...(options.role ? { role: options.role } : {}),
    ...(options.active ? { isActive: options.active === 'true' } : {}),
    ...(options.email ? { emailContains: options.email } : {}),
  };
  const page = await withRuntime(config, (runtime) =>
    runtime.container.get(ListUsers).execute({ limit: options.limit, offset: options.offset, filter }),
  );
  const shown = `${page.items.length === 0 ? 0 : options.offset + 1}-${options.offset + page.items.length}`;
  report(
    options.json,
    { items: page.items.map(presentUser), total: page.total, limit: options.limit, offset: options.offset },
    () => [...page.items.map(userLine), `${shown} of ${page.total} user(s).`].join('\n'),
  );
}
