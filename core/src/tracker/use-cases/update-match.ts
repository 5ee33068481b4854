import { err, ok, type Result } from '../../shared/result.js';
import type { Match, MatchDraft } from '../entities/match.js';
import { resolveMatch, type MatchReferences } from '../entities/resolve-match.js';
import { mayEditRecord } from '../entities/played-by.js';
import {
  matchNotFound,
  notYourRecord,
  type InvalidMatch,
  type NotYourRecord,
  type TrackerNotFound,
} from '../errors.js';
import type { MatchRepo } from '../ports/match-repo.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { matchEventData } from '../../webhooks/entities/match-event-data.js';
import type { WebhookPublisher } from '../../webhooks/entities/webhook-publisher.js';

export interface UpdateMatchInput {
  readonly ownerId: string;
  readonly id: string;
  readonly fields: MatchDraft;
  /** Reassigns the match to this player (a team captain's edit); undefined keeps its player. */
  readonly playerId?: string;
  /** Set for a team member below captain: only a match they played may be edited. */
  readonly onlyPlayedBy?: string;
}
export type UpdateMatchOutput = Match;

/**
 * PUT of a match: replaces every editable field; the match and every record it names must be the
 * caller's. Without a version, the match keeps its pin while its personal deck stays the same.
 * Webhooks are told (`match.updated`) in the same transaction.
 */
export class UpdateMatch {
  constructor(
    private readonly matches: MatchRepo,
    private readonly references: MatchReferences,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async execute(
    input: UpdateMatchInput,
  ): Promise<Result<UpdateMatchOutput, TrackerNotFound | InvalidMatch | NotYourRecord>> {
    const current = await this.matches.findOwned(input.ownerId, input.id);
    if (!current) return err(matchNotFound());
    if (!mayEditRecord(current, input.onlyPlayedBy)) return err(notYourRecord());
    const fields = await resolveMatch(this.references, input.ownerId, input.fields, current);
    if (!fields.ok) return fields;
    const changes = { ...fields.value, ...(input.playerId === undefined ? {} : { playerId: input.playerId }) };
    const updated = await this.uow.run(async () => {
      const match = await this.matches.update(input.ownerId, input.id, changes);
      if (match) await this.webhooks.workspaceEvent('match.updated', match.ownerId, matchEventData(match));
      return match;
    });
    return updated ? ok(updated) : err(matchNotFound());
  }
}
