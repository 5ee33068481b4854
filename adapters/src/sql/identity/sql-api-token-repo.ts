import {
  isApiTokenScope,
  TEAM_ROLES,
  type ApiToken,
  type ApiTokenHolder,
  type ApiTokenOwner,
  type ApiTokenRepo,
  type ApiTokenScope,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { UserSchema } from '../schemas/identity/user-schema.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';
import { toUser, USER_COLUMN_NAMES } from './mikro-orm-user-repo.js';

type Instant = Date | number | string;
type TokenRow = {
  id: string;
  user_id: string;
  team_id: string | null;
  name: string;
  scopes: string;
  prefix: string;
  secret_hash: string;
  created_at: Instant;
  last_used_at: Instant | null;
  expires_at: Instant;
  revoked_at: Instant | null;
};

const TOKEN_COLUMN_NAMES = [
  'id',
  'user_id',
  'team_id',
  'name',
  'scopes',
  'prefix',
  'secret_hash',
  'created_at',
  'last_used_at',
  'expires_at',
  'revoked_at',
] as const;
const COLUMNS = TOKEN_COLUMN_NAMES.join(', ');

/**
 * The read every token-authenticated request makes: the token by its unique hash, its creator by
 * primary key and the creator's membership of the token's team by primary key, in one statement
 * (named, so PostgreSQL parses it once per connection). Token columns are prefixed `t_` so they do
 * not collide with the user's.
 */
const BY_HASH = `select ${TOKEN_COLUMN_NAMES.map((c) => `t.${c} as t_${c}`).join(', ')},
  ${USER_COLUMN_NAMES.map((c) => `u.${c}`).join(', ')}, m.role as creator_team_role
  from api_tokens t join users u on u.id = t.user_id
  left join team_members m on m.team_id = t.team_id and m.user_id = t.user_id
  where t.secret_hash = ?`;

const ownerClause = (owner: ApiTokenOwner): [string, string] =>
  owner.teamId === undefined ? ['user_id = ? and team_id is null', owner.userId] : ['team_id = ?', owner.teamId];

/** ApiTokenRepo on `api_tokens`; every write is one statement whose WHERE carries the owner and state. */
export class SqlApiTokenRepo implements ApiTokenRepo {
  constructor(private readonly sql: Sql) {}

  async insert(t: ApiToken): Promise<void> {
    await this.sql.run(`insert into api_tokens (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      t.id,
      t.userId,
      t.teamId,
      t.name,
      t.scopes.join(' '),
      t.prefix,
      t.secretHash,
      t.createdAt,
      t.lastUsedAt,
      t.expiresAt,
      t.revokedAt,
    ]);
  }

  async findBySecretHash(secretHash: string): Promise<ApiTokenHolder | null> {
    const row = await this.sql.prepared('api_token_by_hash', BY_HASH, [secretHash]);
    if (!row) return null;
    const tokenRow: Record<string, unknown> = {};
    const userRow: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith('t_')) tokenRow[key.slice(2)] = value;
      else if (key !== 'creator_team_role') userRow[key] = value;
    }
    const role = row.creator_team_role;
    return {
      token: toToken(tokenRow as TokenRow),
      user: toUser(this.sql.mapRow(UserSchema, userRow)),
      creatorTeamRole:
        role === null || role === undefined ? null : storedEnum(TEAM_ROLES, String(role), 'team_members.role'),
    };
  }

  async list(owner: ApiTokenOwner): Promise<ApiToken[]> {
    const [where, id] = ownerClause(owner);
    const rows = await this.sql.all<TokenRow>(
      `select ${COLUMNS} from api_tokens where ${where} and revoked_at is null order by created_at desc, id desc`,
      [id],
    );
    return rows.map(toToken);
  }

  async countLive(owner: ApiTokenOwner, now: Date): Promise<number> {
    const [where, id] = ownerClause(owner);
    return this.sql.count(
      `select count(*) as n from api_tokens where ${where} and revoked_at is null and expires_at > ?`,
      [id, now],
    );
  }

  async revoke(owner: ApiTokenOwner, tokenId: string, at: Date): Promise<boolean> {
    const [where, id] = ownerClause(owner);
    const changed = await this.sql.run(
      `update api_tokens set revoked_at = ? where id = ? and ${where} and revoked_at is null`,
      [at, tokenId, id],
    );
    return changed > 0;
  }

  async touch(tokenId: string, at: Date, notBefore: Date): Promise<void> {
    await this.sql.run(
      'update api_tokens set last_used_at = ? where id = ? and (last_used_at is null or last_used_at < ?)',
      [at, tokenId, notBefore],
    );
  }

  async deleteEnded(expiredBefore: Date): Promise<number> {
    return this.sql.run('delete from api_tokens where revoked_at is not null or expires_at < ?', [expiredBefore]);
  }
}

const optionalDate = (value: Instant | null): Date | null => (value === null ? null : toDate(value));

const toScopes = (stored: string): ApiTokenScope[] =>
  stored.split(' ').map((scope) => {
    if (!isApiTokenScope(scope)) throw new Error(`api_tokens.scopes holds an unknown scope: ${scope}`);
    return scope;
  });

const toToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  userId: row.user_id,
  teamId: row.team_id ?? null,
  name: row.name,
  scopes: toScopes(row.scopes),
  prefix: row.prefix,
  secretHash: row.secret_hash.trim(),
  createdAt: toDate(row.created_at),
  lastUsedAt: optionalDate(row.last_used_at ?? null),
  expiresAt: toDate(row.expires_at),
  revokedAt: optionalDate(row.revoked_at ?? null),
});
