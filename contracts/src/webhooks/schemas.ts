import { z } from 'zod';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMIT_PER_OWNER,
  WEBHOOK_URL_MAX_LENGTH,
} from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

export const WEBHOOKS_TAG = 'webhooks';
export const WEBHOOKS_PREFIX = '/api/v1/webhooks';

const Uuid = z.uuid({ error: 'Must be a UUID.' });

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({
  id: 'WebhookEventType',
  description:
    'An event a webhook can subscribe to. `match.*`: the workspace’s own matches; `card_data.import.finished` and `meta.import.finished`: public events, sent to every webhook subscribed to them.',
});
const EventTypes = z
  .array(WebhookEventTypeSchema)
  .min(1, 'Subscribe to at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length * 2);
const Url = Text(WEBHOOK_URL_MAX_LENGTH).describe(
  'Where events are POSTed: https (http only when the server allows it), to a public address.',
);
const Description = Text(WEBHOOK_DESCRIPTION_MAX_LENGTH).trim();

export const WebhookParams = z.strictObject({ webhook_id: Uuid });
export const WebhookDeliveryParams = z.strictObject({ webhook_id: Uuid, event_id: Uuid });

export const WebhookWrite = z
  .strictObject({ url: Url, events: EventTypes, description: Description.default('') })
  .meta({
    id: 'WebhookWrite',
    description: `A new webhook: its endpoint and the events it wants (a workspace has at most ${WEBHOOK_LIMIT_PER_OWNER}).`,
    examples: [{ url: 'https://bot.example.com/metagame', events: ['match.recorded'], description: 'Discord bot' }],
  });

export const WebhookUpdate = z
  .strictObject({
    url: Url.optional(),
    events: EventTypes.optional(),
    description: Description.optional(),
    enabled: z
      .boolean()
      .optional()
      .describe('false disables the webhook; true enables it again (and forgets why it was disabled).'),
  })
  .meta({
    id: 'WebhookUpdate',
    description: 'What to change of a webhook; absent fields stay as they are.',
    examples: [{ enabled: true }],
  });

export const WebhookRead = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(WebhookEventTypeSchema),
    enabled: z.boolean(),
    disabled_at: Timestamp.nullable(),
    disabled_reason: z
      .string()
      .nullable()
      .describe('Why it was disabled: by its owner, or the deliveries that kept failing.'),
    created_at: Timestamp,
  })
  .meta({ id: 'WebhookRead', description: 'A webhook, without its secret.' });

export const WebhookWithSecret = WebhookRead.extend({
  secret: z.string().describe('The signing secret (`whsec_` + base64), shown only in this answer.'),
}).meta({ id: 'WebhookWithSecret', description: 'A webhook with its signing secret, which is shown this once.' });

export const WebhookDeliveryRead = z
  .object({
    event_id: z.uuid().describe('The `webhook-id` header: the same on every attempt.'),
    event_type: WebhookEventTypeSchema,
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    created_at: Timestamp,
    last_attempt_at: Timestamp.nullable(),
    next_attempt_at: Timestamp.nullable().describe('When the next attempt is due (pending only).'),
    last_error: z.string().nullable(),
    response_status: z.number().int().nullable().describe('The HTTP status of the last answer; null when none came.'),
    payload: z.string().describe('The body sent, as sent.'),
  })
  .meta({ id: 'WebhookDeliveryRead', description: 'One event on its way to a webhook, and how its attempts went.' });

export const WebhookDeliveryQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
