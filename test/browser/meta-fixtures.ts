import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/*
 * A small public metagame of our own, imported through the API and counted by hand.
 *
 * Definitions (Modern): Burn has Lava Spike, Tron has Urza's Tower, Murktide has Murktide Regent.
 *
 * Modern Challenge, 2024-05-17 (ISO week 2024-W20), placements 1st to 4th:
 *   Ana Burn 1st, Cy Murktide 2nd, Bo Tron 3rd, Di Burn 4th
 *   Round 1: Ana beats Bo 2-1-0, Cy beats Di 2-0-0; Round 2: Ana beats Cy 2-1-0, Bo and Di draw 1-1-1
 * Modern League, 2024-05-22 (2024-W21), records instead of placements:
 *   Eve Tron, Fay Tron, Gus Burn, Hal Burn, Ivy Murktide
 *   Round 1: Eve beats Gus 2-0-0, Hal beats Fay 2-0-0, Ivy has a bye
 *
 * Share of the whole window: 9 decks, Burn 4 (44.4%), Tron 3 (33.3%), Murktide 2 (22.2%); top 8
 * (the Challenge only): Burn 2, Tron 1, Murktide 1, each converting 1.00×.
 * Records (no mirror, the bye nowhere): Burn 3-2-1 in 6 (60%), Tron 1-2-1 in 4 (33%), Murktide 1-1 in 2 (50%).
 * Matrix: Burn against Tron 2-1-1 in 4, Burn against Murktide 1-1 in 2.
 * Trend: W20 Burn 50%, Tron 25%, Murktide 25%; W21 Burn 40%, Tron 40%, Murktide 20%.
 */

const rule = (name: string, card: string) => ({
  path: `Archetypes/${name}.json`,
  text: JSON.stringify({
    Name: name,
    IncludeColorInName: false,
    Conditions: [{ Type: 'InMainboard', Cards: [card] }],
  }),
});

export const META_DEFINITIONS = [
  rule('Burn', 'Lava Spike'),
  rule('Tron', "Urza's Tower"),
  rule('Murktide', 'Murktide Regent'),
  {
    path: 'card_colors.json',
    text: JSON.stringify({
      Lands: [
        { Name: 'Mountain', Color: 'R' },
        { Name: 'Island', Color: 'U' },
        { Name: "Urza's Tower", Color: 'C' },
      ],
      NonLands: [
        { Name: 'Lava Spike', Color: 'R' },
        { Name: 'Murktide Regent', Color: 'U' },
        { Name: 'Karn Liberated', Color: 'C' },
      ],
    }),
  },
];

const LISTS: Record<string, [number, string][]> = {
  Burn: [
    [4, 'Lava Spike'],
    [36, 'Mountain'],
  ],
  Tron: [
    [4, "Urza's Tower"],
    [4, 'Karn Liberated'],
    [32, 'Island'],
  ],
  Murktide: [
    [4, 'Murktide Regent'],
    [36, 'Island'],
  ],
};

const deck = (Player: string, Result: string, archetype: string) => ({
  Player,
  Result,
  Mainboard: LISTS[archetype]!.map(([Count, CardName]) => ({ Count, CardName })),
  Sideboard: [],
});
const match = (Player1: string, Player2: string | null, Result: string) => ({ Player1, Player2, Result });
const standing = (Rank: number, Player: string, Wins: number, Losses: number, Draws: number) => ({
  Rank,
  Player,
  Points: 3 * Wins + Draws,
  Wins,
  Losses,
  Draws,
});

export const CHALLENGE = {
  Tournament: { Date: '2024-05-17T16:00:00Z', Name: 'Modern Challenge', Uri: 'https://example.com/modern-challenge' },
  Decks: [
    deck('Ana', '1st Place', 'Burn'),
    deck('Cy', '2nd Place', 'Murktide'),
    deck('Bo', '3rd Place', 'Tron'),
    deck('Di', '4th Place', 'Burn'),
  ],
  Rounds: [
    { RoundName: 'Round 1', Matches: [match('Ana', 'Bo', '2-1-0'), match('Cy', 'Di', '2-0-0')] },
    { RoundName: 'Round 2', Matches: [match('Ana', 'Cy', '2-1-0'), match('Bo', 'Di', '1-1-1')] },
  ],
  Standings: [
    standing(1, 'Ana', 2, 0, 0),
    standing(2, 'Cy', 1, 1, 0),
    standing(3, 'Bo', 0, 1, 1),
    standing(4, 'Di', 0, 1, 1),
  ],
};

export const LEAGUE = {
  Tournament: { Date: '2024-05-22T12:00:00Z', Name: 'Modern League', Uri: 'https://example.com/modern-league' },
  Decks: [
    deck('Eve', '3-0', 'Tron'),
    deck('Fay', '1-2', 'Tron'),
    deck('Gus', '1-2', 'Burn'),
    deck('Hal', '3-0', 'Burn'),
    deck('Ivy', '2-1', 'Murktide'),
  ],
  Rounds: [
    {
      RoundName: 'Round 1',
      Matches: [match('Eve', 'Gus', '2-0-0'), match('Hal', 'Fay', '2-0-0'), match('Ivy', null, '2-0-0')],
    },
  ],
  Standings: [
    standing(1, 'Eve', 1, 0, 0),
    standing(2, 'Hal', 1, 0, 0),
    standing(3, 'Ivy', 1, 0, 0),
    standing(4, 'Fay', 0, 1, 0),
    standing(5, 'Gus', 0, 1, 0),
  ],
};

/** Imports the definitions, waits for their (empty) reclassification, then both events, as an ML developer. */
export async function importMetaFixtures(app: TestApp): Promise<void> {
  const { auth } = await app.signedIn('ml_developer');
  const headers = { ...auth, 'Content-Type': 'application/json' };
  const definitions = await fetch(`${app.url}/api/v1/meta/definitions/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ format: 'modern', files: META_DEFINITIONS }),
  });
  expect(definitions.status, await definitions.clone().text()).toBeLessThan(300);
  const deadline = Date.now() + 10_000;
  let state = 'running';
  while (state === 'running' && Date.now() < deadline) {
    const status = await fetch(`${app.url}/api/v1/meta/definitions/status?format=modern`, { headers: auth });
    state = ((await status.json()) as { state: string }).state;
    if (state === 'running') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(state).toBe('succeeded');
  for (const file of [CHALLENGE, LEAGUE]) {
    const imported = await fetch(`${app.url}/api/v1/meta/tournaments/import?format=modern`, {
      method: 'POST',
      headers,
      body: JSON.stringify(file),
    });
    const report = (await imported.json()) as { inconsistent: boolean; classified: number };
    expect(imported.status, JSON.stringify(report)).toBe(200);
    expect(report).toMatchObject({ inconsistent: false, classified: file.Decks.length });
  }
}
