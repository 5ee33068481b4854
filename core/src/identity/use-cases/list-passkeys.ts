import type { Passkey } from '../entities/passkey.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';

export interface ListPasskeysInput {
  readonly userId: string;
}
export type ListPasskeysOutput = Passkey[];

/** The caller's passkeys, oldest first (a read, nothing written). */
export class ListPasskeys {
  constructor(private readonly repo: PasskeyRepo) {}

  async execute(input: ListPasskeysInput): Promise<ListPasskeysOutput> {
    return this.repo.listByUser(input.userId);
  }
}
