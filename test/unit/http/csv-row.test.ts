import { describe, expect, it } from 'vitest';
import { csvRow } from '../../../hosts/src/http/csv/csv-row.js';

describe('csvRow', () => {
  const cells = csvRow(['created_at', 'card_name', 'rating', 'on_play', 'notes'] as const);
  const row = {
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    cardName: 'Bolt',
    rating: 3,
    onPlay: true,
    notes: null,
  };

  it('gives the cells in column order, each from its camelCase field', () => {
    expect(cells(row)).toEqual(['2026-01-02T03:04:05.000Z', 'Bolt', 3, true, null]);
  });

  it('neutralises a text cell a spreadsheet would run as a formula', () => {
    expect(cells({ ...row, cardName: '=1+1' })[1]).toBe("'=1+1");
  });
});
