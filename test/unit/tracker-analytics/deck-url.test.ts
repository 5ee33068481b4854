import { describe, expect, it } from 'vitest';
import { formatDecklist, parseDeckUrl } from '@metagame/core';

describe('parseDeckUrl', () => {
  it.each([
    ['https://www.moxfield.com/decks/oEWXWHM5eEGMmopExLWRCA', 'moxfield', 'oEWXWHM5eEGMmopExLWRCA'],
    ['https://moxfield.com/decks/oEWXWHM5eEGMmopExLWRCA', 'moxfield', 'oEWXWHM5eEGMmopExLWRCA'],
    ['https://www.moxfield.com/decks/abc_DEF-123/primer', 'moxfield', 'abc_DEF-123'],
    ['https://www.moxfield.com/decks/abc?utm=x#top', 'moxfield', 'abc'],
    ['  https://www.moxfield.com/decks/abc/  ', 'moxfield', 'abc'],
    ['https://archidekt.com/decks/123456/zada_storm', 'archidekt', '123456'],
    ['https://archidekt.com/decks/123456', 'archidekt', '123456'],
    ['https://www.archidekt.com/decks/view/42', 'archidekt', '42'],
  ])('reads %s', (url, builder, deckId) => {
    expect(parseDeckUrl(url)).toEqual({ builder, deckId });
  });

  it.each([
    'not a url',
    '',
    'ftp://www.moxfield.com/decks/abc',
    'https://www.mtggoldfish.com/deck/123',
    'https://evil.example/decks/abc',
    'https://moxfield.com.evil.example/decks/abc',
    'https://www.moxfield.com/users/someone',
    'https://www.moxfield.com/decks/',
    'https://www.moxfield.com/decks/abc/edit',
    'https://www.moxfield.com/decks/a%20b',
    'https://archidekt.com/decks/abc/slug',
    'https://archidekt.com/decks/',
  ])('rejects %j', (url) => {
    expect(parseDeckUrl(url)).toBeNull();
  });
});

describe('formatDecklist', () => {
  it('writes commanders first, then the main deck, then a Sideboard section', () => {
    const text = formatDecklist({
      commanders: [{ quantity: 1, name: 'Zada, Hedron Grinder' }],
      companions: [],
      main: [
        { quantity: 4, name: 'Lightning Bolt' },
        { quantity: 1, name: 'Wear // Tear' },
      ],
      sideboard: [{ quantity: 2, name: 'Abrade' }],
    });
    expect(text).toBe(
      'Commander\n1 Zada, Hedron Grinder\n\nDeck\n4 Lightning Bolt\n1 Wear // Tear\n\nSideboard\n2 Abrade\n',
    );
  });

  it('sums printings of the same name and drops command-zone cards from the main deck', () => {
    const text = formatDecklist({
      commanders: [{ quantity: 1, name: 'Kenrith' }],
      companions: [{ quantity: 1, name: 'Lurrus' }],
      main: [
        { quantity: 2, name: 'Lightning Bolt' },
        { quantity: 1, name: 'Kenrith' },
        { quantity: 2, name: 'lightning bolt' },
      ],
      sideboard: [],
    });
    expect(text).toBe('Commander\n1 Kenrith\n\nCompanion\n1 Lurrus\n\nDeck\n4 Lightning Bolt\n');
  });

  it('gives an empty text for an empty deck', () => {
    expect(formatDecklist({ commanders: [], companions: [], main: [], sideboard: [] })).toBe('');
  });
});
