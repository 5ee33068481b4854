import type { Dialect } from '../runner/dialect.js';
import type { Sql } from '../runner/sql.js';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  DECKLIST_SOURCES,
  type DecklistVersion,
  type DecklistVersionLabel,
  type DecklistVersionRepo,
  type NewDecklistVersion,
} from '@metagame/core';
import { DecklistVersionSchema, type DecklistVersionRecord } from '../schemas/tracker/decklist-version-schema.js';
import { PersonalDeckSchema } from '../schemas/tracker/personal-deck-schema.js';
import { isUniqueViolation } from '../unique-violation.js';
import { storedEnum } from './stored-enum.js';

const MAX_ATTEMPTS = 8;

/** Holds the deck row until the transaction ends, so appends to one deck queue up. */
type LockDeck = (em: EntityManager, input: NewDecklistVersion) => Promise<void>;
const LOCK_DECK: Readonly<Record<Dialect, LockDeck>> = {
  postgresql: async (em, input) => {
    const lockOptions = { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true, fields: ['id'] as const };
    const deck = await em.findOne(
      PersonalDeckSchema,
      { id: input.personalDeckId, ownerId: input.ownerId },
      lockOptions,
    );
    if (!deck) throw new Error(`personal deck ${input.personalDeckId} of ${input.ownerId} is gone`);
  },
  // SQLite serialises writers by itself: the transaction's first write waits for the others.
  sqlite: async () => {},
};

/**
 * DecklistVersionRepo on MikroORM. Numbering: in one transaction (a savepoint when nested), lock the
 * deck row (Postgres: SELECT … FOR UPDATE; SQLite serialises writers by itself), read the highest
 * version, insert highest + 1. Concurrent appends queue on the lock; the unique (deck, version) index
 * is the last guard, and a violation is retried a bounded number of times instead of surfacing.
 */
export class MikroOrmDecklistVersionRepo implements DecklistVersionRepo {
  private readonly lockDeck: LockDeck;

  constructor(private readonly sql: Sql) {
    this.lockDeck = LOCK_DECK[sql.dialect];
  }

  async appendNext(input: NewDecklistVersion): Promise<DecklistVersion> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.sql.em.transactional((em) => this.insertNext(em, input));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async listByDeck(ownerId: string, personalDeckId: string): Promise<DecklistVersion[]> {
    const records = await this.sql.em.find(
      DecklistVersionSchema,
      { ownerId, personalDeckId },
      { disableIdentityMap: true, orderBy: { version: 'desc' } },
    );
    return records.map(toDomain);
  }

  async findOwned(ownerId: string, id: string): Promise<DecklistVersion | null> {
    const record = await this.sql.em.findOne(DecklistVersionSchema, { id, ownerId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async listLabels(ownerId: string, personalDeckId?: string): Promise<DecklistVersionLabel[]> {
    const where = personalDeckId === undefined ? { ownerId } : { ownerId, personalDeckId };
    const fields = ['id', 'personalDeckId', 'version', 'createdAt'] as const;
    const records = await this.sql.em.find(DecklistVersionSchema, where, {
      disableIdentityMap: true,
      fields,
      orderBy: { personalDeckId: 'asc', version: 'desc' },
    });
    return records.map((r) => ({
      id: r.id,
      personalDeckId: r.personalDeckId,
      version: r.version,
      createdAt: r.createdAt,
    }));
  }

  async findLatest(ownerId: string, personalDeckId: string): Promise<DecklistVersion | null> {
    const record = await this.sql.em.findOne(
      DecklistVersionSchema,
      { ownerId, personalDeckId },
      { disableIdentityMap: true, orderBy: { version: 'desc' } },
    );
    return record ? toDomain(record) : null;
  }

  async delete(ownerId: string, personalDeckId: string, versionId: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(DecklistVersionSchema, { id: versionId, ownerId, personalDeckId })) > 0;
  }

  private async insertNext(em: EntityManager, input: NewDecklistVersion): Promise<DecklistVersion> {
    await this.lockDeck(em, input);
    const latest = await em.findOne(
      DecklistVersionSchema,
      { personalDeckId: input.personalDeckId },
      { disableIdentityMap: true, orderBy: { version: 'desc' }, fields: ['version'] },
    );
    const version: DecklistVersion = { ...input, version: (latest?.version ?? 0) + 1 };
    await em.insert(DecklistVersionSchema, { ...version });
    return version;
  }
}

const toDomain = (record: DecklistVersionRecord): DecklistVersion => ({
  ...record,
  source: storedEnum(DECKLIST_SOURCES, record.source, 'decklist_versions.source'),
});
