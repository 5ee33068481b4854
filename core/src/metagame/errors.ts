import { domainError } from '../shared/domain-error.js';
import type { FileIssue } from './entities/tournament-file.js';

/** The public metagame's recoverable outcomes. */
export const tournamentNotFound = () => domainError('NOT_FOUND', 'Tournament not found.');

/** A file that breaks the tournament shape: the first problem in the message, every one in `issues`. */
export const invalidTournamentFile = (issues: readonly FileIssue[]) => ({
  ...domainError(
    'VALIDATION_FAILED',
    `Invalid tournament file: ${issues
      .slice(0, 3)
      .map((i) => `${i.path} ${i.message}`)
      .join('; ')}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''}. Nothing was written.`,
  ),
  issues,
});

export const formatNotKnown = (detail: string) => domainError('VALIDATION_FAILED', `${detail} Nothing was written.`);

export type TournamentNotFound = ReturnType<typeof tournamentNotFound>;
export type InvalidTournamentFile = ReturnType<typeof invalidTournamentFile>;
export type FormatNotKnown = ReturnType<typeof formatNotKnown>;
