import { toPublicUser, type PublicUser } from '../entities/user.js';
import type { UserFilter, UserRepo } from '../ports/user-repo.js';

export interface ListUsersInput {
  readonly limit: number;
  readonly offset: number;
  readonly filter?: UserFilter;
}
export interface ListUsersOutput {
  readonly items: readonly PublicUser[];
  readonly total: number;
}

/** Admin listing of accounts, oldest first, paginated by limit/offset, optionally filtered. */
export class ListUsers {
  constructor(private readonly users: UserRepo) {}

  async execute(input: ListUsersInput): Promise<ListUsersOutput> {
    const page = await this.users.list({ limit: input.limit, offset: input.offset }, input.filter);
    return { items: page.items.map(toPublicUser), total: page.total };
  }
}
