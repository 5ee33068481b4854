import { describe, expect, it } from 'vitest';
import { formatFromName, placementOf } from '@metagame/core';

describe('formatFromName', () => {
  it('takes the format from a cache file name or slug', () => {
    expect(formatFromName('mtgo.com/2024/05/17/modern-challenge-32-2024-05-1712638663.json')).toBe('modern');
    expect(formatFromName('pioneer-preliminary-2024-05-2212640503.json')).toBe('pioneer');
    expect(formatFromName('satoris-dual-format-challenge-modern-92913-2024-05-18.json')).toBe('modern');
    expect(formatFromName('Legacy Challenge 32')).toBe('legacy');
  });

  it('matches whole words only, and answers null when no word is a format', () => {
    expect(formatFromName('premodern-open-2024.json')).toBe('premodern');
    expect(formatFromName('Модерн. Финал ЛИГИ')).toBeNull();
    expect(formatFromName('')).toBeNull();
  });
});

describe('placementOf', () => {
  it('reads the place of a published result', () => {
    expect(placementOf('1st Place')).toBe(1);
    expect(placementOf('2nd Place')).toBe(2);
    expect(placementOf('23rd Place')).toBe(23);
    expect(placementOf('5th Place')).toBe(5);
  });

  it('answers null for a record or no result', () => {
    expect(placementOf('5-0')).toBeNull();
    expect(placementOf(null)).toBeNull();
  });
});
