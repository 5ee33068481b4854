import { bothSides } from '../../metagame/entities/archetype-pairs.js';
import { instantsOf } from '../../metagame/entities/meta-window.js';
import type { MetaReadsRepo } from '../../metagame/ports/meta-reads-repo.js';
import { err, ok, type Result } from '../../shared/result.js';
import { tallySlices } from '../../tracker-analytics/entities/slice-figures.js';
import type { MatchStatsRepo } from '../../tracker-analytics/ports/match-stats-repo.js';
import type { MatchFilter } from '../../tracker/entities/match-filter.js';
import type { PersonalDeck } from '../../tracker/entities/personal-deck.js';
import {
  metaDeckNotFound,
  personalDeckNotFound,
  type DataNotShared,
  type TrackerNotFound,
} from '../../tracker/errors.js';
import type { DecklistVersionRepo } from '../../tracker/ports/decklist-version-repo.js';
import type { MetaDeckRepo } from '../../tracker/ports/meta-deck-repo.js';
import type { PersonalDeckRepo } from '../../tracker/ports/personal-deck-repo.js';
import type { ResolveReadableOwner } from '../../tracker/use-cases/resolve-readable-owner.js';
import { simulateDeck, type DeckSimulation, type SimulationSettings } from '../entities/field-simulation.js';
import { publicPriors, type MatchupPrior, type PublicPriorRequest } from '../entities/public-prior.js';
import { defaultField, namedField, type FieldDeck } from '../entities/simulation-field.js';
import { noFieldDecks, SIMULATION_WORK_MAX, simulationTooLarge, type NoFieldDecks } from '../errors.js';

export interface SimulateFieldInput {
  readonly callerId: string;
  readonly ownerId?: string | undefined;
  readonly personalDeckIds: readonly string[];
  /** Roster decks and shares; undefined = the default field (presence-weighted). */
  readonly field?: readonly { readonly opponentDeckId: string; readonly share: number }[] | undefined;
  /** Which matches count; its personal deck is replaced by each candidate deck in turn. */
  readonly filter: MatchFilter;
  /** Count only each deck's matches pinned to its newest version (since the last decklist change). */
  readonly sinceLastChange: boolean;
  readonly settings: SimulationSettings;
  /** Priors from the public matchup matrix; undefined = the uniform prior for every matchup. */
  readonly prior?: PublicPriorRequest | undefined;
}

export interface SimulatedDeck {
  readonly deck: PersonalDeck;
  /** The version the matches were narrowed to (since_last_change), or null. */
  readonly decklistVersionId: string | null;
  readonly simulation: DeckSimulation;
}

export interface SimulateFieldOutput {
  readonly field: readonly FieldDeck[];
  /** Ranked by expected match win rate, best first. */
  readonly decks: readonly SimulatedDeck[];
  /** Each field deck's prior when the public prior was asked for, else null. */
  readonly priors: ReadonlyMap<string, MatchupPrior> | null;
}

/** The field simulator: each candidate deck's expected results against a field, from the owner's match log. */
export class SimulateField {
  constructor(
    private readonly owners: ResolveReadableOwner,
    private readonly decks: PersonalDeckRepo,
    private readonly versions: DecklistVersionRepo,
    private readonly metaDecks: MetaDeckRepo,
    private readonly stats: MatchStatsRepo,
    private readonly reads: MetaReadsRepo,
  ) {}

  async execute(
    input: SimulateFieldInput,
  ): Promise<Result<SimulateFieldOutput, DataNotShared | TrackerNotFound | NoFieldDecks>> {
    const owner = await this.owners.execute({ callerId: input.callerId, ownerId: input.ownerId });
    if (!owner.ok) return err(owner.error);
    const decks: PersonalDeck[] = [];
    for (const id of new Set(input.personalDeckIds)) {
      const deck = await this.decks.findOwned(owner.value, id);
      if (!deck) return err(personalDeckNotFound());
      decks.push(deck);
    }
    const field = await this.field(owner.value, input.field);
    if (!field.ok) return field;
    if (field.value.length === 0) return err(noFieldDecks());
    const work = decks.length * field.value.length * input.settings.draws;
    if (work > SIMULATION_WORK_MAX) return err(simulationTooLarge(work));
    const priors = input.prior ? await this.priors(input.prior, field.value) : null;
    const simulated = await Promise.all(
      decks.map((deck) => this.simulate(owner.value, deck, field.value, input, priors)),
    );
    simulated.sort(
      (a, b) =>
        b.simulation.matchWinRate - a.simulation.matchWinRate ||
        compare(a.deck.name, b.deck.name) ||
        compare(a.deck.id, b.deck.id),
    );
    return ok({ field: field.value, decks: simulated, priors });
  }

  private async priors(request: PublicPriorRequest, field: readonly FieldDeck[]): Promise<Map<string, MatchupPrior>> {
    const window = instantsOf({ format: request.format, from: request.from, to: request.to });
    const pairs = bothSides(await this.reads.pairCounts(window));
    return publicPriors(
      pairs,
      request,
      field.map((f) => f.deck),
    );
  }

  private async field(
    ownerId: string,
    named: SimulateFieldInput['field'],
  ): Promise<Result<FieldDeck[], TrackerNotFound>> {
    if (named === undefined) return ok(defaultField(await this.metaDecks.list(ownerId, { includeArchived: false })));
    const decks = [];
    for (const entry of named) {
      const deck = await this.metaDecks.findOwned(ownerId, entry.opponentDeckId);
      if (!deck) return err(metaDeckNotFound());
      decks.push({ deck, share: entry.share });
    }
    return ok(namedField(decks));
  }

  private async simulate(
    ownerId: string,
    deck: PersonalDeck,
    field: readonly FieldDeck[],
    input: SimulateFieldInput,
    priors: ReadonlyMap<string, MatchupPrior> | null,
  ): Promise<SimulatedDeck> {
    const newest = input.sinceLastChange ? await this.versions.findLatest(ownerId, deck.id) : null;
    const filter: MatchFilter = {
      ...input.filter,
      personalDeckId: deck.id,
      ...(newest ? { decklistVersionId: newest.id } : {}),
    };
    const { matches } = await this.stats.count(ownerId, filter, 'opponent');
    const slices = tallySlices(matches, []);
    const matchups = field.map(({ deck: opponent, share }) => {
      const slice = slices.get(opponent.id);
      const none = { wins: 0, losses: 0, draws: 0 };
      const prior = priors?.get(opponent.id);
      return {
        opponentDeckId: opponent.id,
        share,
        onPlay: slice?.gamesOnPlay ?? none,
        onDraw: slice?.gamesOnDraw ?? none,
        ...(prior ? { prior: prior.prior } : {}),
      };
    });
    return { deck, decklistVersionId: newest?.id ?? null, simulation: simulateDeck(deck.id, matchups, input.settings) };
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
