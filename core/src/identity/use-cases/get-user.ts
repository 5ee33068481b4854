import { err, ok, type Result } from '../../shared/result.js';
import { toPublicUser, type PublicUser } from '../entities/user.js';
import { userNotFound, type UserNotFound } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface GetUserInput {
  readonly userId: string;
}
export type GetUserOutput = PublicUser;

/** One account's public view (admin lookup). */
export class GetUser {
  constructor(private readonly users: UserRepo) {}

  async execute(input: GetUserInput): Promise<Result<GetUserOutput, UserNotFound>> {
    const user = await this.users.findById(input.userId);
    return user ? ok(toPublicUser(user)) : err(userNotFound());
  }
}
