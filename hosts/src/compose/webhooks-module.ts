import {
  DnsWebhookAddressPolicy,
  HttpWebhookSender,
  RandomWebhookSecrets,
  SqlWebhookOutbox,
  SqlWebhookRepo,
} from '@metagame/adapters';
import { AuditTrail, WebhookPublisher } from '@metagame/core';
import { CreateWebhook } from '@metagame/core/webhooks/use-cases/create-webhook';
import { DeleteWebhook } from '@metagame/core/webhooks/use-cases/delete-webhook';
import { DeliverDueWebhooks } from '@metagame/core/webhooks/use-cases/deliver-due-webhooks';
import { GetWebhook } from '@metagame/core/webhooks/use-cases/get-webhook';
import { ListWebhookDeliveries } from '@metagame/core/webhooks/use-cases/list-webhook-deliveries';
import { ListWebhooks } from '@metagame/core/webhooks/use-cases/list-webhooks';
import { RedeliverWebhook } from '@metagame/core/webhooks/use-cases/redeliver-webhook';
import { RotateWebhookSecret } from '@metagame/core/webhooks/use-cases/rotate-webhook-secret';
import { UpdateWebhook } from '@metagame/core/webhooks/use-cases/update-webhook';
import { areaModule, construct, provide, setting } from './binding.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';

const rulesOf = ({ webhooks }: Config) => ({
  allowHttp: webhooks.allowHttp,
  allowPrivate: webhooks.allowPrivateAddresses,
});

/** Webhooks: endpoints per workspace, the outbox every change writes to, and the delivery worker's pass. */
export const webhooksModule = areaModule([
  provide(T.WebhookRepo, (get) => new SqlWebhookRepo(get(T.Orm).sql)),
  provide(T.WebhookOutbox, (get) => new SqlWebhookOutbox(get(T.Orm).sql)),
  provide(T.WebhookSender, (get) => new HttpWebhookSender(rulesOf(get(T.Config)))),
  provide(T.WebhookAddressPolicy, (get) => new DnsWebhookAddressPolicy(rulesOf(get(T.Config)))),
  provide(T.WebhookSecrets, () => new RandomWebhookSecrets()),

  construct(WebhookPublisher, T.WebhookOutbox, T.IdGenerator, T.Clock),
  construct(
    CreateWebhook,
    T.WebhookRepo,
    T.WebhookAddressPolicy,
    T.WebhookSecrets,
    AuditTrail,
    T.UnitOfWork,
    T.IdGenerator,
    T.Clock,
  ),
  construct(ListWebhooks, T.WebhookRepo),
  construct(GetWebhook, T.WebhookRepo),
  construct(UpdateWebhook, T.WebhookRepo, T.WebhookAddressPolicy, AuditTrail, T.UnitOfWork, T.Clock),
  construct(DeleteWebhook, T.WebhookRepo, AuditTrail, T.UnitOfWork),
  construct(RotateWebhookSecret, T.WebhookRepo, T.WebhookSecrets, AuditTrail, T.UnitOfWork),
  construct(ListWebhookDeliveries, T.WebhookRepo, T.WebhookOutbox),
  construct(RedeliverWebhook, T.WebhookRepo, T.WebhookOutbox, T.Clock),
  construct(
    DeliverDueWebhooks,
    T.WebhookOutbox,
    T.WebhookRepo,
    T.WebhookSender,
    T.IdGenerator,
    T.Clock,
    setting(({ webhooks }) => webhooks.retryBaseSeconds),
  ),
]);
