import { wireEncoder } from '../wire-codec.js';
import { DeckArchetypeRead, DefinitionSetRead, ReclassificationRead } from './archetype-schemas.js';

/** How archetype records leave the API: the schemas' keys are the whitelist (a set's files stay inside). */
export const reclassificationCodec = { toWire: wireEncoder(ReclassificationRead) };
export const definitionSetCodec = { toWire: wireEncoder(DefinitionSetRead) };
export const deckArchetypeCodec = { toWire: wireEncoder(DeckArchetypeRead) };
