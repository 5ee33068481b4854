import {
  pairingOutcome,
  weekNumberOf,
  type ArchetypeTally,
  type EventSize,
  type FormatSummary,
  type MetaInstants,
  type MetaReadsRepo,
  type PairCount,
  type SizeWeight,
  type WeeklyTally,
} from '@metagame/core';
import type { DeckSeed, MatchSeed, TournamentSeed } from '../../support/public-meta-fixture.js';

type Rows = { tournaments: readonly TournamentSeed[]; decks: readonly DeckSeed[]; matches: readonly MatchSeed[] };

/** MetaReadsRepo over rows held in memory, counted the way the SQL adapters count them. */
export class InMemoryMetaReadsRepo implements MetaReadsRepo {
  constructor(private readonly rows: Rows) {}

  formats(): Promise<FormatSummary[]> {
    const formats = new Map<string, FormatSummary>();
    for (const t of this.rows.tournaments) {
      const date = new Date(t.date);
      const f = formats.get(t.format);
      formats.set(t.format, {
        format: t.format,
        tournaments: (f?.tournaments ?? 0) + 1,
        decks: (f?.decks ?? 0) + t.decks,
        newestDate: f && f.newestDate > date ? f.newestDate : date,
        oldestDate: f && f.oldestDate < date ? f.oldestDate : date,
      });
    }
    const byNewestThenName = (a: FormatSummary, b: FormatSummary) =>
      b.newestDate.getTime() - a.newestDate.getTime() || (a.format < b.format ? -1 : a.format > b.format ? 1 : 0);
    return Promise.resolve([...formats.values()].sort(byNewestThenName));
  }

  private inWindow(window: MetaInstants): (TournamentSeed & { deck: DeckSeed; archetype: string | null })[] {
    const events = new Map(this.rows.tournaments.map((t) => [t.id, t]));
    return this.rows.decks.flatMap((deck) => {
      const t = events.get(deck.tournamentId);
      if (!t || t.format !== window.format) return [];
      const at = Date.parse(t.date);
      if (window.startsAt && at < window.startsAt.getTime()) return [];
      if (window.endsBefore && at >= window.endsBefore.getTime()) return [];
      return [{ ...t, deck, archetype: deck.override ?? deck.archetype }];
    });
  }

  private weigher(weights: readonly SizeWeight[] | null) {
    return (t: EventSize) => weights?.find((w) => w.players === t.players && w.decks === t.decks)?.weight ?? 1;
  }

  eventSizes(window: MetaInstants): Promise<EventSize[]> {
    const sizes = new Map<string, EventSize>();
    for (const t of this.inWindow(window))
      sizes.set(`${String(t.players)}/${String(t.decks)}`, { players: t.players, decks: t.decks });
    return Promise.resolve([...sizes.values()]);
  }

  archetypeTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<ArchetypeTally[]> {
    const rows = this.inWindow(window);
    const placed = new Set(rows.filter((x) => x.deck.placement !== null).map((x) => x.id));
    const weigh = this.weigher(weights);
    const tallies = new Map<string | null, ArchetypeTally>();
    for (const x of rows) {
      const t = tallies.get(x.archetype) ?? {
        archetype: x.archetype,
        decks: 0,
        weight: 0,
        top8: 0,
        top8Weight: 0,
        placedWeight: 0,
      };
      const w = weigh(x);
      const top8 = x.deck.placement !== null && x.deck.placement <= 8;
      tallies.set(x.archetype, {
        archetype: x.archetype,
        decks: t.decks + 1,
        weight: t.weight + w,
        top8: t.top8 + (top8 ? 1 : 0),
        top8Weight: t.top8Weight + (top8 ? w : 0),
        placedWeight: t.placedWeight + (placed.has(x.id) ? w : 0),
      });
    }
    return Promise.resolve([...tallies.values()]);
  }

  weeklyTallies(window: MetaInstants, weights: readonly SizeWeight[] | null): Promise<WeeklyTally[]> {
    const weigh = this.weigher(weights);
    const tallies = new Map<string, WeeklyTally>();
    for (const x of this.inWindow(window)) {
      const week = weekNumberOf(new Date(x.date));
      const key = JSON.stringify([week, x.archetype]);
      const t = tallies.get(key) ?? { week, archetype: x.archetype, decks: 0, weight: 0 };
      tallies.set(key, { ...t, decks: t.decks + 1, weight: t.weight + weigh(x) });
    }
    return Promise.resolve([...tallies.values()]);
  }

  pairCounts(window: MetaInstants): Promise<PairCount[]> {
    const decks = new Map(this.inWindow(window).map((x) => [x.deck.id, x.archetype]));
    const all = new Map(this.rows.decks.map((x) => [x.id, x.override ?? x.archetype]));
    const counts = new Map<string, PairCount>();
    for (const m of this.rows.matches) {
      if (m.deck2Id === null || !decks.has(m.deck1Id)) continue;
      const archetype = decks.get(m.deck1Id) ?? null;
      const opponent = all.get(m.deck2Id) ?? null;
      const key = JSON.stringify([archetype, opponent]);
      const c = counts.get(key) ?? { archetype, opponent, wins: 0, losses: 0, draws: 0 };
      const outcome = pairingOutcome(m.wins1, m.wins2);
      counts.set(key, {
        ...c,
        wins: c.wins + (outcome === 'win' ? 1 : 0),
        losses: c.losses + (outcome === 'loss' ? 1 : 0),
        draws: c.draws + (outcome === 'draw' ? 1 : 0),
      });
    }
    return Promise.resolve([...counts.values()]);
  }
}
