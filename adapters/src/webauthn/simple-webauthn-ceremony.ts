import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {
  CeremonyRefusal,
  Passkey,
  PasskeyAssertionJson,
  PasskeyCeremony,
  PasskeyOptions,
  PasskeyRegistrationJson,
  VerifiedAssertion,
  VerifiedRegistration,
} from '@metagame/core';

/** The relying party: the RP id (a host name) and the exact origin browsers must report. */
export interface RelyingParty {
  readonly id: string;
  readonly origin: string;
  readonly name: string;
}

/**
 * The relying party of a web app at `frontendBaseUrl`: its host name is the RP id, and its scheme,
 * host and port are the one origin accepted (`http://localhost:8000/app` gives `localhost` and
 * `http://localhost:8000`). Browsers scope a passkey to the RP id, so moving the app to another
 * host name leaves the passkeys registered on the old one unusable.
 */
export const relyingPartyOf = (frontendBaseUrl: string, name = 'Metagame'): RelyingParty => {
  const url = new URL(frontendBaseUrl);
  return { id: url.hostname, origin: url.origin, name };
};

/**
 * EdDSA, ES256 and RS256, the algorithms authenticators use. Named here rather than left to the
 * library's default, which probes the runtime for post-quantum ML-DSA and makes Node print an
 * experimental-feature warning on the first ceremony.
 */
const ALGORITHMS = [-8, -7, -257];

/** How long the browser lets the user answer, in ms (the server's challenge lives longer). */
const CEREMONY_TIMEOUT_MS = 120_000;

/**
 * WebAuthn with @simplewebauthn/server: discoverable credentials (resident keys), user verification
 * required on every ceremony, attestation `none` (we trust no vendor list, so asking for more would
 * only cost users a prompt). The stored counter is handed to the library as 0 so that its own
 * counter check (which runs before the signature is verified) never fires: the core applies the
 * counter rule after a verified signature, where a refusal means a real clone, not a forgery.
 */
export class SimpleWebAuthnCeremony implements PasskeyCeremony {
  constructor(private readonly rp: RelyingParty) {}

  async registrationOptions(
    user: { readonly id: string; readonly email: string; readonly displayName: string | null },
    existing: readonly Passkey[],
  ): Promise<{ challenge: string; options: PasskeyOptions }> {
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userID: new TextEncoder().encode(user.id),
      userName: user.email,
      userDisplayName: user.displayName ?? user.email,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: [...p.transports] })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    return { challenge: options.challenge, options: { ...options } };
  }

  async loginOptions(): Promise<{ challenge: string; options: PasskeyOptions }> {
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'required',
    });
    return { challenge: options.challenge, options: { ...options } };
  }

  challengeOf(credential: PasskeyRegistrationJson | PasskeyAssertionJson): string | null {
    try {
      const client: unknown = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'));
      if (typeof client !== 'object' || client === null || !('challenge' in client)) return null;
      return typeof client.challenge === 'string' && client.challenge !== '' ? client.challenge : null;
    } catch {
      return null;
    }
  }

  async verifyRegistration(
    credential: PasskeyRegistrationJson,
    challenge: string,
  ): Promise<VerifiedRegistration | CeremonyRefusal> {
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      });
      if (!verified) return { refused: 'bad_signature' };
      return {
        credentialId: registrationInfo.credential.id,
        publicKey: Buffer.from(registrationInfo.credential.publicKey).toString('base64url'),
        signCount: registrationInfo.credential.counter,
        transports: registrationInfo.credential.transports ?? credential.response.transports ?? [],
        deviceType: registrationInfo.credentialDeviceType === 'multiDevice' ? 'multi_device' : 'single_device',
        backedUp: registrationInfo.credentialBackedUp,
      };
    } catch (error) {
      return refusalOf(error);
    }
  }

  async verifyAssertion(
    credential: PasskeyAssertionJson,
    challenge: string,
    passkey: Passkey,
  ): Promise<VerifiedAssertion | CeremonyRefusal> {
    const handle = credential.response.userHandle;
    if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userId)
      return { refused: 'wrong_user' };
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: credential as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: 0,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      });
      if (!verified) return { refused: 'bad_signature' };
      return { signCount: authenticationInfo.newCounter, backedUp: authenticationInfo.credentialBackedUp };
    } catch (error) {
      return refusalOf(error);
    }
  }
}

/**
 * The library reports every failed check as a plain Error; its message is the only thing that
 * says which. Anything it does not name (an undecodable CBOR body, a bad key) is `malformed`.
 */
const refusalOf = (error: unknown): CeremonyRefusal => {
  const message = error instanceof Error ? error.message : '';
  if (/origin/i.test(message)) return { refused: 'wrong_origin' };
  if (/RP ID/i.test(message)) return { refused: 'wrong_rp_id' };
  if (/user verification|could not be verified|not present/i.test(message)) return { refused: 'no_user_verification' };
  return { refused: 'malformed' };
};
