import type { ApiToken, ApiTokenHolder, ApiTokenOwner, ApiTokenRepo, TeamRoleLookup } from '@metagame/core';
import type { InMemoryUserRepo } from './in-memory-user-repo.js';

const owns = (owner: ApiTokenOwner, token: ApiToken): boolean =>
  owner.teamId === undefined ? token.userId === owner.userId && token.teamId === null : token.teamId === owner.teamId;

/**
 * ApiTokenRepo in a Map beside an InMemoryUserRepo and a team-role lookup, honouring the same
 * contract as the database adapter. `lookups` counts reads by hash, so a test can see a malformed
 * token refused before any.
 */
export class InMemoryApiTokenRepo implements ApiTokenRepo {
  readonly rows = new Map<string, ApiToken>();
  lookups = 0;

  constructor(
    private readonly users: InMemoryUserRepo,
    private readonly roles: TeamRoleLookup,
  ) {}

  async insert(token: ApiToken): Promise<void> {
    if ([...this.rows.values()].some((t) => t.secretHash === token.secretHash)) throw new Error('duplicate hash');
    if (!(await this.users.findById(token.userId))) throw new Error('no such user');
    this.rows.set(token.id, { ...token, scopes: [...token.scopes] });
  }

  async findBySecretHash(secretHash: string): Promise<ApiTokenHolder | null> {
    this.lookups += 1;
    const token = [...this.rows.values()].find((t) => t.secretHash === secretHash);
    if (!token) return null;
    const user = await this.users.findById(token.userId);
    if (!user) return null;
    const creatorTeamRole = token.teamId === null ? null : await this.roles.roleOf(token.teamId, token.userId);
    return { token, user, creatorTeamRole };
  }

  async list(owner: ApiTokenOwner): Promise<ApiToken[]> {
    return [...this.rows.values()]
      .filter((t) => owns(owner, t) && t.revokedAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  async countLive(owner: ApiTokenOwner, now: Date): Promise<number> {
    return [...this.rows.values()].filter(
      (t) => owns(owner, t) && t.revokedAt === null && t.expiresAt.getTime() > now.getTime(),
    ).length;
  }

  async revoke(owner: ApiTokenOwner, tokenId: string, at: Date): Promise<boolean> {
    const token = this.rows.get(tokenId);
    if (!token || !owns(owner, token) || token.revokedAt !== null) return false;
    this.rows.set(tokenId, { ...token, revokedAt: at });
    return true;
  }

  async touch(tokenId: string, at: Date, notBefore: Date): Promise<void> {
    const token = this.rows.get(tokenId);
    if (!token || (token.lastUsedAt !== null && token.lastUsedAt.getTime() >= notBefore.getTime())) return;
    this.rows.set(tokenId, { ...token, lastUsedAt: at });
  }

  async deleteEnded(expiredBefore: Date): Promise<number> {
    const ended = [...this.rows.values()].filter(
      (t) => t.revokedAt !== null || t.expiresAt.getTime() < expiredBefore.getTime(),
    );
    for (const token of ended) this.rows.delete(token.id);
    return ended.length;
  }
}
