import { err, ok, type Result } from '../../shared/result.js';
import { deckNotFound, type MetagameNotFound } from '../archetype-errors.js';
import type { DeckArchetype } from '../entities/deck-archetype.js';
import type { DeckArchetypeRepo } from '../ports/deck-archetype-repo.js';

export interface OverrideDeckArchetypeInput {
  readonly deckId: string;
  /** The archetype a person says the deck is; null gives the label back to the classifier. */
  readonly archetype: string | null;
}
export type OverrideDeckArchetypeOutput = DeckArchetype;

/** Sets a published deck's archetype by hand; reclassification keeps it. */
export class OverrideDeckArchetype {
  constructor(private readonly decks: DeckArchetypeRepo) {}

  async execute(input: OverrideDeckArchetypeInput): Promise<Result<OverrideDeckArchetypeOutput, MetagameNotFound>> {
    const archetype = input.archetype?.trim() ?? null;
    const deck = await this.decks.setOverride(input.deckId, archetype === '' ? null : archetype);
    return deck ? ok(deck) : err(deckNotFound());
  }
}
