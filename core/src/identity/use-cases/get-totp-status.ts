import type { TotpRepo } from '../ports/totp-repo.js';

export interface GetTotpStatusInput {
  readonly userId: string;
}
export interface TotpStatus {
  /** A code confirmed the factor: logins take the second step. A pending enrolment is not on. */
  readonly enabled: boolean;
  /** Unused recovery codes (0 while off). */
  readonly recoveryCodesLeft: number;
}

/** Whether the caller's TOTP is on, for a settings page to offer turning it on or off (a read, nothing written). */
export class GetTotpStatus {
  constructor(private readonly repo: TotpRepo) {}

  async execute(input: GetTotpStatusInput): Promise<TotpStatus> {
    const factor = await this.repo.find(input.userId);
    if (!factor?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await this.repo.recoveryCodesLeft(input.userId) };
  }
}
