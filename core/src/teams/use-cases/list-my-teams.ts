import type { TeamOfMember } from '../entities/team.js';
import type { TeamRepo } from '../ports/team-repo.js';

export interface ListMyTeamsInput {
  readonly userId: string;
}
export type ListMyTeamsOutput = readonly TeamOfMember[];

/** The teams the caller belongs to, each with the caller's role in it. */
export class ListMyTeams {
  constructor(private readonly teams: TeamRepo) {}

  async execute(input: ListMyTeamsInput): Promise<ListMyTeamsOutput> {
    return this.teams.listOf(input.userId);
  }
}
