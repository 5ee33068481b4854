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

/**
 * PasskeyCeremony for use-case tests: challenges are `challenge-1`, `challenge-2`, …; a response
 * carries its challenge as its clientDataJSON (no encoding); verification answers what the test
 * scripted (by default: verified, the counter the response's authenticatorData names as a number).
 */
export class ScriptedPasskeyCeremony implements PasskeyCeremony {
  private issued = 0;
  /** The next verification's answer, when set (used once). */
  next: CeremonyRefusal | null = null;

  async registrationOptions(): Promise<{ challenge: string; options: PasskeyOptions }> {
    return this.fresh();
  }

  async loginOptions(): Promise<{ challenge: string; options: PasskeyOptions }> {
    return this.fresh();
  }

  challengeOf(credential: PasskeyRegistrationJson | PasskeyAssertionJson): string | null {
    return credential.response.clientDataJSON || null;
  }

  async verifyRegistration(credential: PasskeyRegistrationJson): Promise<VerifiedRegistration | CeremonyRefusal> {
    return this.scripted({
      credentialId: credential.id,
      publicKey: 'pk',
      signCount: 0,
      transports: ['internal'],
      deviceType: 'single_device',
      backedUp: false,
    });
  }

  async verifyAssertion(credential: PasskeyAssertionJson, _challenge: string, _passkey: Passkey) {
    return this.scripted<VerifiedAssertion>({
      signCount: Number(credential.response.authenticatorData),
      backedUp: false,
    });
  }

  private scripted<T>(verified: T): T | CeremonyRefusal {
    const refusal = this.next;
    this.next = null;
    return refusal ?? verified;
  }

  private fresh() {
    this.issued += 1;
    const challenge = `challenge-${this.issued}`;
    return { challenge, options: { challenge } };
  }
}

/** A registration response for the scripted ceremony. */
export const aRegistration = (challenge: string, id = `cred-${challenge}`): PasskeyRegistrationJson => ({
  id,
  rawId: id,
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: challenge, attestationObject: 'att' },
});

/** An assertion for the scripted ceremony, reporting `signCount`. */
export const anAssertion = (challenge: string, credentialId: string, signCount: number): PasskeyAssertionJson => ({
  id: credentialId,
  rawId: credentialId,
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: challenge, authenticatorData: String(signCount), signature: 'sig' },
});
