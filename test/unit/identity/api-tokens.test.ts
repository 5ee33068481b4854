import { describe, expect, it } from 'vitest';
import { API_TOKEN_LIMIT, apiTokenSecret, crc32, isWellFormedApiToken } from '@metagame/core';
import { CreateApiToken } from '@metagame/core/identity/use-cases/create-api-token';
import { CreateTeamApiToken } from '@metagame/core/identity/use-cases/create-team-api-token';
import { ListApiTokens } from '@metagame/core/identity/use-cases/list-api-tokens';
import { ListTeamApiTokens } from '@metagame/core/identity/use-cases/list-team-api-tokens';
import { RevokeApiToken } from '@metagame/core/identity/use-cases/revoke-api-token';
import { TeamGate, type TeamRole, type User } from '@metagame/core';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { aUser } from '../../fakes/user-builder.js';

const TEAM = '00000000-0000-4000-b000-000000000001';
const OTHER_TEAM = '00000000-0000-4000-b000-000000000002';

async function setup() {
  const f = identityFakes();
  const gate = new TeamGate(f.members);
  const create = new CreateApiToken(f.apiTokens, f.apiTokenSecrets, f.audit, f.uow, f.ids, f.clock);
  const list = new ListApiTokens(f.apiTokens);
  const revoke = new RevokeApiToken(f.apiTokens, f.audit, f.uow, f.clock);
  const user = aUser().build();
  await f.users.insert(user);
  await f.teams.insert({ id: TEAM, name: 'T', createdAt: f.clock.now() });
  await f.teams.insert({ id: OTHER_TEAM, name: 'U', createdAt: f.clock.now() });
  const join = async (who: User, role: TeamRole, team = TEAM) =>
    f.members.add({ teamId: team, userId: who.id, role, joinedAt: f.clock.now() });
  const mint = async (scopes: ('tracker:read' | 'tracker:write' | 'meta:read')[], teamId: string | null = null) => {
    const made = await create.execute({ user, teamId, name: 'script', scopes, expiresInDays: 90 });
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };
  return {
    ...f,
    user,
    join,
    mint,
    create,
    list,
    revoke,
    createTeam: new CreateTeamApiToken(gate, create),
    listTeam: new ListTeamApiTokens(gate, list),
  };
}

describe('the API token secret', () => {
  it('computes the standard CRC-32 (the check value of "123456789")', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });

  it('is prefix, body and a checksum that any changed, missing or extra character breaks', () => {
    const secret = apiTokenSecret('a'.repeat(43));
    expect(secret).toMatch(/^mgt_a{43}[0-9A-Za-z]{6}$/);
    expect(isWellFormedApiToken(secret)).toBe(true);
    expect(isWellFormedApiToken(`${secret.slice(0, 10)}b${secret.slice(11)}`)).toBe(false);
    expect(isWellFormedApiToken(secret.slice(0, -1))).toBe(false);
    expect(isWellFormedApiToken(`${secret}0`)).toBe(false);
    expect(isWellFormedApiToken(secret.replace('mgt_', 'mgx_'))).toBe(false);
  });
});

describe('CreateApiToken', () => {
  it('answers the secret once and stores only its hash, the display prefix and the normalised scopes', async () => {
    const { mint, apiTokens, clock } = await setup();
    const { token, secret } = await mint(['tracker:write', 'tracker:read', 'tracker:write']);
    expect(isWellFormedApiToken(secret)).toBe(true);
    const stored = apiTokens.rows.get(token.id)!;
    expect(stored.secretHash).toBe(`hashed:${secret}`);
    expect(stored.prefix).toBe(secret.slice(0, 12));
    expect(stored.scopes).toEqual(['tracker:read', 'tracker:write']);
    expect(stored.expiresAt.getTime() - clock.now().getTime()).toBe(90 * 86_400_000);
  });

  it('records the creation in the audit trail, without the secret', async () => {
    const { mint, auditLog } = await setup();
    const { token, secret } = await mint(['tracker:read']);
    const event = auditLog.rows.get([...auditLog.rows.keys()].at(-1)!)!;
    expect(event).toMatchObject({ type: 'api_token.created', details: { credential_id: token.id } });
    expect(JSON.stringify(event)).not.toContain(secret);
  });

  it.each([0, 366, 1.5])('refuses an expiry of %s days, storing nothing', async (days) => {
    const { create, user, apiTokens } = await setup();
    const made = await create.execute({ user, teamId: null, name: 'x', scopes: ['tracker:read'], expiresInDays: days });
    expect(made.ok || made.error.code).toBe('VALIDATION_FAILED');
    expect(apiTokens.rows.size).toBe(0);
  });

  it(`refuses a token past ${API_TOKEN_LIMIT} live ones, and takes one again after a revocation`, async () => {
    const { mint, create, revoke, user } = await setup();
    const made = [];
    for (let i = 0; i < API_TOKEN_LIMIT; i += 1) made.push(await mint(['tracker:read']));
    const input = { user, teamId: null, name: 'one more', scopes: ['tracker:read'] as const, expiresInDays: 1 };
    const refused = await create.execute(input);
    expect(refused.ok || refused.error.code).toBe('VALIDATION_FAILED');
    await revoke.execute({ user, teamId: null, tokenId: made[0]!.token.id });
    expect((await create.execute(input)).ok).toBe(true);
  });

  it('makes a team token for a captain only: an outsider is told the team is not found, a member is refused', async () => {
    const { createTeam, user, join } = await setup();
    const input = { user, teamId: TEAM, name: 'bot', scopes: ['tracker:read'] as const, expiresInDays: 30 };
    expect(((await createTeam.execute(input)) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    await join(user, 'member');
    expect(((await createTeam.execute(input)) as { error: { code: string } }).error.code).toBe(
      'INSUFFICIENT_PERMISSIONS',
    );
  });
});

describe('ListApiTokens and RevokeApiToken', () => {
  it('keeps personal and team tokens apart and drops revoked ones from the list', async () => {
    const { mint, list, listTeam, revoke, user, join } = await setup();
    await join(user, 'captain');
    const personal = await mint(['tracker:read']);
    const team = await mint(['tracker:read'], TEAM);
    expect((await list.execute({ owner: { userId: user.id } })).map((t) => t.id)).toEqual([personal.token.id]);
    const teamList = await listTeam.execute({ userId: user.id, teamId: TEAM });
    expect(teamList.ok && teamList.value.map((t) => t.id)).toEqual([team.token.id]);
    expect((await revoke.execute({ user, teamId: null, tokenId: team.token.id })).ok).toBe(false);
    expect((await revoke.execute({ user, teamId: null, tokenId: personal.token.id })).ok).toBe(true);
    expect(await list.execute({ owner: { userId: user.id } })).toEqual([]);
  });

  it('answers not found for another user’s token, and records only real revocations', async () => {
    const { mint, revoke, users, auditLog } = await setup();
    const { token } = await mint(['tracker:read']);
    const stranger = aUser().build();
    await users.insert(stranger);
    const events = auditLog.rows.size;
    const refused = await revoke.execute({ user: stranger, teamId: null, tokenId: token.id });
    expect(refused.ok || refused.error.code).toBe('NOT_FOUND');
    expect(auditLog.rows.size).toBe(events);
  });
});

describe('AuthorizeRequest with an API token', () => {
  const tracker = (scope: 'tracker:read' | 'tracker:write', teamId: string | null = null) => ({
    requiredRole: 'user' as const,
    tokenScope: scope,
    teamId,
  });

  it('refuses a malformed token without reading the store', async () => {
    const { authorize, mint, apiTokens } = await setup();
    const { secret } = await mint(['tracker:read']);
    const mangled = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
    const result = await authorize.execute({ accessToken: mangled, ...tracker('tracker:read') });
    expect(result.ok || result.error.code).toBe('UNAUTHENTICATED');
    expect(apiTokens.lookups).toBe(0);
  });

  it('admits a route whose scope the token holds, and refuses the rest with insufficient permissions', async () => {
    const { authorize, mint, user } = await setup();
    const { secret } = await mint(['tracker:read']);
    const read = await authorize.execute({ accessToken: secret, ...tracker('tracker:read') });
    expect(read.ok && read.value).toMatchObject({ user: { id: user.id }, sessionId: null });
    for (const tokenScope of ['tracker:write', undefined] as const) {
      const refused = await authorize.execute({ accessToken: secret, requiredRole: 'user', tokenScope });
      expect(refused.ok || refused.error.code).toBe('INSUFFICIENT_PERMISSIONS');
    }
    expect((await authorize.execute({ accessToken: secret, requiredRole: 'user', tokenScope: 'any' })).ok).toBe(true);
    const admin = await authorize.execute({ accessToken: secret, requiredRole: 'admin', tokenScope: 'tracker:read' });
    expect(admin.ok || admin.error.code).toBe('INSUFFICIENT_PERMISSIONS');
  });

  it('keeps a team token to its team (another team: not found) and a personal token off team routes', async () => {
    const { authorize, mint, join, user } = await setup();
    await join(user, 'captain');
    await join(user, 'captain', OTHER_TEAM);
    const team = await mint(['tracker:read'], TEAM);
    const personal = await mint(['tracker:read']);
    const code = async (secret: string, teamId: string | null, tokenScope: 'tracker:read' | 'any' = 'tracker:read') => {
      const result = await authorize.execute({ accessToken: secret, requiredRole: 'user', tokenScope, teamId });
      return result.ok ? 'ok' : result.error.code;
    };
    expect(await code(team.secret, TEAM)).toBe('ok');
    expect(await code(team.secret, TEAM.toUpperCase())).toBe('ok');
    expect(await code(team.secret, OTHER_TEAM)).toBe('NOT_FOUND');
    expect(await code(team.secret, null)).toBe('INSUFFICIENT_PERMISSIONS');
    expect(await code(team.secret, null, 'any')).toBe('INSUFFICIENT_PERMISSIONS');
    expect(await code(personal.secret, TEAM)).toBe('INSUFFICIENT_PERMISSIONS');
  });

  it('stops a team token once its creator drops below captain or leaves, and a token of a deactivated user', async () => {
    const { authorize, mint, join, user, members, users } = await setup();
    await join(user, 'captain');
    const team = await mint(['tracker:read'], TEAM);
    const personal = await mint(['tracker:read']);
    const ok = async (secret: string, teamId: string | null) =>
      (await authorize.execute({ accessToken: secret, ...tracker('tracker:read', teamId) })).ok;
    await members.setRole(TEAM, user.id, 'member');
    expect(await ok(team.secret, TEAM)).toBe(false);
    await members.setRole(TEAM, user.id, 'owner');
    expect(await ok(team.secret, TEAM)).toBe(true);
    await members.remove(TEAM, user.id);
    expect(await ok(team.secret, TEAM)).toBe(false);
    await users.update(user.id, { isActive: false, updatedAt: new Date() });
    expect(await ok(personal.secret, null)).toBe(false);
  });

  it('refuses a token at its expiry and after its revocation', async () => {
    const { authorize, create, revoke, user, clock } = await setup();
    const made = await create.execute({ user, teamId: null, name: 'x', scopes: ['tracker:read'], expiresInDays: 1 });
    const secret = made.ok ? made.value.secret : '';
    const other = await create.execute({ user, teamId: null, name: 'y', scopes: ['tracker:read'], expiresInDays: 2 });
    const ok = async (s: string) => (await authorize.execute({ accessToken: s, ...tracker('tracker:read') })).ok;
    clock.advance({ days: 1, seconds: -1 });
    expect(await ok(secret)).toBe(true);
    clock.advance({ seconds: 1 });
    expect(await ok(secret)).toBe(false);
    const otherSecret = other.ok ? other.value.secret : '';
    expect(await ok(otherSecret)).toBe(true);
    await revoke.execute({ user, teamId: null, tokenId: other.ok ? other.value.token.id : '' });
    expect(await ok(otherSecret)).toBe(false);
  });

  it('stamps last use at most once a minute', async () => {
    const { authorize, mint, apiTokens, clock } = await setup();
    const { token, secret } = await mint(['tracker:read']);
    const use = () => authorize.execute({ accessToken: secret, ...tracker('tracker:read') });
    await use();
    const first = clock.now();
    expect(apiTokens.rows.get(token.id)!.lastUsedAt).toEqual(first);
    clock.advance({ seconds: 60 });
    await use();
    expect(apiTokens.rows.get(token.id)!.lastUsedAt).toEqual(first);
    clock.advance({ seconds: 1 });
    await use();
    expect(apiTokens.rows.get(token.id)!.lastUsedAt).toEqual(clock.now());
  });
});
