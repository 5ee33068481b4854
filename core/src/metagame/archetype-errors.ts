import { domainError, type DomainError } from '../shared/domain-error.js';
import { problemText, type DefinitionProblem } from './classifier/definition-problem.js';

/** Definition files that cannot be read as rules; every problem names its file and JSON path. */
export interface DefinitionsInvalid extends DomainError<'VALIDATION_FAILED'> {
  readonly problems: readonly DefinitionProblem[];
}

export const definitionsInvalid = (problems: readonly DefinitionProblem[]): DefinitionsInvalid => ({
  ...domainError(
    'VALIDATION_FAILED',
    `Archetype definitions refused: ${problems.slice(0, 5).map(problemText).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
  ),
  problems,
});

export type MetagameNotFound = DomainError<'NOT_FOUND'>;
export const deckNotFound = (): MetagameNotFound => domainError('NOT_FOUND', 'Tournament deck not found.');
export const noReclassification = (format: string): MetagameNotFound =>
  domainError('NOT_FOUND', `No archetype definitions have been imported for format "${format}".`);
