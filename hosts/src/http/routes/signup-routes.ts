import { ok } from '@metagame/core';
import { signup, signupSchemas } from '@metagame/contracts';
import { ResendVerification } from '@metagame/core/identity/use-cases/resend-verification';
import { SignUp } from '@metagame/core/identity/use-cases/sign-up';
import { VerifyEmail } from '@metagame/core/identity/use-cases/verify-email';
import { TOKENS } from '../../compose/tokens.js';
import { presentTokenPair, presentUser } from '../presenters/user-presenter.js';
import { handled, route, type RouteRow } from '../route-table.js';
import { responded } from './responded.js';

/**
 * Self-registration. Resend answers 202 before doing anything: the lookup, the cooldown check and
 * the email all run as a background task after the response, so neither the body nor the timing
 * tells a missing, verified, cooling-down or freshly mailed account apart.
 */
export const SIGNUP_ROUTES: readonly RouteRow[] = [
  route({
    contract: signup.signup,
    useCase: SignUp,
    input: ({ body, client }) => ({
      email: body.email,
      password: body.password,
      displayName: body.display_name ?? null,
      client,
    }),
    present: ({ user, verificationRequired, tokens }) => ({
      verification_required: verificationRequired,
      tokens: tokens ? presentTokenPair(tokens) : null,
      user: presentUser(user),
    }),
  }),
  route({
    contract: signup.verifySignup,
    useCase: VerifyEmail,
    input: ({ body, client }) => ({ email: body.email, code: body.code, client }),
    present: presentTokenPair,
  }),
  handled(signup.resendVerification, (resolve) => {
    const resend = resolve(ResendVerification);
    const background = resolve(TOKENS.BackgroundTasks);
    return async ({ body, res }) => {
      background.run('resend-verification', () => resend.execute({ email: body.email }), responded(res));
      return ok({ message: signupSchemas.RESEND_ACKNOWLEDGEMENT });
    };
  }),
];
