import type { LinkedIdentity } from '../entities/open-id.js';
import type { LinkedIdentityRepo } from '../ports/linked-identity-repo.js';

export interface ListLinkedIdentitiesInput {
  readonly userId: string;
}
export type ListLinkedIdentitiesOutput = LinkedIdentity[];

/** The caller's linked OpenID providers, oldest first. */
export class ListLinkedIdentities {
  constructor(private readonly identities: LinkedIdentityRepo) {}

  execute(input: ListLinkedIdentitiesInput): Promise<ListLinkedIdentitiesOutput> {
    return this.identities.listByUser(input.userId);
  }
}
