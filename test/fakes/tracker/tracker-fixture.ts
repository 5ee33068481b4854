import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import { WebhookPublisher } from '@metagame/core';
import { ResolveReadableOwner } from '@metagame/core/tracker/use-cases/resolve-readable-owner';
import { InMemoryWebhookOutbox } from '../webhooks/in-memory-webhook-outbox.js';
import { InMemoryWebhookRepo } from '../webhooks/in-memory-webhook-repo.js';
import { InMemoryUserRepo } from '../in-memory-user-repo.js';
import { InMemoryRosterSnapshotRepo } from '../metagame/in-memory-roster-snapshot-repo.js';
import { SnapshotUnitOfWork } from '../snapshot-unit-of-work.js';
import { InMemoryCardTestRepo } from './in-memory-card-test-repo.js';
import { InMemoryDecklistVersionRepo } from './in-memory-decklist-version-repo.js';
import { InMemoryEventRepo } from './in-memory-event-repo.js';
import { InMemoryMatchRepo } from './in-memory-match-repo.js';
import { InMemoryMetaDeckRepo } from './in-memory-meta-deck-repo.js';
import { InMemoryPersonalDeckRepo } from './in-memory-personal-deck-repo.js';
import { InMemoryTrackerWorkspaceRepo } from './in-memory-tracker-workspace-repo.js';
import { InMemoryUserSettingsRepo } from './in-memory-user-settings-repo.js';

/** The tracker ports as in-memory fakes, with a clock, ids and a rolling-back unit of work. */
export function trackerFakes() {
  const users = new InMemoryUserRepo();
  const settings = new InMemoryUserSettingsRepo(users);
  const decks = new InMemoryPersonalDeckRepo();
  const events = new InMemoryEventRepo();
  const matches = new InMemoryMatchRepo((id) => events.rows.get(id)?.kind);
  const versions = new InMemoryDecklistVersionRepo((id) => matches.unpin(id));
  const metaDecks = new InMemoryMetaDeckRepo();
  const cardTests = new InMemoryCardTestRepo();
  const rosterSnapshots = new InMemoryRosterSnapshotRepo();
  const workspaces = new InMemoryTrackerWorkspaceRepo([
    cardTests,
    matches,
    versions,
    events,
    rosterSnapshots,
    metaDecks,
    decks,
  ]);
  const webhookRepo = new InMemoryWebhookRepo();
  const outbox = new InMemoryWebhookOutbox(webhookRepo);
  const uow = new SnapshotUnitOfWork([
    settings,
    decks,
    versions,
    metaDecks,
    rosterSnapshots,
    matches,
    cardTests,
    events,
    outbox,
  ]);
  const clock = new ControllableClock('2026-03-01T10:00:00.000Z');
  const ids = new SequentialIdGenerator();
  /** The outbox the match use cases tell webhooks through. */
  const webhooks = new WebhookPublisher(outbox, ids, clock);
  const readable = new ResolveReadableOwner(settings);
  /** What a match names, as RecordMatch and the imports take it. */
  const records = { decks, metaDecks, events, versions };
  return {
    users,
    settings,
    decks,
    versions,
    metaDecks,
    matches,
    cardTests,
    events,
    rosterSnapshots,
    workspaces,
    records,
    uow,
    clock,
    ids,
    readable,
    webhookRepo,
    outbox,
    webhooks,
  };
}
