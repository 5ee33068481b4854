import { setting } from './setting.js';
import { bool, int } from './setting-parsers.js';

/** Webhooks (docs/webhooks.md): where they may go and how the outbox is drained. */
export const WEBHOOK_SETTINGS = {
  allowPrivateAddresses: setting(
    'WEBHOOK_ALLOW_PRIVATE_ADDRESSES',
    bool.default(false),
    'lets webhooks target private, loopback and link-local addresses (development and tests only)',
  ),
  allowHttp: setting('WEBHOOK_ALLOW_HTTP', bool.default(false), 'lets webhooks target plain `http://` URLs'),
  retryBaseSeconds: setting(
    'WEBHOOK_RETRY_BASE_SECONDS',
    int(1, 3_600).default(30),
    'the first retry’s delay; each further retry doubles it (at most 6 hours apart), for 24 hours',
  ),
  pollIntervalMs: setting(
    'WEBHOOK_POLL_INTERVAL_MS',
    int(10, 3_600_000).default(1_000),
    'how often a `serve` process looks for due deliveries in the outbox',
  ),
} as const;
