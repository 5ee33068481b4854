import { z } from 'zod';
import {
  DECK_SECTIONS,
  DECKLIST_CONTENT_MAX_LENGTH,
  DECKLIST_SOURCES,
  EXPECTATIONS,
  isValidTier,
  META_DECK_CATEGORIES,
  PERSONAL_DECK_NAME_MAX_LENGTH,
} from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';
import { IgnoredOwnerId, LongText, Name as NameOf } from './common.js';
import { ROSTER_LINK_READ, ROSTER_LINK_WRITE } from './roster-link-schemas.js';

const Name = NameOf(PERSONAL_DECK_NAME_MAX_LENGTH);
const Count = z.number().int().min(0).max(1_000_000);

export const DecklistSourceSchema = z
  .enum(DECKLIST_SOURCES)
  .meta({ id: 'DecklistSource', description: '`manual`, or the deck builder a URL import read.' });
export const MetaDeckCategorySchema = z
  .enum(META_DECK_CATEGORIES)
  .meta({ id: 'MetaDeckCategory', description: 'The archetype category of a roster deck.' });
export const ExpectationSchema = z
  .enum(EXPECTATIONS)
  .meta({ id: 'Expectation', description: 'How often the player expects to meet a roster deck.' });

export const PersonalDeckCreate = z.strictObject({ name: Name, owner_id: IgnoredOwnerId }).meta({
  id: 'PersonalDeckCreate',
  description: 'A new personal deck: the deck the player plays.',
  examples: [{ name: 'Mono-Red Burn' }],
});

export const PersonalDeckRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid(),
    name: z.string(),
    archived_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'PersonalDeckRead', description: 'A personal deck; its lists are its decklist versions.' });

export const DecklistVersionCreate = z
  .strictObject({
    content: Text(DECKLIST_CONTENT_MAX_LENGTH).min(1),
    source: DecklistSourceSchema.default('manual'),
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'DecklistVersionCreate',
    description: 'A decklist as text (one `N Card Name` a line), saved as the deck’s next version.',
    examples: [
      { content: '4 Lightning Bolt\n4 Goblin Guide\n20 Mountain\n\nSideboard\n2 Pyroblast', source: 'manual' },
    ],
  });

export const DecklistVersionRead = z
  .object({
    id: z.uuid(),
    personal_deck_id: z.uuid(),
    version: z.number().int(),
    content: z.string(),
    cards: z
      .array(
        z
          .object({ section: z.enum(DECK_SECTIONS), card_name: z.string(), quantity: z.number().int() })
          .meta({ id: 'DecklistCard', description: 'A card of a decklist version, its section and copies.' }),
      )
      .describe(
        'The cards of `content` as the server reads them (sections, `SB:` prefixes, the MTGO blank line; maybeboard and tokens left out): ' +
          'one entry per card and section in list order, copies summed. The same reading diffs compare and sideboard plans are checked against.',
      ),
    source: DecklistSourceSchema,
    created_at: Timestamp,
  })
  .meta({
    id: 'DecklistVersionRead',
    description: 'One numbered version of a personal deck’s list, as written and as read.',
  });

/** numeric(2,1): 0.0–9.9 with at most one decimal; more precision is refused, never rounded. */
export const Tier = z
  .number()
  .refine(isValidTier, { error: 'Tier must be between 0.0 and 9.9 with at most one decimal.' });

export const MetaDeckWrite = z
  .strictObject({
    name: Name,
    tier: Tier,
    category: MetaDeckCategorySchema,
    decklist_notes: LongText.default(''),
    top8: Count,
    presence: Count,
    expected: ExpectationSchema,
    tests_status: LongText.default(''),
    ...ROSTER_LINK_WRITE,
    owner_id: IgnoredOwnerId,
  })
  .meta({
    id: 'MetaDeckWrite',
    description:
      'A roster deck: a deck of the metagame the player expects to face, with its tier and results in events.',
    examples: [
      {
        name: 'Sligh',
        tier: 1.5,
        category: 'aggro',
        decklist_notes: '',
        top8: 12,
        presence: 40,
        expected: 'more_expected',
        tests_status: '',
      },
    ],
  });

export const MetaDeckRead = z
  .object({
    id: z.uuid(),
    owner_id: z.uuid(),
    name: z.string(),
    tier: z.number(),
    category: MetaDeckCategorySchema,
    decklist_notes: z.string(),
    top8: z.number().int(),
    presence: z.number().int(),
    expected: ExpectationSchema,
    tests_status: z.string(),
    ...ROSTER_LINK_READ,
    conversion: z.number().nullable().describe('top8 / presence, computed by the server; null when presence is 0.'),
    archived_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'MetaDeckRead', description: 'A roster deck, with its conversion computed by the server.' });
