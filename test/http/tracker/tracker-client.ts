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

/** The tracker routes of a team's workspace: the personal paths under the team. */
export const teamTracker = (teamId: string): string => `/api/v1/teams/${teamId}/tracker`;

/**
 * A player with one of everything: an active and an archived deck, a version, a roster deck, a match
 * and a card test; in their own workspace, or in a team's when `base` is the team's (no active deck:
 * settings are personal).
 */
export async function seedPlayerData(app: TestApp, auth: Auth, base: string = T): Promise<PlayerData> {
  const deck = await must(app, 'POST', `${base}/personal-decks`, auth, { name: 'Boros Energy' });
  const archived = await must(app, 'POST', `${base}/personal-decks`, auth, { name: 'Old Deck' });
  await must(app, 'DELETE', `${base}/personal-decks/${String(archived.id)}`, auth);
  const version = await must(app, 'POST', `${base}/personal-decks/${String(deck.id)}/versions`, auth, {
    content: '4 Lightning Bolt\n20 Mountain',
  });
  const meta = await must(app, 'POST', `${base}/meta-decks`, auth, metaDeckBody());
  const match = await must(app, 'POST', `${base}/matches`, auth, matchBody(String(deck.id), String(meta.id)));
  const test = await must(
    app,
    'POST',
    `${base}/card-tests`,
    auth,
    cardTestBody(String(deck.id), { opponent_deck_id: meta.id }),
  );
  if (base === T) await must(app, 'PATCH', `${base}/me/settings`, auth, { active_personal_deck_id: deck.id });
  const event = await must(app, 'POST', `${base}/events`, auth, {
    name: 'League',
    format: 'Premodern',
    date: '2026-03-01',
    kind: 'league',
  });
  const plan = await must(app, 'POST', `${base}/personal-decks/${String(deck.id)}/sideboard-plans`, auth, {
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

/** Every GET of a player's tracker data (or a team's, with its `base`), as raw bodies: compared before and after an attack. */
export async function dumpPlayer(app: TestApp, auth: Auth, data: PlayerData, base: string = T): Promise<string> {
  const paths = [
    ...(base === T ? [`${base}/me/settings`] : []),
    `${base}/personal-decks?include_archived=true`,
    `${base}/personal-decks/${data.deckId}/versions`,
    `${base}/personal-decks/${data.archivedDeckId}/versions`,
    `${base}/meta-decks?include_archived=true`,
    `${base}/matches?limit=500`,
    `${base}/card-tests?limit=500`,
    `${base}/events?include_archived=true`,
    `${base}/personal-decks/${data.deckId}/sideboard-plans`,
  ];
  const bodies: string[] = [];
  for (const path of paths) {
    const res = await fetch(`${app.url}${path}`, { headers: auth });
    bodies.push(`${path} ${res.status} ${await res.text()}`);
  }
  return bodies.join('\n');
}

/**
 * Every tracker write, aimed at the resources named in `target`; `own` are the attacker's own records
 * (paths relative to a workspace's tracker routes; the settings write is personal only).
 */
export const ownershipWrites = (
  target: PlayerData,
  own: PlayerData,
  options: { readonly settings?: boolean } = {},
): [string, string, Json | undefined][] => [
  ...(options.settings === false
    ? []
    : [['PATCH', '/me/settings', { active_personal_deck_id: target.deckId }] as [string, string, Json]]),
  ['DELETE', `/personal-decks/${target.deckId}`, undefined],
  ['POST', `/personal-decks/${target.deckId}/versions`, { content: 'stolen' }],
  ['DELETE', `/personal-decks/${target.deckId}/versions/${target.versionId}`, undefined],
  ['POST', `/personal-decks/${target.deckId}/versions/import-external`, { url: 'https://moxfield.com/decks/abc123' }],
  ['PUT', `/meta-decks/${target.metaDeckId}`, metaDeckBody({ name: 'hacked' })],
  ['DELETE', `/meta-decks/${target.metaDeckId}`, undefined],
  ['POST', '/matches', matchBody(target.deckId, target.metaDeckId)],
  ['POST', '/matches', matchBody(own.deckId, target.metaDeckId)],
  ['PUT', `/matches/${target.matchId}`, matchBody(own.deckId, own.metaDeckId)],
  ['PUT', `/matches/${target.matchId}`, matchBody(target.deckId, target.metaDeckId)],
  ['DELETE', `/matches/${target.matchId}`, undefined],
  ['POST', '/card-tests', cardTestBody(target.deckId)],
  ['POST', '/card-tests', cardTestBody(own.deckId, { opponent_deck_id: target.metaDeckId })],
  ['PUT', `/card-tests/${target.cardTestId}`, cardTestBody(own.deckId)],
  ['PUT', `/card-tests/${target.cardTestId}`, cardTestBody(target.deckId)],
  ['DELETE', `/card-tests/${target.cardTestId}`, undefined],
  ['PUT', `/events/${target.eventId}`, { name: 'hacked', date: '2026-03-01', kind: 'testing' }],
  ['DELETE', `/events/${target.eventId}`, undefined],
  ['POST', '/matches', matchBody(own.deckId, own.metaDeckId, { event_id: target.eventId })],
  ['POST', '/matches', matchBody(own.deckId, own.metaDeckId, { decklist_version_id: target.versionId })],
  ['PUT', `/matches/${own.matchId}`, matchBody(own.deckId, own.metaDeckId, { event_id: target.eventId })],
  ['POST', `/personal-decks/${target.deckId}/sideboard-plans`, planBody(target.versionId, target.metaDeckId)],
  ['POST', `/personal-decks/${own.deckId}/sideboard-plans`, planBody(target.versionId, own.metaDeckId)],
  ['POST', `/personal-decks/${own.deckId}/sideboard-plans`, planBody(own.versionId, target.metaDeckId)],
  ['PUT', `/sideboard-plans/${target.planId}`, planBody(target.versionId, target.metaDeckId)],
  ['DELETE', `/sideboard-plans/${target.planId}`, undefined],
];

const planBody = (versionId: string, metaDeckId: string): Json => ({
  decklist_version_id: versionId,
  opponent_deck_id: metaDeckId,
  both: { in: [], out: [] },
  note: 'hijacked',
});
