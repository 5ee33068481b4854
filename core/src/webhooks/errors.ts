import { domainError } from '../shared/domain-error.js';
import { WEBHOOK_LIMIT_PER_OWNER } from './entities/webhook.js';

/** The webhooks area's recoverable outcomes; another workspace's webhook reads as missing. */
export const webhookNotFound = () => domainError('NOT_FOUND', 'Webhook not found.');
export const deliveryNotFound = () => domainError('NOT_FOUND', 'Delivery not found.');
export const refusedUrl = (reason: string) => domainError('VALIDATION_FAILED', reason);
export const tooManyWebhooks = () =>
  domainError('VALIDATION_FAILED', `A workspace has at most ${WEBHOOK_LIMIT_PER_OWNER} webhooks: delete one first.`);

export const verificationRequired = () => domainError('FORBIDDEN', 'Verify your email address first.');

export type VerificationRequired = ReturnType<typeof verificationRequired>;
export type WebhookNotFound = ReturnType<typeof webhookNotFound>;
export type DeliveryNotFound = ReturnType<typeof deliveryNotFound>;
export type RefusedUrl = ReturnType<typeof refusedUrl>;
export type TooManyWebhooks = ReturnType<typeof tooManyWebhooks>;
