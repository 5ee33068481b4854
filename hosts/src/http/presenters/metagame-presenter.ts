import {
  deckArchetypeOf,
  type FileCard,
  type PlayerRecord,
  type Tournament,
  type TournamentDetail,
} from '@metagame/core';
import type { ImportTournamentOutput } from '@metagame/core/metagame/use-cases/import-tournament';

const cards = (list: readonly FileCard[]) => list.map((c) => ({ count: c.count, name: c.name }));
const record = (r: PlayerRecord) => ({ wins: r.wins, losses: r.losses, draws: r.draws });

export const presentTournamentSummary = (t: Tournament) => ({
  id: t.id,
  format: t.format,
  name: t.name,
  date: t.date.toISOString(),
  uri: t.uri,
  deck_count: t.deckCount,
  player_count: t.playerCount,
  has_rounds: t.hasRounds,
  has_standings: t.hasStandings,
  inconsistent: t.inconsistent,
  imported_at: t.importedAt.toISOString(),
});

/** A tournament with its decks, its standings by rank and its rounds, each match naming both decks' archetypes. */
export function presentTournament({ tournament, decks, matches }: TournamentDetail) {
  const byId = new Map(decks.map((d) => [d.id, d]));
  const rounds: { name: string; matches: ReturnType<typeof presentMatch>[] }[] = [];
  const presentMatch = (m: TournamentDetail['matches'][number]) => {
    const one = byId.get(m.deck1Id)!;
    const two = m.deck2Id === null ? null : byId.get(m.deck2Id)!;
    return {
      deck1_id: one.id,
      player1: one.player,
      archetype1: deckArchetypeOf(one),
      deck2_id: two?.id ?? null,
      player2: two?.player ?? null,
      archetype2: two ? deckArchetypeOf(two) : null,
      wins1: m.wins1,
      wins2: m.wins2,
      draws: m.draws,
    };
  };
  for (const m of matches) {
    const round = rounds[m.roundIndex] ?? (rounds[m.roundIndex] = { name: m.roundName, matches: [] });
    round.matches.push(presentMatch(m));
  }
  return {
    ...presentTournamentSummary(tournament),
    decks: decks.map((d) => ({
      id: d.id,
      player: d.player,
      result: d.result,
      placement: d.placement,
      archetype: deckArchetypeOf(d),
      archetype_match: d.archetypeMatch,
      archetype_overridden: d.archetypeOverride !== null,
      colors: d.colors,
      mainboard: cards(d.mainboard),
      sideboard: cards(d.sideboard),
    })),
    standings: decks
      .flatMap((d) => (d.standing ? [{ deck: d, s: d.standing }] : []))
      .sort((a, b) => a.s.rank - b.s.rank)
      .map(({ deck, s }) => ({
        rank: s.rank,
        player: deck.player,
        deck_id: deck.id,
        points: s.points,
        wins: s.wins,
        losses: s.losses,
        draws: s.draws,
        omwp: s.omwp,
        gwp: s.gwp,
        ogwp: s.ogwp,
      })),
    rounds: rounds.filter((r) => r !== undefined),
  };
}

export const presentImportReport = (out: ImportTournamentOutput) => ({
  tournament_id: out.tournamentId,
  replaced: out.outcome === 'replaced',
  format: out.format,
  name: out.name,
  date: out.date.toISOString(),
  decks: out.decks,
  rounds: out.rounds,
  matches: out.matches,
  byes: out.byes,
  standings: out.standings,
  inconsistent: out.inconsistent,
  mismatches: out.mismatches.map((m) => ({
    player: m.player,
    published: record(m.published),
    from_rounds: record(m.fromRounds),
  })),
  unmatched_cards: [...out.unmatchedCards],
  classified: out.classified,
});
