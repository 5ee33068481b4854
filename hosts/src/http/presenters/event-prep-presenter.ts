import type { DeckSimulation, MatchupPrior, PublicPriorRequest, SideboardPlanView } from '@metagame/core';
import type { SimulateFieldOutput } from '@metagame/core/event-prep/use-cases/simulate-field';
import { sideboardPlanCodec } from '@metagame/contracts';

const count = (cards: readonly { quantity: number }[]) => cards.reduce((n, c) => n + c.quantity, 0);

/** A plan with its post-board 75 and its fit against the deck's newest version. */
export const presentPlan = ({ plan, version, postBoard, newest }: SideboardPlanView) =>
  sideboardPlanCodec.toWire({
    ...plan,
    version,
    both: plan.sides.kind === 'both' ? plan.sides.both : null,
    onPlay: plan.sides.kind === 'split' ? plan.sides.onPlay : null,
    onDraw: plan.sides.kind === 'split' ? plan.sides.onDraw : null,
    postBoard: postBoard.map(({ side, deck }) => ({
      side,
      ...deck,
      mainCount: count(deck.main),
      sideboardCount: count(deck.sideboard),
    })),
    newestVersion: { ...newest, decklistVersionId: newest.versionId },
  });

const METHOD =
  'Game win rates: Beta(1, 1) prior + wins and losses counted (draws left out), on the play and on the draw apart when both sides have decided games. ' +
  'Best of three: coin flip for game 1, the loser of a game is on the play in the next. Expected rates are exact posterior expectations mixed by share; ' +
  '95% intervals are the 2.5–97.5 percentiles of a seeded Monte Carlo over every matchup’s posterior. Swiss: each round’s opponent drawn from the field ' +
  'by share, wins ~ Binomial(rounds, expected match win rate); the interval of P(at least min_wins) comes from the same draws.';

/** What prior=public adds to a matchup: its prior and the own and public games behind it. */
const priorFields = (m: DeckSimulation['matchups'][number], prior: MatchupPrior) => ({
  prior_used: prior.source,
  prior_beta: { alpha: prior.prior.alpha, beta: prior.prior.beta },
  own_games: m.onPlay.wins + m.onPlay.losses + m.onPlay.draws + m.onDraw.wins + m.onDraw.losses + m.onDraw.draws,
  public_matches: prior.publicMatches,
  public_games: prior.publicGames,
});

const PUBLIC_METHOD =
  ' Public prior: a matchup whose roster deck names a public archetype starts from the public matrix instead of Beta(1, 1): the decided matches of ' +
  'prior_archetype against it give a match win rate m, turned into the game rate p with p²(3 − 2p) = m, weighed as n = min(decided matches, prior_games) ' +
  'effective games: Beta(1 + p·n, 1 + (1 − p)·n), then updated by the own games (on each side when the sides are split).';

const presentSimulation = (s: DeckSimulation, priors: ReadonlyMap<string, MatchupPrior> | null) => ({
  expected_game_win_rate: s.gameWinRate,
  game_win_rate_ci: { low: s.gameWinRateInterval.low, high: s.gameWinRateInterval.high },
  expected_match_win_rate: s.matchWinRate,
  match_win_rate_ci: { low: s.matchWinRateInterval.low, high: s.matchWinRateInterval.high },
  matchups_without_data: s.matchups.filter((m) => m.noData).map((m) => m.opponentDeckId),
  matchups: s.matchups.map((m) => ({
    opponent_deck_id: m.opponentDeckId,
    share: m.share,
    games_on_play: { wins: m.onPlay.wins, losses: m.onPlay.losses, draws: m.onPlay.draws },
    games_on_draw: { wins: m.onDraw.wins, losses: m.onDraw.losses, draws: m.onDraw.draws },
    no_data: m.noData,
    sides_split: m.sidesSplit,
    posterior_on_play: { alpha: m.playPosterior.alpha, beta: m.playPosterior.beta },
    posterior_on_draw: m.drawPosterior === null ? null : { alpha: m.drawPosterior.alpha, beta: m.drawPosterior.beta },
    game_win_rate: m.gameWinRate,
    match_win_rate: m.matchWinRate,
    ...(priors === null ? {} : priorFields(m, priors.get(m.opponentDeckId)!)),
  })),
  swiss:
    s.swiss === null
      ? null
      : {
          rounds: s.swiss.rounds,
          expected_wins: s.swiss.expectedWins,
          expected_losses: s.swiss.expectedLosses,
          wins_distribution: s.swiss.distribution.map((probability, wins) => ({
            wins,
            probability,
            at_least: Math.min(
              1,
              s.swiss!.distribution.slice(wins).reduce((a, b) => a + b, 0),
            ),
          })),
          min_wins: s.swiss.minWins,
          p_at_least_min_wins: s.swiss.atLeast,
          p_at_least_min_wins_ci:
            s.swiss.atLeastInterval === null
              ? null
              : { low: s.swiss.atLeastInterval.low, high: s.swiss.atLeastInterval.high },
        },
});

export const presentFieldSimulation = (
  out: SimulateFieldOutput,
  settings: { seed: number; draws: number; sinceLastChange: boolean },
  prior: { alpha: number; beta: number },
  publicPrior?: PublicPriorRequest,
) => ({
  method: publicPrior === undefined ? METHOD : METHOD + PUBLIC_METHOD,
  prior: { alpha: prior.alpha, beta: prior.beta },
  ...(publicPrior === undefined
    ? {}
    : {
        public_prior: {
          archetype: publicPrior.archetype,
          format: publicPrior.format,
          from: publicPrior.from,
          to: publicPrior.to,
          max_games: publicPrior.maxGames,
        },
      }),
  seed: settings.seed,
  draws: settings.draws,
  matches_filter: { since_last_change: settings.sinceLastChange },
  field: out.field.map((f) => ({ opponent_deck_id: f.deck.id, opponent_name: f.deck.name, share: f.share })),
  decks: out.decks.map((d, i) => ({
    rank: i + 1,
    personal_deck_id: d.deck.id,
    personal_deck_name: d.deck.name,
    decklist_version_id: d.decklistVersionId,
    ...presentSimulation(d.simulation, out.priors),
  })),
});
