import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { camelCase, wireDecoder, wireEncoder } from '@metagame/contracts';

const Read = z.object({
  id: z.string(),
  game2_on_play: z.boolean().nullable(),
  created_at: z.string(),
  archived_at: z.string().nullable(),
  swap: z.object({ card_name: z.string() }).nullable(),
  cards: z.array(z.object({ card_name: z.string(), quantity: z.number() })),
  tags: z.array(z.string()),
});
const Write = z.strictObject({
  personal_deck_id: z.string(),
  decklist_version_id: z.string().nullable().optional(),
  owner_id: z.unknown().optional(),
});
const at = new Date('2026-01-02T03:04:05.000Z');
const domain = {
  id: 'x',
  game2OnPlay: null,
  createdAt: at,
  archivedAt: null,
  swap: { cardName: 'Duress' },
  cards: [{ cardName: 'Bolt', quantity: 4 }],
  tags: ['a'],
};

describe('camelCase', () => {
  it('joins snake_case words, a digit ending a word', () => {
    expect(camelCase('game2_on_play')).toBe('game2OnPlay');
  });

  it('leaves a one-word key as it is', () => {
    expect(camelCase('top8')).toBe('top8');
  });
});

describe('wireEncoder', () => {
  const encode = wireEncoder(Read);

  it('writes the read schema’s keys in its order, instants as ISO strings', () => {
    expect(JSON.stringify(encode(domain))).toBe(
      '{"id":"x","game2_on_play":null,"created_at":"2026-01-02T03:04:05.000Z","archived_at":null,' +
        '"swap":{"card_name":"Duress"},"cards":[{"card_name":"Bolt","quantity":4}],"tags":["a"]}',
    );
  });

  it('leaves out domain fields the schema does not name, in nested objects and lists too', () => {
    const leaky = {
      ...domain,
      hashedPassword: 'h',
      swap: { cardName: 'D', secret: 1 },
      cards: [{ cardName: 'B', quantity: 1, secret: 2 }],
    };
    expect(JSON.stringify(encode(leaky))).not.toMatch(/hashed|secret/);
  });

  it('keeps a null nested object null', () => {
    expect(encode({ ...domain, swap: null }).swap).toBeNull();
  });
});

describe('wireDecoder', () => {
  const decode = wireDecoder(Write, ['owner_id']);

  it('reads a body into camelCase fields', () => {
    expect(decode({ personal_deck_id: 'p', decklist_version_id: null })).toEqual({
      personalDeckId: 'p',
      decklistVersionId: null,
    });
  });

  it('leaves a key the body left out absent', () => {
    expect(Object.keys(decode({ personal_deck_id: 'p' }))).toEqual(['personalDeckId']);
  });

  it('never reads an ignored key', () => {
    expect(decode({ personal_deck_id: 'p', owner_id: 'someone' })).not.toHaveProperty('ownerId');
  });
});

describe('wireEncoder on keys that are not plain identifiers', () => {
  it('refuses a schema key it would have to write into code as something other than a name', () => {
    expect(() => wireEncoder(z.object({ 'a-b': z.string() }))).toThrow(/not a plain key/);
  });
});
