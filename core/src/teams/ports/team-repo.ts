import type { Team, TeamOfMember } from '../entities/team.js';

/** Persistence of teams (the `teams` table; deleting a team cascades to its members and invitations). */
export interface TeamRepo {
  insert(team: Team): Promise<void>;
  /** The team, or null when there is none. */
  findById(id: string): Promise<Team | null>;
  /** False when there is no such team. */
  rename(id: string, name: string): Promise<boolean>;
  /** Deletes the team with its members and invitations (not its tracker rows); false when there was none. */
  delete(id: string): Promise<boolean>;
  /** The teams the user belongs to with their role in each, by name then id. */
  listOf(userId: string): Promise<TeamOfMember[]>;
}
