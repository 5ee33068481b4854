import { defineRoute } from '../route-contract.js';
import {
  ResendVerificationRequest,
  ResendVerificationResponse,
  SignupResponse,
  UserSignup,
  VerifyEmailRequest,
} from './signup-schemas.js';
import { TokenPair } from './schemas.js';

const tag = 'auth';

export const signup = defineRoute({
  operationId: 'signup',
  method: 'post',
  path: '/api/v1/auth/signup',
  tag,
  summary: 'Create an account (self-registration)',
  description:
    'Role is always `user`. With email verification on, a 6-digit code is emailed and `tokens` is null; with it off, the account is verified and `tokens` is a working pair.',
  access: 'anonymous',
  body: UserSignup,
  success: { status: 201, description: 'The account was created', schema: SignupResponse },
  errors: ['EMAIL_TAKEN', 'EMAIL_NOT_SENT', 'WEAK_PASSWORD'],
  rateLimits: { counts: 'requests', rules: [{ name: 'signup', setting: 'signupPerAddress', subject: 'address' }] },
});

export const verifySignup = defineRoute({
  operationId: 'verifySignup',
  method: 'post',
  path: '/api/v1/auth/signup/verify',
  tag,
  summary: 'Verify the emailed code and log in',
  description:
    'Each code is single use, valid 15 minutes and allows 5 guesses; then a resend is required. A deactivated account is refused with 401 Invalid credentials. (as its login is) and stays unverified.',
  access: 'anonymous',
  body: VerifyEmailRequest,
  success: { status: 200, description: 'Verified; a new token pair', schema: TokenPair },
  errors: ['INVALID_CODE', 'ALREADY_VERIFIED', 'TOO_MANY_ATTEMPTS', 'INVALID_CREDENTIALS'],
  rateLimits: { counts: 'requests', rules: [{ name: 'verify', setting: 'verifyPerAddress', subject: 'address' }] },
});

export const resendVerification = defineRoute({
  operationId: 'resendVerification',
  method: 'post',
  path: '/api/v1/auth/signup/resend',
  tag,
  summary: 'Email a new verification code',
  description:
    'Always 202 with the same body. A new code (replacing the old one) is sent only to an existing unverified account whose last code is older than the cooldown.',
  access: 'anonymous',
  body: ResendVerificationRequest,
  success: { status: 202, description: 'Acknowledged', schema: ResendVerificationResponse },
  errors: [],
  rateLimits: { counts: 'requests', rules: [{ name: 'resend', setting: 'resendPerAddress', subject: 'address' }] },
});

export const SIGNUP_ROUTES = [signup, verifySignup, resendVerification];
