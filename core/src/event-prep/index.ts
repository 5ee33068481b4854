/** Event preparation: sideboard plans and the field simulator. */
export {
  type PlanCard,
  type CardSwap,
  type PlanSides,
  type PlanSide,
  type SideboardPlanFields,
  type SideboardPlan,
  swapsOf,
  PLAN_NOTE_MAX_LENGTH,
  PLAN_CARDS_MAX,
  PLAN_CARD_NAME_MAX_LENGTH,
} from './entities/sideboard-plan.js';
export {
  type PlanIssue,
  type BoardCard,
  type PostBoardDeck,
  planIssues,
  postBoardDeck,
  seventyFiveOf,
} from './entities/plan-check.js';
export { type SideboardPlanView, viewPlan } from './entities/plan-view.js';
export type { PlanReferences } from './entities/check-plan.js';
export { bestOfThree, betaMoments, expectedBestOfThree, type BetaParameters } from './entities/best-of-three.js';
export { winsDistribution, atLeastWins } from './entities/swiss-record.js';
export { SeededRandom } from './entities/seeded-random.js';
export {
  MATCHUP_PRIOR,
  type FieldMatchup,
  type SimulationSettings,
  type MatchupEstimate,
  type SwissOutlook,
  type DeckSimulation,
  estimateMatchup,
  simulateDeck,
  interval95,
} from './entities/field-simulation.js';
export { type FieldDeck, defaultField, namedField } from './entities/simulation-field.js';
export type { SideboardPlanRepo } from './ports/sideboard-plan-repo.js';
export {
  type PublicPriorRequest,
  type MatchupPrior,
  PUBLIC_PRIOR_GAMES_DEFAULT,
  gameRateOfMatchRate,
  publicPriors,
} from './entities/public-prior.js';
