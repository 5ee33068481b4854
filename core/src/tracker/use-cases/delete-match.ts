import { err, ok, type Result } from '../../shared/result.js';
import { mayEditRecord } from '../entities/played-by.js';
import { matchNotFound, notYourRecord, type NotYourRecord, type TrackerNotFound } from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { deletedMatchEventData } from '../../webhooks/entities/match-event-data.js';
import type { WebhookPublisher } from '../../webhooks/entities/webhook-publisher.js';

export interface DeleteMatchInput {
  readonly ownerId: string;
  readonly id: string;
  /** Set for a team member below captain: only a match they played may be deleted. */
  readonly onlyPlayedBy?: string;
}
export type DeleteMatchOutput = void;

/** Removes one of the workspace's matches for real, and tells its webhooks (`match.deleted`) in the same transaction. */
export class DeleteMatch {
  constructor(
    private readonly matches: MatchRepo,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute(input: DeleteMatchInput): Promise<Result<DeleteMatchOutput, TrackerNotFound | NotYourRecord>> {
    if (input.onlyPlayedBy !== undefined) {
      const current = await this.matches.findOwned(input.ownerId, input.id);
      if (!current) return err(matchNotFound());
      if (!mayEditRecord(current, input.onlyPlayedBy)) return err(notYourRecord());
    }
    const deleted = await this.uow.run(async () => {
      if (!(await this.matches.delete(input.ownerId, input.id))) return false;
      await this.webhooks.workspaceEvent(
        'match.deleted',
        input.ownerId,
        deletedMatchEventData(input.ownerId, input.id),
      );
      return true;
    });
    return deleted ? ok(undefined) : err(matchNotFound());
  }
}
