import { z } from 'zod';
import { RECLASSIFICATION_STATES } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

export const META_TAG = 'metagame';
export const META_PREFIX = '/api/v1/meta';
/** The whole of a format's definitions, shared colour table included (about 1.5 MB for Modern). */
export const DEFINITIONS_MAX_BYTES = 8 * 1024 * 1024;

/** A format as the metagame names it: letters, digits, `-` and `_`, stored lower-case. */
export const MetaFormat = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'A format name: 1 to 64 letters, digits, - or _.' })
  .transform((format) => format.toLowerCase());

export const DefinitionFileWrite = z.strictObject({
  path: Text(300)
    .min(1)
    .describe(
      'Path inside the format folder: `Archetypes/<name>.json`, `Fallbacks/<name>.json`, `color_overrides.json` or the shared `card_colors.json`; other files are ignored.',
    ),
  text: Text(DEFINITIONS_MAX_BYTES).describe(
    'The file as written: a byte-order mark, CRLF line ends and trailing commas are accepted.',
  ),
});

export const DefinitionsImportRequest = z
  .strictObject({
    format: MetaFormat,
    files: z
      .array(DefinitionFileWrite)
      .min(1)
      .max(5_000)
      .describe('In load order, which decides ties between archetypes.'),
  })
  .meta({
    id: 'ArchetypeDefinitionsImport',
    description: 'A format’s archetype definitions in the community’s open rule format, one entry per file.',
    examples: [
      {
        format: 'modern',
        files: [
          {
            path: 'Archetypes/Burn.json',
            text: '{ "Name": "Burn", "IncludeColorInName": false, "Conditions": [ { "Type": "InMainboard", "Cards": ["Lava Spike"] } ] }',
          },
          {
            path: 'Fallbacks/GenericAggro.json',
            text: '{ "Name": "GenericAggro", "IncludeColorInName": true, "CommonCards": ["Goblin Guide"] }',
          },
        ],
      },
    ],
  });

export const ReclassificationRead = z
  .object({
    id: z.uuid(),
    format: z.string(),
    definition_set_id: z.uuid(),
    state: z
      .enum(RECLASSIFICATION_STATES)
      .describe('`superseded`: newer definitions of the format started a run of their own.'),
    started_at: Timestamp,
    finished_at: Timestamp.nullable(),
    total: z.number().int().describe('Decks of the format when the run started.'),
    done: z.number().int().describe('Decks labelled so far.'),
    counts: z
      .object({ rule: z.number().int(), fallback: z.number().int(), unknown: z.number().int() })
      .describe('How the decks labelled so far matched.'),
    message: z.string().nullable().describe('Why the run failed or was superseded.'),
  })
  .meta({
    id: 'Reclassification',
    description: 'The run that labels every deck of a format with its newest definitions.',
  });

export const DefinitionSetRead = z
  .object({
    id: z.uuid(),
    format: z.string(),
    imported_at: Timestamp,
    archetype_count: z.number().int(),
    fallback_count: z.number().int(),
  })
  .meta({
    id: 'ArchetypeDefinitionSet',
    description: 'A format’s imported definitions: from now on its current ones.',
  });

export const DefinitionsImported = z
  .object({ definition_set: DefinitionSetRead, reclassification: ReclassificationRead })
  .meta({
    id: 'ArchetypeDefinitionsImported',
    description: 'The stored definitions and the reclassification they started.',
  });

export const FormatQuery = z.strictObject({ format: MetaFormat });

export const DeckArchetypeParams = z.strictObject({ deck_id: z.uuid({ error: 'Must be a UUID.' }) });

export const DeckArchetypeWrite = z
  .strictObject({
    archetype: Text(200)
      .trim()
      .min(1)
      .nullable()
      .describe('The archetype by hand; null gives the label back to the classifier.'),
  })
  .meta({
    id: 'DeckArchetypeOverride',
    description: 'A tournament deck’s archetype set by hand.',
    examples: [{ archetype: 'Boros Energy' }],
  });

export const DeckArchetypeRead = z
  .object({
    deck_id: z.uuid(),
    format: z.string(),
    archetype: z
      .string()
      .nullable()
      .describe('The archetype that counts: the override when there is one, else the classifier’s.'),
    classified_archetype: z.string().nullable().describe('The classifier’s label; null until classified.'),
    archetype_match: z.enum(['rule', 'fallback', 'unknown']).nullable().describe('How the classifier matched.'),
    archetype_override: z.string().nullable(),
  })
  .meta({
    id: 'DeckArchetype',
    description: 'A tournament deck’s archetype labels; reclassification keeps an override.',
  });

export const DefinitionProblemRead = z.object({
  file: z.string(),
  path: z.string().describe('JSON path inside the file, e.g. `Conditions[2].Type`; empty for the whole file.'),
  message: z.string(),
});
