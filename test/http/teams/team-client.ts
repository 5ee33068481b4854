import { expect } from 'vitest';
import type { DatabaseKind } from '../../support/databases.js';
import type { SmtpSink } from '../../support/smtp-sink.js';
import type { TestApp } from '../../support/test-app.js';
import { call, must, type Auth, type Json } from '../tracker/tracker-client.js';

export const TEAMS = '/api/v1/teams';
export const FRONTEND = 'https://play.example.com/app';
export const GHOST = '00000000-0000-4000-8000-00000000dead';

export type Person = { id: string; email: string; auth: Auth };
export type Role = 'owner' | 'captain' | 'member' | 'viewer';

/** The token of the last invitation link mailed to `email`, read from the email's text as the invitee would. */
export function tokenOf(text: string): string {
  const match = /https?:\/\/\S+\/teams\/join\?token=([A-Za-z0-9_%-]+)/.exec(text);
  expect(match, 'the email carries the join link').not.toBeNull();
  expect(match![0].startsWith(`${FRONTEND}/teams/join?token=`)).toBe(true);
  return decodeURIComponent(match![1]!);
}

/** The team client: accounts, teams, and invitations followed through the SMTP sink. */
export function teamClient(app: () => TestApp, sink: () => SmtpSink) {
  let counter = 0;
  const person = async (options: { verified?: boolean } = {}): Promise<Person> => {
    counter += 1;
    const email = `teamer-${counter}-${Date.now()}@example.com`;
    const user = await app().seedUser({ email, isVerified: options.verified ?? true });
    const tokens = await app().login(user.email, user.password);
    return { id: user.id, email: user.email, auth: { Authorization: `Bearer ${tokens.access_token}` } };
  };
  /** The same accounts serve every crew (an account costs a password hash); each crew is a new team. */
  let pool: Promise<Person[]> | null = null;
  const people = () => (pool ??= Promise.all([person(), person(), person(), person(), person(), person()]));
  const createTeam = async (owner: Person, name = 'Friday Testers') => {
    const id = (await must<Json>(app(), 'POST', TEAMS, owner.auth, { name })).id as string;
    app().clock.advance({ seconds: 1 }); // joined_at orders the members
    return id;
  };
  /** Invites `email` and returns the token its email carries. */
  const invite = async (teamId: string, by: Person, email: string, role: Exclude<Role, 'owner'> = 'member') => {
    const mail = sink().waitFor(email);
    await must(app(), 'POST', `${TEAMS}/${teamId}/invitations`, by.auth, { email, role });
    return tokenOf((await mail).text);
  };
  const join = (who: Person, token: string) => call<Json>(app(), 'POST', `${TEAMS}/join`, who.auth, { token });
  /** A new account that joins the team with `role` through an invitation. */
  const recruit = async (teamId: string, owner: Person, role: Exclude<Role, 'owner'>) => {
    const who = await person();
    const reply = await join(who, await invite(teamId, owner, who.email, role));
    expect(reply.status).toBe(200);
    app().clock.advance({ seconds: 1 }); // joined_at orders the members
    return who;
  };
  /** Brings `who` into the team with `role` through an invitation. */
  const enrol = async (teamId: string, owner: Person, who: Person, role: Exclude<Role, 'owner'>) => {
    const reply = await join(who, await invite(teamId, owner, who.email, role));
    expect(reply.status).toBe(200);
    app().clock.advance({ seconds: 1 });
    return who;
  };
  /**
   * A new team with one account of each role, and a second member and captain to act on, joined in
   * that order. The accounts are shared between crews unless `fresh` (a case that deletes one).
   */
  const crew = async (options: { fresh?: boolean } = {}) => {
    const [owner, captain, member, viewer, member2, captain2] = options.fresh
      ? [await person(), await person(), await person(), await person(), await person(), await person()]
      : await people();
    const teamId = await createTeam(owner!);
    return {
      teamId,
      owner: owner!,
      captain: await enrol(teamId, owner!, captain!, 'captain'),
      member: await enrol(teamId, owner!, member!, 'member'),
      viewer: await enrol(teamId, owner!, viewer!, 'viewer'),
      member2: await enrol(teamId, owner!, member2!, 'member'),
      captain2: await enrol(teamId, owner!, captain2!, 'captain'),
    };
  };
  const roleIn = async (teamId: string, viewer: Person, userId: string) => {
    const team = await must<{ members: { user_id: string; role: string }[] }>(
      app(),
      'GET',
      `${TEAMS}/${teamId}`,
      viewer.auth,
    );
    return team.members.find((m) => m.user_id === userId)?.role ?? null;
  };
  return { person, createTeam, invite, join, recruit, crew, roleIn };
}

/** Runs one statement on the suite's database (seeding what HTTP cannot make quickly, or counting rows). */
export async function sqlOn(app: TestApp, statement: string): Promise<Record<string, unknown>[]> {
  return app.runtime.orm.em.fork().getConnection().execute<Record<string, unknown>[]>(statement);
}

export const countOf = async (app: TestApp, statement: string): Promise<number> =>
  Number((await sqlOn(app, statement))[0]?.n);

/** One personal deck row owned by the workspace `ownerId` (a team's tracker routes are not this suite's). */
export async function seedTrackerRow(app: TestApp, kind: DatabaseKind, ownerId: string): Promise<void> {
  const now = kind === 'sqlite' ? String(Date.now()) : 'now()';
  const id = crypto.randomUUID();
  await sqlOn(
    app,
    `insert into personal_decks (id, owner_id, name, created_at) values ('${id}', '${ownerId}', 'Team deck', ${now})`,
  );
}

/**
 * Adds `count` accounts to a team as members straight in the database (the limit's case needs 50;
 * accounts made through the app would cost a password hash each, and these never sign in).
 */
export async function fillTeam(app: TestApp, kind: DatabaseKind, teamId: string, count: number): Promise<void> {
  const now = kind === 'sqlite' ? String(Date.now()) : 'now()';
  const yes = kind === 'sqlite' ? '1' : 'true';
  for (let i = 0; i < count; i += 1) {
    const id = crypto.randomUUID();
    await sqlOn(
      app,
      'insert into users (id, email, hashed_password, role, is_active, is_verified, token_version, created_at, updated_at) ' +
        `values ('${id}', 'filler-${i}-${teamId}@example.com', 'x', 'user', ${yes}, ${yes}, 0, ${now}, ${now})`,
    );
    await sqlOn(
      app,
      `insert into team_members (team_id, user_id, role, joined_at) values ('${teamId}', '${id}', 'member', ${now})`,
    );
  }
}
