import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

type Auth = { Authorization: string };
type Category = 'aggro' | 'midrange' | 'control' | 'combo';
type Game = 'win' | 'loss' | 'draw' | null;

/** Tracker set-up over HTTP only (black-box): decks, roster, matches, versions and card tests. */
export function trackerSeeder(app: TestApp, headers: Auth) {
  return {
    async personalDeck(name: string): Promise<string> {
      const { data, response } = await app.api.POST('/api/v1/tracker/personal-decks', { headers, body: { name } });
      expect(response.status).toBe(201);
      return data!.id;
    },
    async rosterDeck(name: string, category: Category): Promise<string> {
      const body = { name, category, tier: 1.0, top8: 0, presence: 0, expected: 'as_expected' as const };
      const { data, response } = await app.api.POST('/api/v1/tracker/meta-decks', { headers, body });
      expect(response.status).toBe(201);
      return data!.id;
    },
    async archiveRosterDeck(id: string): Promise<void> {
      const { response } = await app.api.DELETE('/api/v1/tracker/meta-decks/{id}', {
        headers,
        params: { path: { id } },
      });
      expect(response.status).toBe(204);
    },
    async match(
      personalDeckId: string,
      opponentDeckId: string,
      onPlay: boolean,
      games: [Game, Game, Game],
    ): Promise<void> {
      const [game1, game2, game3] = games;
      const body = {
        date: '2026-11-01',
        personal_deck_id: personalDeckId,
        opponent_deck_id: opponentDeckId,
        on_play: onPlay,
        game1,
        game2,
        game3,
      };
      const { response } = await app.api.POST('/api/v1/tracker/matches', { headers, body });
      expect(response.status).toBe(201);
    },
    async version(personalDeckId: string, content: string): Promise<void> {
      const { response } = await app.api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
        headers,
        params: { path: { id: personalDeckId } },
        body: { content },
      });
      expect(response.status).toBe(201);
    },
    async cardTest(personalDeckId: string, cardName: string, ...ratings: number[]): Promise<void> {
      for (const rating of ratings) {
        const body = { personal_deck_id: personalDeckId, tester: 'Ann', card_name: cardName, rating };
        const { response } = await app.api.POST('/api/v1/tracker/card-tests', { headers, body });
        expect(response.status).toBe(201);
      }
    },
    async share(): Promise<void> {
      const { response } = await app.api.PATCH('/api/v1/tracker/me/settings', { headers, body: { data_shared: true } });
      expect(response.status).toBe(200);
    },
  };
}

/**
 * A card test from before personal_deck_id existed. No route can write one (the field is required on
 * every write), so it goes straight into the table, as the legacy data would be.
 */
export async function insertLegacyCardTest(
  app: TestApp,
  ownerId: string,
  cardName: string,
  rating: number,
): Promise<void> {
  const createdAt = app.database.kind === 'sqlite' ? Date.now() : new Date().toISOString();
  await app.runtime.orm.em
    .getConnection()
    .execute(
      'insert into card_tests (id, owner_id, tester, card_name, personal_deck_id, opponent_deck_id, rating, notes, created_at) values (?, ?, ?, ?, null, null, ?, null, ?)',
      [randomUUID(), ownerId, 'Old', cardName, rating, createdAt],
    );
}
