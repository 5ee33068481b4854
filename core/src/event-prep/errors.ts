import { domainError } from '../shared/domain-error.js';
import { describeIssues, type PlanIssue } from './entities/plan-check.js';

/** Outcomes of sideboard plans and the simulator. A missing and another user's plan give the same 404. */
export const sideboardPlanNotFound = () => domainError('NOT_FOUND', 'Sideboard plan not found.');

/** A plan that breaks the rules of the version's 75: the message names every card, `issues` lists them. */
export const planDoesNotFit = (version: number, issues: readonly PlanIssue[]) => ({
  ...domainError('VALIDATION_FAILED', `The plan does not fit decklist version ${version}: ${describeIssues(issues)}`),
  issues,
});

export const noFieldDecks = () =>
  domainError('VALIDATION_FAILED', 'The field is empty: add roster decks (or name some with shares above 0).');

/** Posterior draws one simulation may take (decks × field decks × draws): about 0.7 s of CPU. */
export const SIMULATION_WORK_MAX = 2_000_000;
export const simulationTooLarge = (work: number) =>
  domainError(
    'VALIDATION_FAILED',
    `The simulation would take ${work} posterior draws (decks × field decks × draws); at most ${SIMULATION_WORK_MAX}: ask for fewer draws, decks or field decks.`,
  );

export type SideboardPlanNotFound = ReturnType<typeof sideboardPlanNotFound>;
export type PlanDoesNotFit = ReturnType<typeof planDoesNotFit>;
export type NoFieldDecks = ReturnType<typeof noFieldDecks> | ReturnType<typeof simulationTooLarge>;
