import { beforeEach, describe, expect, it } from 'vitest';
import { IdentityLinker, NO_PASSWORD, OpenIdRegistration, OpenIdTickets, type OpenIdClaims } from '@metagame/core';
import { ConfirmOpenIdLink } from '@metagame/core/identity/use-cases/confirm-open-id-link';
import { FinishOpenIdSignIn } from '@metagame/core/identity/use-cases/finish-open-id-sign-in';
import { StartOpenIdSignIn } from '@metagame/core/identity/use-cases/start-open-id-sign-in';
import { UnlinkIdentity } from '@metagame/core/identity/use-cases/unlink-identity';
import { RandomSecretTickets } from '@metagame/adapters';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { InMemoryPasskeyRepo } from '../../fakes/in-memory-passkey-repo.js';
import { InMemoryLinkedIdentityRepo } from '../../fakes/in-memory-linked-identity-repo.js';
import { InMemoryOpenIdTicketRepo } from '../../fakes/in-memory-open-id-ticket-repo.js';
import { ScriptedOpenIdClient } from '../../fakes/scripted-open-id-client.js';
import { SnapshotUnitOfWork } from '../../fakes/snapshot-unit-of-work.js';
import { aUser } from '../../fakes/user-builder.js';

const PROVIDERS = [{ id: 'idp', displayName: 'IdP', issuer: 'https://idp.example.com' }];
const claims = (patch: Partial<OpenIdClaims> = {}): OpenIdClaims => ({
  issuer: 'https://idp.example.com',
  subject: 'person-1',
  email: 'Person@Example.com',
  emailVerified: true,
  name: 'A Person',
  ...patch,
});

function fixture() {
  const f = identityFakes();
  const passkeys = new InMemoryPasskeyRepo();
  const identities = new InMemoryLinkedIdentityRepo(f.users, passkeys);
  const ticketRepo = new InMemoryOpenIdTicketRepo();
  const uow = new SnapshotUnitOfWork([f.users, f.auditLog, identities, ticketRepo]);
  const client = new ScriptedOpenIdClient();
  const tickets = new OpenIdTickets(ticketRepo, new RandomSecretTickets(), f.clock);
  const linker = new IdentityLinker(identities, f.audit, uow, f.ids, f.clock);
  const registration = new OpenIdRegistration(f.users, linker, f.audit, uow, f.ids, f.clock);
  const start = new StartOpenIdSignIn(PROVIDERS, client, f.clock);
  const finishCase = new FinishOpenIdSignIn(
    PROVIDERS,
    client,
    f.users,
    identities,
    linker,
    registration,
    tickets,
    f.audit,
    uow,
    f.clock,
  );
  /** A whole round trip: start, then the callback with the state the start made. */
  const roundTrip = async (
    who: OpenIdClaims | 'unavailable' | 'denied' | 'invalid',
    linkUserId: string | null = null,
  ) => {
    client.next = who;
    const started = await start.execute({ providerId: 'idp', redirectUri: 'https://rp.test/cb', linkUserId });
    if (!started.ok) throw new Error(started.error.code);
    const { request } = started.value;
    return finishCase.execute({
      providerId: 'idp',
      callbackUrl: 'https://rp.test/cb?code=c',
      state: request.state,
      request,
    });
  };
  return { ...f, uow, identities, passkeys, ticketRepo, client, tickets, linker, start, finish: finishCase, roundTrip };
}

describe('sign-in with an OpenID provider (use cases on fakes)', () => {
  let f: ReturnType<typeof fixture>;
  beforeEach(() => {
    f = fixture();
  });

  it('creates a verified account without a password, linked and audited, on a first verified sign-in', async () => {
    const outcome = await f.roundTrip(claims());
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'signed_in' } });
    const user = await f.users.findByEmail('person@example.com');
    expect(user).toMatchObject({
      isVerified: true,
      isActive: true,
      hashedPassword: NO_PASSWORD,
      displayName: 'A Person',
    });
    expect(await f.identities.listByUser(user!.id)).toHaveLength(1);
    expect([...f.auditLog.rows.values()].map((e) => (e as { type: string }).type)).toEqual(
      expect.arrayContaining(['account.registered', 'oidc.linked']),
    );
  });

  it('creates nothing when the provider does not verify the email', async () => {
    expect(await f.roundTrip(claims({ emailVerified: false }))).toMatchObject({
      ok: false,
      error: { code: 'OIDC_EMAIL_UNVERIFIED' },
    });
    expect(await f.users.findByEmail('person@example.com')).toBeNull();
    expect(f.identities.rows.size).toBe(0);
  });

  it('links nothing to an existing account with the email: it answers a link ticket for that account', async () => {
    const owner = aUser().withEmail('person@example.com').build();
    await f.users.insert(owner);
    const outcome = await f.roundTrip(claims());
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'link_pending' } });
    expect(f.identities.rows.size).toBe(0);
    const ticket = outcome.ok && 'ticket' in outcome.value ? outcome.value.ticket : '';
    expect((await f.tickets.redeem(ticket, 'link'))?.userId).toBe(owner.id);
  });

  it('refuses a callback whose state differs, without asking the provider', async () => {
    f.client.next = claims();
    const started = await f.start.execute({ providerId: 'idp', redirectUri: 'https://rp.test/cb', linkUserId: null });
    const request = started.ok ? started.value.request : null;
    const outcome = await f.finish.execute({ providerId: 'idp', callbackUrl: 'x', state: 'other', request });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'OIDC_CALLBACK_INVALID' } });
    expect(f.client.exchanges).toBe(0);
  });

  it('refuses a request older than ten minutes', async () => {
    f.client.next = claims();
    const started = await f.start.execute({ providerId: 'idp', redirectUri: 'https://rp.test/cb', linkUserId: null });
    const request = started.ok ? started.value.request : null;
    f.clock.advance({ minutes: 10 });
    const outcome = await f.finish.execute({ providerId: 'idp', callbackUrl: 'x', state: request!.state, request });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'OIDC_CALLBACK_INVALID' } });
  });

  it.each([
    ['unavailable', 'OIDC_PROVIDER_UNAVAILABLE'],
    ['denied', 'OIDC_PROVIDER_DENIED'],
    ['invalid', 'OIDC_CALLBACK_INVALID'],
  ] as const)('answers a provider failure (%s) as %s', async (failure, code) => {
    expect(await f.roundTrip(failure)).toMatchObject({ ok: false, error: { code } });
  });

  it('answers OIDC_PROVIDER_UNAVAILABLE at the start when discovery fails', async () => {
    f.client.discovery = 'unavailable';
    const started = await f.start.execute({ providerId: 'idp', redirectUri: 'https://rp.test/cb', linkUserId: null });
    expect(started).toMatchObject({ ok: false, error: { code: 'OIDC_PROVIDER_UNAVAILABLE' } });
  });

  it('refuses a link ticket redeemed by another account', async () => {
    const owner = aUser().withEmail('person@example.com').build();
    const other = aUser().build();
    await f.users.insert(owner);
    await f.users.insert(other);
    const outcome = await f.roundTrip(claims());
    const ticket = outcome.ok && 'ticket' in outcome.value ? outcome.value.ticket : '';
    const confirm = new ConfirmOpenIdLink(f.tickets, f.users, f.linker);
    expect(await confirm.execute({ userId: other.id, ticket })).toMatchObject({
      ok: false,
      error: { code: 'OIDC_TICKET_INVALID' },
    });
    expect(f.identities.rows.size).toBe(0);
  });

  it('refuses to unlink the last way to sign in, and rolls the delete back', async () => {
    await f.roundTrip(claims());
    const user = (await f.users.findByEmail('person@example.com'))!;
    const [link] = await f.identities.listByUser(user.id);
    const unlink = new UnlinkIdentity(f.identities, f.audit, f.uow, f.users, f.clock);
    expect(await unlink.execute({ user, identityId: link!.id })).toMatchObject({
      ok: false,
      error: { code: 'LAST_SIGN_IN_METHOD' },
    });
    expect(await f.identities.listByUser(user.id)).toHaveLength(1);
  });

  it('unlinks the only provider of an account without a password when it has a passkey', async () => {
    await f.roundTrip(claims());
    const user = (await f.users.findByEmail('person@example.com'))!;
    await f.passkeys.insert({
      id: 'passkey-1',
      userId: user.id,
      credentialId: 'credential-1',
      publicKey: 'cHVibGlj',
      signCount: 0,
      transports: ['internal'],
      deviceType: 'multi_device',
      backedUp: true,
      name: 'Phone',
      createdAt: f.clock.now(),
      lastUsedAt: null,
    });
    const [link] = await f.identities.listByUser(user.id);
    const unlink = new UnlinkIdentity(f.identities, f.audit, f.uow, f.users, f.clock);
    expect(await unlink.execute({ user, identityId: link!.id })).toEqual({ ok: true, value: undefined });
  });

  it('unlinks a provider from an account that keeps its password', async () => {
    const owner = aUser().build();
    await f.users.insert(owner);
    await f.roundTrip(claims(), owner.id);
    const [link] = await f.identities.listByUser(owner.id);
    const unlink = new UnlinkIdentity(f.identities, f.audit, f.uow, f.users, f.clock);
    expect(await unlink.execute({ user: owner, identityId: link!.id })).toEqual({ ok: true, value: undefined });
    expect(await f.identities.listByUser(owner.id)).toEqual([]);
  });
});
