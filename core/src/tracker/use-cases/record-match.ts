import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { ok, type Result } from '../../shared/result.js';
import type { Match, MatchDraft } from '../entities/match.js';
import { resolveMatch, type MatchReferences } from '../entities/resolve-match.js';
import type { InvalidMatch, TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { matchEventData } from '../../webhooks/entities/match-event-data.js';
import type { WebhookPublisher } from '../../webhooks/entities/webhook-publisher.js';

export interface RecordMatchInput {
  readonly ownerId: string;
  /** Who played: the caller, or the member a team captain named. */
  readonly playerId: string;
  readonly fields: MatchDraft;
}
export type RecordMatchOutput = Match;

/**
 * Logs a match. Every record it names must be the caller's own (404 otherwise); without a version it
 * is pinned to the personal deck's newest version at this moment. The workspace's webhooks are told
 * (`match.recorded`) through the outbox, in the match's transaction.
 */
export class RecordMatch {
  constructor(
    private readonly matches: MatchRepo,
    private readonly references: MatchReferences,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute(input: RecordMatchInput): Promise<Result<RecordMatchOutput, TrackerNotFound | InvalidMatch>> {
    const fields = await resolveMatch(this.references, input.ownerId, input.fields);
    if (!fields.ok) return fields;
    const match: Match = {
      ...fields.value,
      id: this.ids.newId(),
      ownerId: input.ownerId,
      playerId: input.playerId,
      createdAt: this.clock.now(),
    };
    await this.uow.run(async () => {
      await this.matches.insert(match);
      await this.webhooks.workspaceEvent('match.recorded', match.ownerId, matchEventData(match));
    });
    return ok(match);
  }
}
