import { ok } from '@metagame/core';
import { recovery, recoverySchemas } from '@metagame/contracts';
import { ConfirmEmailChange } from '@metagame/core/identity/use-cases/confirm-email-change';
import { RequestEmailChange } from '@metagame/core/identity/use-cases/request-email-change';
import { RequestPasswordReset } from '@metagame/core/identity/use-cases/request-password-reset';
import { ResetPassword } from '@metagame/core/identity/use-cases/reset-password';
import { TOKENS } from '../../compose/tokens.js';
import { presentTokenPair } from '../presenters/user-presenter.js';
import { handled, route, type RouteRow } from '../route-table.js';
import { responded } from './responded.js';

/**
 * Password reset and email change. A reset request answers 202 before doing anything,
 * as the verification resend does: the lookup, the cooldown and the email run as a background task
 * after the response, so neither body nor timing tells an unknown, deactivated, cooling-down or
 * freshly mailed account apart.
 */
export const RECOVERY_ROUTES: readonly RouteRow[] = [
  handled(recovery.requestPasswordReset, (resolve) => {
    const request = resolve(RequestPasswordReset);
    const background = resolve(TOKENS.BackgroundTasks);
    return async ({ body, res, client }) => {
      background.run('password-reset', () => request.execute({ email: body.email, client }), responded(res));
      return ok({ message: recoverySchemas.PASSWORD_RESET_ACKNOWLEDGEMENT });
    };
  }),
  route({
    contract: recovery.confirmPasswordReset,
    useCase: ResetPassword,
    input: ({ body, client }) => ({ email: body.email, code: body.code, newPassword: body.new_password, client }),
    present: () => undefined,
  }),
  route({
    contract: recovery.requestEmailChange,
    useCase: RequestEmailChange,
    input: ({ body, user, client }) => ({
      userId: user.id,
      currentPassword: body.current_password,
      newEmail: body.new_email,
      client,
    }),
    present: () => ({ message: recoverySchemas.EMAIL_CHANGE_ACKNOWLEDGEMENT }),
  }),
  route({
    contract: recovery.confirmEmailChange,
    useCase: ConfirmEmailChange,
    input: ({ body, user, client }) => ({ userId: user.id, code: body.code, client }),
    present: presentTokenPair,
  }),
];
