import { err, ok, type Result } from '../../shared/result.js';
import { normaliseEmail } from '../entities/email.js';
import { toPublicUser, type PublicUser } from '../entities/user.js';
import { userNotFound, type UserNotFound } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

/** By id, or by email (normalised here) for the operator's command line. */
export type GetUserInput = { readonly userId: string } | { readonly email: string };
export type GetUserOutput = PublicUser;

/** One account's public view (admin lookup, by id or email). */
export class GetUser {
  constructor(private readonly users: UserRepo) {}

  async execute(input: GetUserInput): Promise<Result<GetUserOutput, UserNotFound>> {
    const user =
      'userId' in input
        ? await this.users.findById(input.userId)
        : await this.users.findByEmail(normaliseEmail(input.email));
    return user ? ok(toPublicUser(user)) : err(userNotFound());
  }
}
