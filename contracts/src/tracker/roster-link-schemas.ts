import { z } from 'zod';
import { FIGURE_SOURCES } from '@metagame/core';
import { MetaFormat } from '../metagame/reads-schemas.js';
import { Name } from './common.js';

/** The public archetype a roster deck stands for. */
export const PublicArchetypeLinkSchema = z
  .strictObject({
    format: MetaFormat,
    name: Name(200).describe('The archetype as the public metagame names it (exactly, e.g. `Boros Energy`).'),
  })
  .meta({
    id: 'PublicArchetypeLink',
    description: 'A public archetype (format and name) whose presence and top 8 a sync copies into the roster deck.',
  });

export const FigureSourceSchema = z.enum(FIGURE_SOURCES).meta({
  id: 'FigureSource',
  description:
    'Who owns a roster figure: `manual` (typed by hand; a sync leaves it alone) or `sync` (every sync rewrites it).',
});

/** The write's optional link and sources (a PUT replaces the link: left out, the deck names none). */
export const ROSTER_LINK_WRITE = {
  public_archetype: PublicArchetypeLinkSchema.nullable()
    .default(null)
    .describe('The public archetype the deck stands for; null (the default) for none.'),
  presence_source: FigureSourceSchema.optional().describe(
    'Left out: `manual` when `presence` differs from the stored value (a new deck’s is 0), else unchanged. `sync` hands presence back to the sync.',
  ),
  top8_source: FigureSourceSchema.optional().describe('As `presence_source`, for `top8`.'),
};

export const ROSTER_LINK_READ = {
  public_archetype: PublicArchetypeLinkSchema.nullable(),
  presence_source: FigureSourceSchema,
  top8_source: FigureSourceSchema,
};
