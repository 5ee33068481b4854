import type { Classification, PublicDeckCards } from '../classifier/definition-set.js';
import { placementOf } from './placement.js';
import type { StandingMismatch } from './standings-check.js';
import type { TournamentDetail, TournamentMatch } from './tournament.js';
import type { TournamentFile } from './tournament-file.js';

/** What identifies a tournament across imports: its Uri, else its name and date. */
export const sourceKeyOf = (file: Pick<TournamentFile, 'uri' | 'name' | 'date'>): string =>
  file.uri?.trim() || `${file.name}|${file.date.toISOString()}`;

export interface BuildTournamentInput {
  readonly file: TournamentFile;
  readonly id: string;
  readonly format: string;
  readonly importedAt: Date;
  readonly contentHash: string | null;
  readonly mismatches: readonly StandingMismatch[];
  readonly newId: () => string;
  /** The format's classifier, or null when it has no archetype definitions (decks stay unclassified). */
  readonly classify: ((deck: PublicDeckCards) => Classification) | null;
}

/** The rows an import writes for a valid file: the tournament, its decks (with standings) and matches. */
export function buildTournament(input: BuildTournamentInput): TournamentDetail {
  const { file, classify } = input;
  const standingOf = new Map((file.standings ?? []).map((s) => [s.player, s]));
  const decks = file.decks.map((deck) => {
    const s = standingOf.get(deck.player);
    const label = classify ? classify({ mainboard: deck.mainboard, sideboard: deck.sideboard }) : null;
    return {
      id: input.newId(),
      player: deck.player,
      result: deck.result,
      placement: placementOf(deck.result),
      standing: s
        ? {
            rank: s.rank,
            points: s.points,
            wins: s.wins,
            losses: s.losses,
            draws: s.draws,
            omwp: s.omwp,
            gwp: s.gwp,
            ogwp: s.ogwp,
          }
        : null,
      mainboard: deck.mainboard,
      sideboard: deck.sideboard,
      archetype: label?.archetype ?? null,
      archetypeMatch: label?.match ?? null,
      archetypeOverride: null,
      colors: label?.colors ?? null,
    };
  });
  const deckOf = new Map(decks.map((d) => [d.player, d.id]));
  const matches: TournamentMatch[] = (file.rounds ?? []).flatMap((round, roundIndex) =>
    round.matches.map((m) => ({
      id: input.newId(),
      roundIndex,
      roundName: round.name,
      deck1Id: deckOf.get(m.player1)!,
      deck2Id: m.player2 === null ? null : deckOf.get(m.player2)!,
      wins1: m.wins1,
      wins2: m.wins2,
      draws: m.draws,
    })),
  );
  return {
    tournament: {
      id: input.id,
      format: input.format,
      name: file.name,
      date: file.date,
      uri: file.uri,
      sourceKey: sourceKeyOf(file),
      deckCount: decks.length,
      playerCount: new Set([...file.decks.map((d) => d.player), ...standingOf.keys()]).size,
      hasRounds: file.rounds !== null,
      hasStandings: file.standings !== null,
      inconsistent: input.mismatches.length > 0,
      contentHash: input.contentHash,
      importedAt: input.importedAt,
    },
    decks,
    matches,
  };
}
