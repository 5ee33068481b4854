import type { Response } from 'express';
import type { Container } from 'inversify';
import { ok } from '@metagame/core';
import { signup, signupSchemas } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentTokenPair, presentUser } from '../presenters/user-presenter.js';
import type { RouteBinder } from '../route-binder.js';

/**
 * Self-registration. Resend answers 202 before doing anything: the lookup, the cooldown check and
 * the email all run as a background task after the response, so neither the body nor the timing
 * tells a missing, verified, cooling-down or freshly mailed account apart (spec 4.3 rule 4).
 */
export function mountSignupRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(signup.signup, async ({ body }) => {
    const result = await get(TOKENS.SignUp).execute({ email: body.email, password: body.password, displayName: body.display_name ?? null });
    if (!result.ok) return result;
    const { user, verificationRequired, tokens } = result.value;
    return ok({ verification_required: verificationRequired, tokens: tokens ? presentTokenPair(tokens) : null, user: presentUser(user) });
  });

  bind.bind(signup.verifySignup, async ({ body }) => {
    const result = await get(TOKENS.VerifyEmail).execute({ email: body.email, code: body.code });
    return result.ok ? ok(presentTokenPair(result.value)) : result;
  });

  bind.bind(signup.resendVerification, async ({ body, res }) => {
    const resend = get(TOKENS.ResendVerification);
    get(TOKENS.BackgroundTasks).run('resend-verification', () => resend.execute({ email: body.email }), responded(res));
    return ok({ message: signupSchemas.RESEND_ACKNOWLEDGEMENT });
  });
}

/** Settles once the response has been handed to the OS, or the connection closed first. */
const responded = (res: Response): Promise<void> =>
  new Promise((resolve) => {
    res.once('finish', () => resolve());
    res.once('close', () => resolve());
  });
