import { err, ok, type Result } from '../../shared/result.js';
import type { TournamentDetail } from '../entities/tournament.js';
import { tournamentNotFound, type TournamentNotFound } from '../errors.js';
import type { TournamentRepo } from '../ports/tournament-repo.js';

export interface GetTournamentInput {
  readonly id: string;
}
export type GetTournamentOutput = TournamentDetail;

/** One tournament with its decks (standings and archetypes) and its rounds. */
export class GetTournament {
  constructor(private readonly tournaments: TournamentRepo) {}

  async execute(input: GetTournamentInput): Promise<Result<GetTournamentOutput, TournamentNotFound>> {
    const detail = await this.tournaments.get(input.id);
    return detail ? ok(detail) : err(tournamentNotFound());
  }
}
