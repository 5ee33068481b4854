import type { SharedUser } from '../entities/user-settings.js';
import type { UserSettingsRepo } from '../ports/user-settings-repo.js';

export interface ListSharedUsersInput {
  readonly callerId: string;
}
export type ListSharedUsersOutput = SharedUser[];

/** The users whose data the caller may read (they share with everyone), the caller excluded. */
export class ListSharedUsers {
  constructor(private readonly settings: UserSettingsRepo) {}

  async execute(input: ListSharedUsersInput): Promise<ListSharedUsersOutput> {
    return this.settings.listSharing(input.callerId);
  }
}
