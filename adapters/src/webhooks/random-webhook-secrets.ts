import { randomBytes } from 'node:crypto';
import type { WebhookSecrets } from '@metagame/core';

/** 24 random bytes (192 bits), base64, behind the Standard Webhooks prefix `whsec_`. */
export class RandomWebhookSecrets implements WebhookSecrets {
  newSecret(): string {
    return `whsec_${randomBytes(24).toString('base64')}`;
  }
}
