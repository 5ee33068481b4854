import { totp } from '@metagame/contracts';
import { CompleteSecondFactor } from '@metagame/core/identity/use-cases/complete-second-factor';
import { ConfirmTotpEnrolment } from '@metagame/core/identity/use-cases/confirm-totp-enrolment';
import { DisableTotp } from '@metagame/core/identity/use-cases/disable-totp';
import { GetTotpStatus } from '@metagame/core/identity/use-cases/get-totp-status';
import { StartTotpEnrolment } from '@metagame/core/identity/use-cases/start-totp-enrolment';
import { presentTokenPair } from '../presenters/user-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** TOTP: the second step of a login, and turning the factor on and off. */
export const TOTP_ROUTES: readonly RouteRow[] = [
  route({
    contract: totp.completeSecondFactor,
    useCase: CompleteSecondFactor,
    input: ({ body, client }) => ({ challengeToken: body.challenge_token, code: body.code, client }),
    present: ({ tokens, recoveryCodes }) => ({
      ...presentTokenPair(tokens),
      ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
    }),
  }),
  route({
    contract: totp.getTotpStatus,
    useCase: GetTotpStatus,
    input: ({ user }) => ({ userId: user.id }),
    present: ({ enabled, recoveryCodesLeft }) => ({ enabled, recovery_codes_left: recoveryCodesLeft }),
  }),
  route({
    contract: totp.startTotpEnrolment,
    useCase: StartTotpEnrolment,
    input: ({ user, client }) => ({ userId: user.id, client }),
    present: ({ secret, otpauthUri }) => ({ secret, otpauth_uri: otpauthUri }),
  }),
  route({
    contract: totp.confirmTotpEnrolment,
    useCase: ConfirmTotpEnrolment,
    input: ({ body, user, client }) => ({ userId: user.id, code: body.code, client }),
    present: ({ recoveryCodes }) => ({ recovery_codes: recoveryCodes }),
  }),
  route({
    contract: totp.disableTotp,
    useCase: DisableTotp,
    input: ({ body, user, client }) => ({ userId: user.id, password: body.password, code: body.code, client }),
    present: () => undefined,
  }),
];
