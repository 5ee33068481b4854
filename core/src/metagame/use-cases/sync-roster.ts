import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { MetaDeck } from '../../tracker/entities/meta-deck.js';
import type { MetaDeckRepo } from '../../tracker/ports/meta-deck-repo.js';
import { UNKNOWN_ARCHETYPE } from '../classifier/classify-deck.js';
import type { EventWeighting } from '../entities/event-weighting.js';
import type { MetaWindow } from '../entities/meta-window.js';
import { mostPlayed, rosterFigures, type RosterFigures } from '../entities/roster-figures.js';
import type { RosterSnapshot, RosterSnapshotRow } from '../entities/roster-snapshot.js';
import type { RosterSnapshotRepo } from '../ports/roster-snapshot-repo.js';
import type { GetMetaShare } from './get-meta-share.js';

export interface SyncRosterInput {
  readonly ownerId: string;
  readonly window: MetaWindow;
  readonly weighting: EventWeighting;
  /** Create roster decks for this many of the most played archetypes the roster does not name yet. */
  readonly createTop: number;
}
export type SyncRosterOutput = RosterSnapshot;

/**
 * One sync of a workspace's roster from the public metagame: every active roster deck naming an
 * archetype of the window's format takes the archetype's presence and top 8 where the sync owns the
 * figure (a hand-typed one stays), decks are created for the most played archetypes when asked,
 * and a dated snapshot keeps what was read and written. All of it in one transaction.
 */
export class SyncRoster {
  constructor(
    private readonly share: GetMetaShare,
    private readonly decks: MetaDeckRepo,
    private readonly snapshots: RosterSnapshotRepo,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: SyncRosterInput): Promise<SyncRosterOutput> {
    const table = await this.share.execute({ window: input.window, weighting: input.weighting });
    const figures = rosterFigures(table, input.weighting !== 'none');
    return this.unitOfWork.run(async () => {
      const roster = await this.decks.list(input.ownerId, { includeArchived: false });
      const linked = roster.filter((d) => d.publicArchetype?.format === input.window.format);
      const named = new Set(linked.map((d) => d.publicArchetype!.name));
      const created: MetaDeck[] = [];
      for (const archetype of mostPlayed(table, input.createTop, new Set([...named, UNKNOWN_ARCHETYPE]))) {
        created.push(await this.create(input, archetype, figures(archetype)));
      }
      const rows: RosterSnapshotRow[] = [];
      for (const deck of linked) rows.push(await this.apply(input.ownerId, deck, figures(deck.publicArchetype!.name)));
      for (const deck of created) rows.push(row(deck, figures(deck.publicArchetype!.name), true));
      rows.sort((a, b) => b.share - a.share || compare(a.name, b.name) || compare(a.metaDeckId, b.metaDeckId));
      const snapshot: RosterSnapshot = {
        id: this.ids.newId(),
        ownerId: input.ownerId,
        takenAt: this.clock.now(),
        format: input.window.format,
        from: input.window.from,
        to: input.window.to,
        weighting: input.weighting,
        fieldDecks: table.decks,
        createdDecks: created.length,
        rows,
      };
      await this.snapshots.insert(snapshot);
      return snapshot;
    });
  }

  /** Writes the figures the sync owns; a deck whose figures are all the hand's is left as it is. */
  private async apply(ownerId: string, deck: MetaDeck, from: RosterFigures): Promise<RosterSnapshotRow> {
    const presence = deck.presenceSource === 'sync' ? from.presence : deck.presence;
    const top8 = deck.top8Source === 'sync' ? from.top8 : deck.top8;
    if (presence === deck.presence && top8 === deck.top8) return row(deck, from, false);
    const updated = (await this.decks.update(ownerId, deck.id, { ...deck, presence, top8 })) ?? deck;
    return row(updated, from, false);
  }

  private async create(input: SyncRosterInput, archetype: string, from: RosterFigures): Promise<MetaDeck> {
    const deck: MetaDeck = {
      id: this.ids.newId(),
      ownerId: input.ownerId,
      name: archetype.slice(0, 200),
      tier: 0,
      category: 'midrange',
      decklistNotes: '',
      top8: from.top8,
      presence: from.presence,
      expected: 'as_expected',
      testsStatus: '',
      publicArchetype: { format: input.window.format, name: archetype },
      presenceSource: 'sync',
      top8Source: 'sync',
      archivedAt: null,
      createdAt: this.clock.now(),
    };
    await this.decks.insert(deck);
    return deck;
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const row = (deck: MetaDeck, from: RosterFigures, created: boolean): RosterSnapshotRow => ({
  metaDeckId: deck.id,
  name: deck.name,
  archetype: deck.publicArchetype!.name,
  decks: from.decks,
  share: from.share,
  publicPresence: from.presence,
  publicTop8: from.top8,
  presence: deck.presence,
  top8: deck.top8,
  presenceSource: deck.presenceSource,
  top8Source: deck.top8Source,
  created,
});
