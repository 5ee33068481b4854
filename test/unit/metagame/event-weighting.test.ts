import { describe, expect, it } from 'vitest';
import { eventWeight, weightTable } from '@metagame/core';

describe('event-size weights', () => {
  it('counts every deck 1 when unweighted', () => {
    expect(eventWeight('none', { players: 64, decks: 64 })).toBe(1);
    expect(weightTable('none', [{ players: 64, decks: 64 }])).toBeNull();
  });

  it('weighs a deck by log2 of its event’s players: 64 → 6, 8 → 3, never below 1', () => {
    expect(eventWeight('log_players', { players: 64, decks: 32 })).toBe(6);
    expect(eventWeight('log_players', { players: 8, decks: 8 })).toBe(3);
    expect(eventWeight('log_players', { players: 1, decks: 1 })).toBe(1);
    expect(eventWeight('log_players', { players: 0, decks: 0 })).toBe(1);
  });

  it('gives every event the same weight per_event: each of 4 decks weighs 1/4', () => {
    expect(eventWeight('per_event', { players: 40, decks: 4 })).toBe(0.25);
    expect(eventWeight('per_event', { players: 0, decks: 0 })).toBe(1);
  });

  it('lists each size with its weight', () => {
    expect(
      weightTable('log_players', [
        { players: 32, decks: 32 },
        { players: 16, decks: 8 },
      ]),
    ).toEqual([
      { players: 32, decks: 32, weight: 5 },
      { players: 16, decks: 8, weight: 4 },
    ]);
  });
});
