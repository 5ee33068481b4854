import { deckArchetypeCodec, definitionSetCodec, reclassificationCodec } from '@metagame/contracts';
import type { DeckArchetype, Reclassification, StoredDefinitionSet } from '@metagame/core';

export const presentReclassification = (run: Reclassification) => reclassificationCodec.toWire(run);

export const presentDefinitionSet = (set: StoredDefinitionSet) => definitionSetCodec.toWire(set);

export const presentDeckArchetype = (deck: DeckArchetype) =>
  deckArchetypeCodec.toWire({
    deckId: deck.deckId,
    format: deck.format,
    archetype: deck.effective,
    classifiedArchetype: deck.classified,
    archetypeMatch: deck.match,
    archetypeOverride: deck.override,
  });
