import { raw } from '@mikro-orm/core';
import type { Sql } from '../runner/sql.js';
import {
  isRole,
  type NewUser,
  type UpdateOptions,
  type User,
  type UserFilter,
  type UserPatch,
  type UserRepo,
} from '@metagame/core';
import { UserSchema, type UserRecord } from '../schemas/identity/user-schema.js';
import { isUniqueViolation } from '../unique-violation.js';

/**
 * UserRepo on MikroORM. The two lookups every authenticated request makes are one plain SQL
 * statement each, prepared once per connection (entity hydration cost ~8× the query itself, and a
 * knex round per call as much again, measured in bench/identity.mjs), and
 * never come from an identity map, so token_version is always the committed value. Writes are
 * single native statements, so a bump is atomic without a read-modify-write. `em` is the root
 * manager: MikroORM routes each call to the request's or transaction's fork.
 */
export class MikroOrmUserRepo implements UserRepo {
  constructor(private readonly sql: Sql) {}

  async findById(id: string): Promise<User | null> {
    return this.selectOne('id', id);
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.selectOne('email', email);
  }

  async insert(user: NewUser): Promise<'inserted' | 'email_taken'> {
    try {
      await this.sql.em.insert(UserSchema, { ...user, tokenVersion: user.tokenVersion ?? 0 });
      return 'inserted';
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }

  async update(id: string, patch: UserPatch, options: UpdateOptions = {}): Promise<User | null> {
    // One statement that returns the row as this statement left it: re-reading afterwards could
    // pick up a concurrent bump (a logout racing a refresh) and hand out tokens stamped with it.
    const sets: string[] = [];
    const params: unknown[] = [];
    for (const [field, column] of PATCH_COLUMNS) {
      const value = patch[field];
      if (value === undefined) continue;
      sets.push(`${column} = ?`);
      params.push(value);
    }
    if (options.bumpTokenVersion) sets.push('token_version = token_version + 1');
    let where = 'id = ?';
    params.push(id);
    if (options.expectedTokenVersion !== undefined) {
      where += ' and token_version = ?';
      params.push(options.expectedTokenVersion);
    }
    const record = await this.sql.entity(
      UserSchema,
      `update users set ${sets.join(', ')} where ${where} returning ${USER_COLUMNS}`,
      params,
    );
    return record ? toUser(record) : null;
  }

  async changeEmail(id: string, email: string, at: Date): Promise<User | 'email_taken' | null> {
    // Through the ORM (which reports the unique index's refusal as its own exception), in a
    // savepoint of its own so that refusal does not abort the caller's PostgreSQL transaction.
    try {
      const changed = await this.sql.em.transactional((em) =>
        em.nativeUpdate(UserSchema, { id }, { email, updatedAt: at, tokenVersion: raw('token_version + 1') }),
      );
      return changed > 0 ? await this.findById(id) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }

  async list(
    page: { limit: number; offset: number },
    filter: UserFilter = {},
  ): Promise<{ items: User[]; total: number }> {
    const [records, total] = await this.sql.em.findAndCount(
      UserSchema,
      {
        ...(filter.role === undefined ? {} : { role: filter.role }),
        ...(filter.isActive === undefined ? {} : { isActive: filter.isActive }),
        // Emails are stored lower-cased. A position test rather than LIKE, whose wildcards (`_` is
        // common in addresses) would need an ESCAPE clause.
        ...(filter.emailContains === undefined
          ? {}
          : {
              [raw(this.sql.dialect === 'sqlite' ? 'instr(email, ?)' : 'strpos(email, ?)', [
                filter.emailContains.toLowerCase(),
              ])]: { $gt: 0 },
            }),
      },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: page.limit, offset: page.offset, disableIdentityMap: true },
    );
    return { items: records.map(toUser), total };
  }

  async delete(id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(UserSchema, { id })) > 0;
  }

  private async selectOne(column: 'id' | 'email', value: string): Promise<User | null> {
    const row = await this.sql.prepared(`users_by_${column}`, `${SELECT_USER} where ${column} = ?`, [value]);
    return row ? toUser(this.sql.mapRow(UserSchema, row)) : null;
  }
}

/** Every column of `users`, in the order lookups select them (also joined by the session lookup). */
export const USER_COLUMN_NAMES = [
  'id',
  'email',
  'hashed_password',
  'role',
  'is_active',
  'is_verified',
  'display_name',
  'token_version',
  'created_at',
  'updated_at',
] as const;
const USER_COLUMNS = USER_COLUMN_NAMES.join(', ');
const SELECT_USER = `select ${USER_COLUMNS} from users`;
const PATCH_COLUMNS = [
  ['email', 'email'],
  ['role', 'role'],
  ['isActive', 'is_active'],
  ['isVerified', 'is_verified'],
  ['hashedPassword', 'hashed_password'],
  ['displayName', 'display_name'],
  ['updatedAt', 'updated_at'],
] as const satisfies readonly (readonly [keyof UserPatch, string])[];

/** A `users` row as the domain's User; an unknown stored role is corruption, not a user. */
export function toUser(record: UserRecord): User {
  if (!isRole(record.role)) throw new Error(`users.role holds an unknown role for user ${record.id}`);
  return record;
}
