import type { TestApp } from '../../support/test-app.js';

export const T = '/api/v1/tracker';
export type Auth = { Authorization: string };
export type Json = Record<string, unknown>;

export interface Reply<B = unknown> {
  readonly status: number;
  readonly body: B;
  readonly headers: Headers;
}

/** Raw JSON calls for the tracker suites: paths are built per case, so tables of routes stay plain data. */
export async function call<B = unknown>(
  app: TestApp,
  method: string,
  path: string,
  auth?: Auth,
  body?: unknown,
): Promise<Reply<B>> {
  const headers: Record<string, string> = { ...auth };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as B, headers: res.headers };
}

/** Calls that must succeed; the status is checked so a failure says which call broke. */
export async function must<B = Json>(
  app: TestApp,
  method: string,
  path: string,
  auth: Auth,
  body?: unknown,
): Promise<B> {
  const reply = await call<B>(app, method, path, auth, body);
  if (reply.status >= 300) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const metaDeckBody = (overrides: Json = {}): Json => ({
  name: 'Izzet Prowess',
  tier: 1.5,
  category: 'aggro',
  decklist_notes: 'fast',
  top8: 3,
  presence: 12,
  expected: 'as_expected',
  tests_status: 'tested',
  ...overrides,
});

export const matchBody = (personalDeckId: string, opponentDeckId: string, overrides: Json = {}): Json => ({
  date: '2026-03-01',
  personal_deck_id: personalDeckId,
  opponent_deck_id: opponentDeckId,
  on_play: true,
  game1: 'win',
  game2: 'loss',
  game3: 'win',
  opening_hand: '7 cards, 3 lands',
  turning_point: 'turn 4 sweeper',
  final_turn: '7',
  ...overrides,
});

export const cardTestBody = (personalDeckId: string, overrides: Json = {}): Json => ({
  personal_deck_id: personalDeckId,
  tester: 'Alice',
  card_name: 'Lightning Bolt',
  opponent_deck_id: null,
  rating: 4,
  notes: 'great',
  ...overrides,
});

export interface PlayerData {
  readonly deckId: string;
  readonly archivedDeckId: string;
  readonly versionId: string;
  readonly metaDeckId: string;
  readonly matchId: string;
  readonly cardTestId: string;
  readonly eventId: string;
  readonly planId: string;
}

/** A player with one of everything: an active and an archived deck, a version, a roster deck, a match and a card test. */
export async function seedPlayerData(app: TestApp, auth: Auth): Promise<PlayerData> {
  const deck = await must(app, 'POST', `${T}/personal-decks`, auth, { name: 'Boros Energy' });
  const archived = await must(app, 'POST', `${T}/personal-decks`, auth, { name: 'Old Deck' });
  await must(app, 'DELETE', `${T}/personal-decks/${String(archived.id)}`, auth);
  const version = await must(app, 'POST', `${T}/personal-decks/${String(deck.id)}/versions`, auth, {
    content: '4 Lightning Bolt\n20 Mountain',
  });
  const meta = await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody());
  const match = await must(app, 'POST', `${T}/matches`, auth, matchBody(String(deck.id), String(meta.id)));
  const test = await must(
    app,
    'POST',
    `${T}/card-tests`,
    auth,
    cardTestBody(String(deck.id), { opponent_deck_id: meta.id }),
  );
  await must(app, 'PATCH', `${T}/me/settings`, auth, { active_personal_deck_id: deck.id });
  const event = await must(app, 'POST', `${T}/events`, auth, {
    name: 'League',
    format: 'Premodern',
    date: '2026-03-01',
    kind: 'league',
  });
  const plan = await must(app, 'POST', `${T}/personal-decks/${String(deck.id)}/sideboard-plans`, auth, {
    decklist_version_id: version.id,
    opponent_deck_id: meta.id,
    both: { in: [], out: [] },
    note: 'stay put',
  });
  return {
    deckId: String(deck.id),
    archivedDeckId: String(archived.id),
    versionId: String(version.id),
    metaDeckId: String(meta.id),
    matchId: String(match.id),
    cardTestId: String(test.id),
    eventId: String(event.id),
    planId: String(plan.id),
  };
}

/** Every GET of a player's tracker data, as raw bodies: compared before and after an attack. */
export async function dumpPlayer(app: TestApp, auth: Auth, data: PlayerData): Promise<string> {
  const paths = [
    `${T}/me/settings`,
    `${T}/personal-decks?include_archived=true`,
    `${T}/personal-decks/${data.deckId}/versions`,
    `${T}/personal-decks/${data.archivedDeckId}/versions`,
    `${T}/meta-decks?include_archived=true`,
    `${T}/matches?limit=500`,
    `${T}/card-tests?limit=500`,
    `${T}/events?include_archived=true`,
    `${T}/personal-decks/${data.deckId}/sideboard-plans`,
  ];
  const bodies: string[] = [];
  for (const path of paths) {
    const res = await fetch(`${app.url}${path}`, { headers: auth });
    bodies.push(`${path} ${res.status} ${await res.text()}`);
  }
  return bodies.join('\n');
}
