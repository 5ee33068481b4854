import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  call,
  cardTestBody,
  dumpPlayer,
  matchBody,
  metaDeckBody,
  must,
  ownershipWrites,
  seedPlayerData,
  T,
  teamTracker,
  type Json,
  type PlayerData,
} from './tracker/tracker-client.js';
import { FRONTEND, GHOST, TEAMS, teamClient, type Person } from './teams/team-client.js';
import { ACTORS, type Actor, type Crew } from './teams/team-routes.js';

/** What one actor's writes aim at: the team's records, and a match and a card test of theirs and of another member. */
interface Targets extends PlayerData {
  readonly spareMetaDeckId: string;
  readonly ownMatchId: string;
  readonly othersMatchId: string;
  readonly ownTestId: string;
  readonly othersTestId: string;
}

const CAPTAIN = { owner: true, captain: true, member: false, viewer: false } as const;
const MEMBER = { owner: true, captain: true, member: true, viewer: false } as const;

/**
 * Every write of a team's tracker, in an order that keeps later ones' targets alive (creates, then
 * updates, then deletions of what others depend on last), and which roles it admits.
 */
const TEAM_WRITES = (
  t: Targets,
  crew: Crew,
): { name: string; request: [string, string, Json | undefined]; admits: Readonly<Record<Actor, boolean>> }[] => [
  { name: 'create a deck', request: ['POST', '/personal-decks', { name: 'New' }], admits: CAPTAIN },
  {
    name: 'add a version',
    request: ['POST', `/personal-decks/${t.deckId}/versions`, { content: '4 Shock' }],
    admits: CAPTAIN,
  },
  { name: 'create a roster deck', request: ['POST', '/meta-decks', metaDeckBody({ name: 'Tron' })], admits: CAPTAIN },
  {
    name: 'edit a roster deck',
    request: ['PUT', `/meta-decks/${t.metaDeckId}`, metaDeckBody({ name: 'Burn 2' })],
    admits: CAPTAIN,
  },
  {
    name: 'create an event',
    request: ['POST', '/events', { name: 'RCQ', format: 'Modern', date: '2026-03-02', kind: 'tournament' }],
    admits: CAPTAIN,
  },
  {
    name: 'edit an event',
    request: [
      'PUT',
      `/events/${t.eventId}`,
      { name: 'League 2', format: 'Modern', date: '2026-03-01', kind: 'league' },
    ],
    admits: CAPTAIN,
  },
  {
    name: 'create a sideboard plan',
    request: [
      'POST',
      `/personal-decks/${t.deckId}/sideboard-plans`,
      {
        decklist_version_id: t.versionId,
        opponent_deck_id: t.spareMetaDeckId,
        both: { in: [], out: [] },
        note: 'second',
      },
    ],
    admits: CAPTAIN,
  },
  {
    name: 'edit a sideboard plan',
    request: [
      'PUT',
      `/sideboard-plans/${t.planId}`,
      { decklist_version_id: t.versionId, opponent_deck_id: t.metaDeckId, both: { in: [], out: [] }, note: 'edited' },
    ],
    admits: CAPTAIN,
  },
  { name: 'record a match', request: ['POST', '/matches', matchBody(t.deckId, t.metaDeckId)], admits: MEMBER },
  {
    name: 'record a match for another member',
    request: ['POST', '/matches', matchBody(t.deckId, t.metaDeckId, { player_id: crew.member2.id })],
    admits: CAPTAIN,
  },
  {
    name: 'edit a match they played',
    request: ['PUT', `/matches/${t.ownMatchId}`, matchBody(t.deckId, t.metaDeckId, { game3: 'win' })],
    admits: MEMBER,
  },
  {
    name: 'edit a match another played',
    request: ['PUT', `/matches/${t.othersMatchId}`, matchBody(t.deckId, t.metaDeckId, { game3: 'loss' })],
    admits: CAPTAIN,
  },
  { name: 'record a card test', request: ['POST', '/card-tests', cardTestBody(t.deckId)], admits: MEMBER },
  {
    name: 'edit a card test they recorded',
    request: ['PUT', `/card-tests/${t.ownTestId}`, cardTestBody(t.deckId, { rating: 5 })],
    admits: MEMBER,
  },
  {
    name: 'edit a card test another recorded',
    request: ['PUT', `/card-tests/${t.othersTestId}`, cardTestBody(t.deckId, { rating: 1 })],
    admits: CAPTAIN,
  },
  {
    name: 'delete a card test another recorded',
    request: ['DELETE', `/card-tests/${t.othersTestId}`, undefined],
    admits: CAPTAIN,
  },
  {
    name: 'delete a card test they recorded',
    request: ['DELETE', `/card-tests/${t.ownTestId}`, undefined],
    admits: MEMBER,
  },
  {
    name: 'delete a match another played',
    request: ['DELETE', `/matches/${t.othersMatchId}`, undefined],
    admits: CAPTAIN,
  },
  { name: 'delete a match they played', request: ['DELETE', `/matches/${t.ownMatchId}`, undefined], admits: MEMBER },
  { name: 'delete a sideboard plan', request: ['DELETE', `/sideboard-plans/${t.planId}`, undefined], admits: CAPTAIN },
  {
    name: 'delete a version',
    request: ['DELETE', `/personal-decks/${t.deckId}/versions/${t.versionId}`, undefined],
    admits: CAPTAIN,
  },
  { name: 'archive an event', request: ['DELETE', `/events/${t.eventId}`, undefined], admits: CAPTAIN },
  { name: 'archive a roster deck', request: ['DELETE', `/meta-decks/${t.metaDeckId}`, undefined], admits: CAPTAIN },
  { name: 'archive a deck', request: ['DELETE', `/personal-decks/${t.deckId}`, undefined], admits: CAPTAIN },
];

const REFUSED = { detail: 'Insufficient permissions.', code: 'INSUFFICIENT_PERMISSIONS' };
const NO_TEAM = { detail: 'Team not found.', code: 'NOT_FOUND' };

/** A team's tracker over HTTP: roles on every write, outsiders, foreign records, isolation, players. */
export function teamTrackerSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let sink: SmtpSink;
  const teams = teamClient(
    () => app,
    () => sink,
  );
  let crew: Crew;
  let outsider: Person;
  let outsiderData: PlayerData;
  let teamData: PlayerData;
  let base: string;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // Deck builders point at a closed loopback port: an import is refused before any fetch anyway.
    app = await startTestApp(kind, {
      env: sink.env({
        FRONTEND_BASE_URL: FRONTEND,
        DECK_SOURCE_BASE_URL: 'http://127.0.0.1:9',
        ARCHIDEKT_BASE_URL: 'http://127.0.0.1:9',
      }),
    });
    crew = await teams.crew();
    base = teamTracker(crew.teamId);
    teamData = await seedPlayerData(app, crew.owner.auth, base);
    outsider = await teams.person();
    outsiderData = await seedPlayerData(app, outsider.auth);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  const actor = (who: Actor): Person => crew[who];
  const send = (who: Person, method: string, path: string, body?: Json) =>
    call<Json>(app, method, `${base}${path}`, who.auth, body);

  /** Fresh records for one actor's writes, made by the owner (matches credited to the actor and to member2). */
  async function targetsFor(who: Actor): Promise<Targets> {
    const data = await seedPlayerData(app, crew.owner.auth, base);
    const spare = await must(app, 'POST', `${base}/meta-decks`, crew.owner.auth, metaDeckBody({ name: 'Spare' }));
    const matchOf = async (playerId: string) =>
      String(
        (
          await must(
            app,
            'POST',
            `${base}/matches`,
            crew.owner.auth,
            matchBody(data.deckId, data.metaDeckId, { player_id: playerId }),
          )
        ).id,
      );
    const testBy = async (p: Person) =>
      String((await must(app, 'POST', `${base}/card-tests`, p.auth, cardTestBody(data.deckId))).id);
    return {
      ...data,
      spareMetaDeckId: String(spare.id),
      ownMatchId: await matchOf(actor(who).id),
      othersMatchId: await matchOf(crew.member2.id),
      ownTestId: await testBy(who === 'viewer' ? crew.member2 : actor(who)),
      othersTestId: await testBy(crew.member2),
    };
  }

  describe('roles', () => {
    for (const who of ACTORS)
      it(`admits a${who === 'owner' ? 'n' : ''} ${who} to exactly the writes of their role; a refused write is 403 and changes nothing`, async () => {
        const targets = await targetsFor(who);
        for (const write of TEAM_WRITES(targets, crew)) {
          const [method, path, body] = write.request;
          const before = write.admits[who] ? null : await dumpPlayer(app, crew.owner.auth, targets, base);
          const reply = await send(actor(who), method, path, body);
          if (write.admits[who]) expect(reply.status, write.name).toBeLessThan(300);
          else {
            expect([reply.status, reply.body], write.name).toEqual([403, REFUSED]);
            expect(await dumpPlayer(app, crew.owner.auth, targets, base), write.name).toBe(before);
          }
        }
      });

    it('lets every role read everything of the team', async () => {
      for (const who of ACTORS)
        for (const path of [
          '/personal-decks',
          '/meta-decks',
          '/matches',
          '/card-tests',
          '/events',
          '/matchup-summary',
          '/archetype-summary',
          `/personal-decks/${teamData.deckId}/versions`,
          `/personal-decks/${teamData.deckId}/version-stats`,
          `/personal-decks/${teamData.deckId}/sideboard-plans`,
          '/matches/export',
          '/card-tests/export',
        ])
          expect((await fetch(`${app.url}${base}${path}`, { headers: actor(who).auth })).status, `${who} ${path}`).toBe(
            200,
          );
    });
  });

  describe('outsiders', () => {
    it('answers 404 "Team not found." to an outsider on every team route, the same for a team that does not exist', async () => {
      const doc = (await (await fetch(`${app.url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { tags: string[] }>>;
      };
      let routes = 0;
      for (const [path, ops] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(ops)) {
          if (!op.tags.includes('team tracker')) continue;
          routes += 1;
          for (const teamId of [crew.teamId, GHOST]) {
            const url = path.replace('{team_id}', teamId).replace(/\{\w+\}/g, teamData.deckId);
            const reply = await call<Json>(
              app,
              method.toUpperCase(),
              url,
              outsider.auth,
              method === 'get' ? undefined : {},
            );
            expect([reply.status, reply.body], `${method} ${url}`).toEqual([404, NO_TEAM]);
          }
        }
      expect(routes).toBeGreaterThan(35);
    });
  });

  describe('isolation', () => {
    it('answers 404 to a team write naming another workspace’s records, and to a personal write naming the team’s; nothing changes', async () => {
      const captain = crew.captain;
      const own = await seedPlayerData(app, captain.auth);
      const teamBefore = await dumpPlayer(app, crew.owner.auth, teamData, base);
      const outsiderBefore = await dumpPlayer(app, outsider.auth, outsiderData);
      for (const [method, path, body] of ownershipWrites(outsiderData, teamData, { settings: false })) {
        const reply = await send(captain, method, path, body);
        expect(reply.status, `team ${method} ${path}`).toBe(404);
      }
      for (const [method, path, body] of ownershipWrites(teamData, own)) {
        const reply = await call<Json>(app, method, `${T}${path}`, captain.auth, body);
        expect(reply.status, `personal ${method} ${path}`).toBe(404);
      }
      expect(await dumpPlayer(app, crew.owner.auth, teamData, base)).toBe(teamBefore);
      expect(await dumpPlayer(app, outsider.auth, outsiderData)).toBe(outsiderBefore);
    });

    it('never shows a team’s records in a personal route, nor a member’s own in the team’s', async () => {
      const member = crew.member;
      const mine = await seedPlayerData(app, member.auth);
      const personal = await must<Json[]>(app, 'GET', `${T}/matches?limit=500`, member.auth);
      const team = await must<Json[]>(app, 'GET', `${base}/matches?limit=500`, member.auth);
      expect(personal.map((m) => m.id)).toEqual([mine.matchId]);
      expect(team.map((m) => m.id)).not.toContain(mine.matchId);
      expect(team.every((m) => m.owner_id === crew.teamId)).toBe(true);
      expect((await call(app, 'GET', `${T}/matches?owner_id=${crew.teamId}`, member.auth)).status).toBe(403);
    });
  });

  describe('players', () => {
    it('credits a match to the caller, or to the member a captain names; refuses a member naming another, and a non-member', async () => {
      const body = (extra: Json = {}) => matchBody(teamData.deckId, teamData.metaDeckId, extra);
      expect((await send(crew.member, 'POST', '/matches', body())).body).toMatchObject({
        player_id: crew.member.id,
        owner_id: crew.teamId,
      });
      expect((await send(crew.captain, 'POST', '/matches', body({ player_id: crew.viewer.id }))).body).toMatchObject({
        player_id: crew.viewer.id,
      });
      expect(await send(crew.member, 'POST', '/matches', body({ player_id: crew.member2.id }))).toMatchObject({
        status: 403,
        body: REFUSED,
      });
      expect(await send(crew.captain, 'POST', '/matches', body({ player_id: outsider.id }))).toMatchObject({
        status: 404,
        body: { detail: 'Player not found.', code: 'NOT_FOUND' },
      });
      const personal = await seedPlayerData(app, crew.member.auth);
      const own = await call<Json>(
        app,
        'POST',
        `${T}/matches`,
        crew.member.auth,
        matchBody(personal.deckId, personal.metaDeckId, { player_id: crew.member.id }),
      );
      expect(own.body).toMatchObject({ player_id: crew.member.id, owner_id: crew.member.id });
      expect(
        (
          await call(
            app,
            'POST',
            `${T}/matches`,
            crew.member.auth,
            matchBody(personal.deckId, personal.metaDeckId, { player_id: crew.captain.id }),
          )
        ).status,
      ).toBe(404);
    });

    it('names a card test’s tester after the member who records it, unless given', async () => {
      const { tester: _tester, ...anonymous } = cardTestBody(teamData.deckId);
      const test = await must(app, 'POST', `${base}/card-tests`, crew.member.auth, anonymous);
      expect(test.player_id).toBe(crew.member.id);
      expect(test.tester).toBe(crew.member.email);
      expect(
        (await must(app, 'POST', `${base}/card-tests`, crew.member.auth, cardTestBody(teamData.deckId))).tester,
      ).toBe('Alice');
    });
  });

  describe('membership over time', () => {
    it('refuses a removed member on the very next request', async () => {
      const gone = await teams.recruit(crew.teamId, crew.owner, 'member');
      expect((await send(gone, 'GET', '/matches')).status).toBe(200);
      expect((await call(app, 'DELETE', `${TEAMS}/${crew.teamId}/members/${gone.id}`, crew.owner.auth)).status).toBe(
        204,
      );
      expect(await send(gone, 'GET', '/matches')).toMatchObject({ status: 404, body: NO_TEAM });
    });

    it('keeps the team matches of a deleted account, credited to a former member', async () => {
      const leaving = await teams.recruit(crew.teamId, crew.owner, 'member');
      const match = await must(
        app,
        'POST',
        `${base}/matches`,
        leaving.auth,
        matchBody(teamData.deckId, teamData.metaDeckId),
      );
      const admin = await app.signedIn('admin');
      expect((await call(app, 'DELETE', `/api/v1/users/${leaving.id}`, admin.auth)).status).toBe(204);
      const kept = (await must<Json[]>(app, 'GET', `${base}/matches?limit=500`, crew.owner.auth)).find(
        (m) => m.id === match.id,
      );
      expect(kept).toMatchObject({ id: match.id, player_id: null, owner_id: crew.teamId });
    });
  });
}
