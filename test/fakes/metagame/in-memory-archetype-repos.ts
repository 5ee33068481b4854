import {
  effectiveArchetype,
  parseDefinitionFiles,
  type ArchetypeDefinitionRepo,
  type DeckArchetype,
  type DeckArchetypeRepo,
  type DeckClassification,
  type DeckToClassify,
  type DefinitionFile,
  type DefinitionSet,
  type Classification,
  type PublicDeckCards,
  type Clock,
  type Reclassification,
  type ReclassificationHolder,
  type ReclassificationRepo,
  type StoredDefinitionSet,
} from '@metagame/core';
import { ControllableClock } from '@metagame/testkit';

export class InMemoryArchetypeDefinitionRepo implements ArchetypeDefinitionRepo {
  readonly sets: StoredDefinitionSet[] = [];

  async current(format: string): Promise<DefinitionSet | null> {
    const newest = this.sets.filter((set) => set.format === format).at(-1);
    if (!newest) return null;
    const parsed = parseDefinitionFiles(format, newest.files);
    if (!parsed.ok) throw new Error(`stored definitions of ${format} no longer parse`);
    return parsed.definitions;
  }

  async currentFiles(format: string): Promise<readonly DefinitionFile[] | null> {
    return this.sets.filter((set) => set.format === format).at(-1)?.files ?? null;
  }

  async save(set: StoredDefinitionSet): Promise<void> {
    this.sets.push(set);
  }
}

export class InMemoryReclassificationRepo implements ReclassificationRepo {
  readonly runs = new Map<string, Reclassification>();
  /** Each run's holder: whether its process runs (as the test sets it) and its last progress. */
  readonly holders = new Map<string, { alive: boolean | null; heartbeatAt: Date }>();

  constructor(private readonly clock: Clock = new ControllableClock('2026-01-01T00:00:00Z')) {}

  async start(run: Reclassification): Promise<void> {
    this.runs.set(run.id, run);
    this.holders.set(run.id, { alive: true, heartbeatAt: this.clock.now() });
  }

  async save(run: Reclassification): Promise<void> {
    this.runs.set(run.id, run);
    const holder = this.holders.get(run.id);
    if (holder) this.holders.set(run.id, { ...holder, heartbeatAt: this.clock.now() });
  }

  async latest(format: string): Promise<Reclassification | null> {
    return [...this.runs.values()].filter((run) => run.format === format).at(-1) ?? null;
  }

  async holderOf(runId: string): Promise<ReclassificationHolder | null> {
    return this.holders.get(runId) ?? null;
  }
}

export interface StoredDeck {
  readonly id: string;
  readonly format: string;
  readonly cards: PublicDeckCards;
  classification: Classification | null;
  override: string | null;
}

export class InMemoryDeckArchetypeRepo implements DeckArchetypeRepo {
  readonly decks = new Map<string, StoredDeck>();
  /** Labels written so far, counted row by row. */
  labelsWritten = 0;

  add(id: string, format: string, cards: PublicDeckCards): void {
    this.decks.set(id, { id, format, cards, classification: null, override: null });
  }

  async countOfFormat(format: string): Promise<number> {
    return [...this.decks.values()].filter((deck) => deck.format === format).length;
  }

  async pageOfFormat(format: string, afterId: string | null, limit: number): Promise<DeckToClassify[]> {
    return [...this.decks.values()]
      .filter((deck) => deck.format === format && (afterId === null || deck.id > afterId))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map(({ id, cards, classification }) => ({ id, cards, current: classification }));
  }

  async saveClassifications(rows: readonly DeckClassification[]): Promise<void> {
    this.labelsWritten += rows.length;
    for (const row of rows) {
      const deck = this.decks.get(row.id);
      if (deck) deck.classification = row.classification;
    }
  }

  async setOverride(deckId: string, archetype: string | null): Promise<DeckArchetype | null> {
    const deck = this.decks.get(deckId);
    if (!deck) return null;
    deck.override = archetype;
    const classified = deck.classification?.archetype ?? null;
    return {
      deckId,
      format: deck.format,
      classified,
      match: deck.classification?.match ?? null,
      override: archetype,
      effective: effectiveArchetype(classified, archetype),
    };
  }
}
