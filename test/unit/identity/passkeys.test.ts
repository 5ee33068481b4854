import { describe, expect, it } from 'vitest';
import { counterWentBack } from '@metagame/core';
import { FinishPasskeyLogin } from '@metagame/core/identity/use-cases/finish-passkey-login';
import { FinishPasskeyRegistration } from '@metagame/core/identity/use-cases/finish-passkey-registration';
import { StartPasskeyLogin } from '@metagame/core/identity/use-cases/start-passkey-login';
import { StartPasskeyRegistration } from '@metagame/core/identity/use-cases/start-passkey-registration';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { InMemoryPasskeyRepo } from '../../fakes/in-memory-passkey-repo.js';
import { aRegistration, anAssertion, ScriptedPasskeyCeremony } from '../../fakes/scripted-passkey-ceremony.js';
import { aUser } from '../../fakes/user-builder.js';

async function setup() {
  const f = identityFakes();
  const passkeys = new InMemoryPasskeyRepo();
  const ceremony = new ScriptedPasskeyCeremony();
  const user = aUser().build();
  await f.users.insert(user);
  const startRegistration = new StartPasskeyRegistration(f.users, passkeys, ceremony, f.clock);
  const finishRegistration = new FinishPasskeyRegistration(f.users, passkeys, ceremony, f.audit, f.uow, f.ids, f.clock);
  const startLogin = new StartPasskeyLogin(passkeys, ceremony, f.clock);
  const finishLogin = new FinishPasskeyLogin(f.users, passkeys, ceremony, f.starter, f.audit, f.uow, f.clock);
  const types = () => [...f.auditLog.rows.values()].map((e) => e.type);
  /** A registration challenge for `userId`, as the options call hands it out. */
  const challengeFor = async (userId: string) => {
    const started = await startRegistration.execute({ userId });
    if (!started.ok) throw new Error(started.error.message);
    return String(started.value.options.challenge);
  };
  /** Registers a passkey for `user` and answers its credential id. */
  const registered = async (owner = user) => {
    const done = await finishRegistration.execute({
      userId: owner.id,
      credential: aRegistration(await challengeFor(owner.id)),
    });
    if (!done.ok) throw new Error(done.error.message);
    return done.value.credentialId;
  };
  const login = async (credentialId: string, signCount: number) => {
    const { options } = await startLogin.execute();
    return finishLogin.execute({ credential: anAssertion(String(options.challenge), credentialId, signCount) });
  };
  return { ...f, passkeys, ceremony, user, challengeFor, finishRegistration, finishLogin, types, registered, login };
}

describe('the signature counter rule', () => {
  it.each([
    [0, 0, false],
    [0, 1, false],
    [4, 5, false],
    [5, 5, true],
    [5, 4, true],
    [5, 0, true],
    [0, 7, false],
  ])('stored %i, presented %i: went back = %s', (stored, presented, expected) => {
    expect(counterWentBack(stored, presented)).toBe(expected);
  });
});

describe('passkey registration', () => {
  it('stores the verified credential under the caller with the given name, and audits it', async () => {
    const s = await setup();
    const done = await s.finishRegistration.execute({
      userId: s.user.id,
      credential: aRegistration(await s.challengeFor(s.user.id)),
      name: ' Laptop ',
    });
    expect(done.ok && done.value.name).toBe('Laptop');
    expect(await s.passkeys.listByUser(s.user.id)).toHaveLength(1);
    expect(s.types()).toEqual(['passkey.registered']);
  });

  it('refuses another user’s challenge, a spent one and an expired one, storing nothing', async () => {
    const s = await setup();
    const other = aUser().build();
    await s.users.insert(other);
    const challenge = s.challengeFor;
    const theirs = await challenge(other.id);
    expect(await s.finishRegistration.execute({ userId: s.user.id, credential: aRegistration(theirs) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PASSKEY' },
    });
    const mine = await challenge(s.user.id);
    expect((await s.finishRegistration.execute({ userId: s.user.id, credential: aRegistration(mine) })).ok).toBe(true);
    expect(
      (await s.finishRegistration.execute({ userId: s.user.id, credential: aRegistration(mine, 'again') })).ok,
    ).toBe(false);
    const stale = await challenge(s.user.id);
    s.clock.advance({ seconds: 5 * 60 + 1 });
    expect(
      (await s.finishRegistration.execute({ userId: s.user.id, credential: aRegistration(stale, 'late') })).ok,
    ).toBe(false);
    expect(await s.passkeys.listByUser(s.user.id)).toHaveLength(1);
  });

  it('says which WebAuthn check failed', async () => {
    const s = await setup();
    const challenge = await s.challengeFor(s.user.id);
    s.ceremony.next = { refused: 'no_user_verification' };
    const refused = await s.finishRegistration.execute({ userId: s.user.id, credential: aRegistration(challenge) });
    expect(refused).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('did not verify the user') as unknown },
    });
    expect(s.types()).toEqual([]);
  });
});

describe('passkey login', () => {
  it('starts a session for the owner and audits the login as by passkey, without a second-factor step', async () => {
    const s = await setup();
    const credentialId = await s.registered();
    const result = await s.login(credentialId, 1);
    expect(result.ok).toBe(true);
    expect(await s.sessions.listLive(s.user.id, s.clock.now())).toHaveLength(1);
    const login = [...s.auditLog.rows.values()].find((e) => e.type === 'login.succeeded');
    expect(login?.details).toMatchObject({ via: 'passkey' });
  });

  it('refuses a counter that did not grow as a clone: no session, an audit row, the stored counter kept', async () => {
    const s = await setup();
    const credentialId = await s.registered();
    expect((await s.login(credentialId, 3)).ok).toBe(true);
    expect(await s.login(credentialId, 3)).toMatchObject({ ok: false, error: { code: 'PASSKEY_CLONED' } });
    expect(await s.login(credentialId, 2)).toMatchObject({ ok: false, error: { code: 'PASSKEY_CLONED' } });
    expect(s.types().filter((t) => t === 'passkey.clone_detected')).toHaveLength(2);
    expect((await s.passkeys.findByCredentialId(credentialId))?.signCount).toBe(3);
    expect(await s.sessions.listLive(s.user.id, s.clock.now())).toHaveLength(1);
  });

  it('refuses a refused response, an unknown credential and an inactive account with one error, each audited with its reason', async () => {
    const s = await setup();
    const credentialId = await s.registered();
    s.ceremony.next = { refused: 'wrong_origin' };
    expect(await s.login(credentialId, 1)).toMatchObject({ ok: false, error: { code: 'PASSKEY_LOGIN_FAILED' } });
    expect(await s.login('cred-unknown', 1)).toMatchObject({ ok: false, error: { code: 'PASSKEY_LOGIN_FAILED' } });
    await s.users.update(s.user.id, { isActive: false, updatedAt: s.clock.now() });
    expect(await s.login(credentialId, 2)).toMatchObject({ ok: false, error: { code: 'PASSKEY_LOGIN_FAILED' } });
    const reasons = [...s.auditLog.rows.values()].filter((e) => e.type === 'login.failed').map((e) => e.details.reason);
    expect(reasons).toEqual(['wrong_origin', 'unknown_credential', 'inactive_account']);
    expect(await s.sessions.listLive(s.user.id, s.clock.now())).toHaveLength(0);
  });

  it('refuses a registration challenge, and a login challenge answered twice', async () => {
    const s = await setup();
    const credentialId = await s.registered();
    const viaRegistration = await s.finishLogin.execute({
      credential: anAssertion(await s.challengeFor(s.user.id), credentialId, 1),
    });
    expect(viaRegistration.ok).toBe(false);
    expect((await s.login(credentialId, 2)).ok).toBe(true);
  });

  it('loses to a concurrent login that moved the counter first (compare-and-set), as a clone', async () => {
    const s = await setup();
    const credentialId = await s.registered();
    const original = s.passkeys.recordUse.bind(s.passkeys);
    // Another process records a use between this login's read and its write.
    s.passkeys.recordUse = async (id, expected, next, backedUp, at) => {
      await original(id, expected, next, backedUp, at);
      return original(id, expected, next, backedUp, at);
    };
    expect(await s.login(credentialId, 1)).toMatchObject({ ok: false, error: { code: 'PASSKEY_CLONED' } });
  });
});
