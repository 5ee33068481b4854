import { describe, expect, it } from 'vitest';
import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import { ImportTournament } from '@metagame/core/metagame/use-cases/import-tournament';
import { CardRuleClassifier } from '../../fakes/metagame/card-rule-classifier.js';
import { FixedCardNames } from '../../fakes/metagame/fixed-card-names.js';
import { InMemoryTournamentRepo } from '../../fakes/metagame/in-memory-tournament-repo.js';
import { SnapshotUnitOfWork } from '../../fakes/snapshot-unit-of-work.js';
import { leagueEvent, swissEvent } from '../../support/metagame/tournament-files.js';
import { webhookFakes } from '../../fakes/webhooks/webhook-fakes.js';

const CARDS = [
  'Lightning Bolt',
  'Monastery Swiftspear',
  'Fire // Ice',
  'Wear // Tear',
  'Mountain',
  'Counterspell',
  'Lórien Revealed',
  'Delver of Secrets // Insectile Aberration',
  'Island',
  'Smash to Smithereens',
  'Pyroblast',
];

function setUp(rules: ConstructorParameters<typeof CardRuleClassifier>[0] = {}) {
  const repo = new InMemoryTournamentRepo();
  const clock = new ControllableClock('2026-11-28T12:00:00Z');
  const useCase = new ImportTournament(
    repo,
    new FixedCardNames(CARDS),
    new CardRuleClassifier(rules),
    new SnapshotUnitOfWork([repo]),
    new SequentialIdGenerator(),
    clock,
    webhookFakes(clock).publisher,
  );
  return { repo, clock, useCase };
}
const imported = async (useCase: ImportTournament, content: unknown, fileName: string | null = null) => {
  const result = await useCase.execute({ content, format: null, fileName, contentHash: null });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('ImportTournament', () => {
  it('stores the tournament with its decks, standings and matches, and counts them', async () => {
    const { repo, useCase } = setUp();
    const out = await imported(useCase, swissEvent(), 'modern-open-2024-05-18.json');
    expect(out).toMatchObject({
      outcome: 'created',
      format: 'modern',
      decks: 5,
      rounds: 3,
      matches: 6,
      byes: 3,
      standings: 5,
      inconsistent: false,
      classified: 0,
    });
    const stored = repo.rows.get(out.tournamentId)!;
    expect(stored.tournament).toMatchObject({
      sourceKey: 'https://example.test/t/1',
      deckCount: 5,
      playerCount: 5,
      hasRounds: true,
      hasStandings: true,
      importedAt: new Date('2026-11-28T12:00:00Z'),
    });
    expect(stored.decks[0]).toMatchObject({ player: 'Ana', placement: 1, standing: { rank: 1, points: 7 } });
    expect(stored.matches.filter((m) => m.deck2Id === null)).toHaveLength(3);
  });

  it('reports card names that match no card, and resolves split names and front faces', async () => {
    const { useCase } = setUp();
    const out = await imported(useCase, swissEvent(), 'modern.json');
    // "Wear" is Wear // Tear's front face and "Delver of Secrets" a double-faced card's; both resolve.
    expect(out.unmatchedCards).toEqual(['Not A Real Card']);
  });

  it('replaces an earlier import of the same Uri and keeps its id', async () => {
    const { repo, useCase } = setUp();
    const first = await imported(useCase, swissEvent(), 'modern.json');
    const renamed = swissEvent();
    renamed.Tournament.Name = 'Fixture Modern Open (corrected)';
    const second = await imported(useCase, renamed, 'modern.json');
    expect(second).toMatchObject({ outcome: 'replaced', tournamentId: first.tournamentId });
    expect(repo.rows.size).toBe(1);
    expect(repo.rows.get(first.tournamentId)!.tournament.name).toBe('Fixture Modern Open (corrected)');
  });

  it('skips a file imported before with the same digest, writing nothing', async () => {
    const { repo, clock, useCase } = setUp();
    const run = (contentHash: string) =>
      useCase.execute({ content: swissEvent(), format: null, fileName: 'modern.json', contentHash });
    const first = await run('sha256:aa');
    clock.advance({ days: 1 });
    const again = await run('sha256:aa');
    expect(again.ok && again.value).toMatchObject({ outcome: 'unchanged', decks: 5, matches: 6, byes: 3 });
    expect(first.ok && again.ok && again.value.tournamentId).toBe(first.ok && first.value.tournamentId);
    expect([...repo.rows.values()][0]!.tournament.importedAt).toEqual(new Date('2026-11-28T12:00:00Z'));
  });

  it('replaces an event whose file changed since it was imported', async () => {
    const { useCase } = setUp();
    await useCase.execute({ content: swissEvent(), format: null, fileName: 'modern.json', contentHash: 'sha256:aa' });
    const changed = await useCase.execute({
      content: swissEvent(),
      format: null,
      fileName: 'modern.json',
      contentHash: 'sha256:bb',
    });
    expect(changed.ok && changed.value.outcome).toBe('replaced');
  });

  it('identifies a tournament without a Uri by its name and date', async () => {
    const { repo, useCase } = setUp();
    await imported(useCase, leagueEvent(), 'pioneer-league.json');
    const again = await imported(useCase, leagueEvent(), 'pioneer-league.json');
    expect(again.outcome).toBe('replaced');
    expect([...repo.rows.values()][0]!.tournament.sourceKey).toBe('Fixture Pioneer League|2024-05-21T00:00:00.000Z');
  });

  it('keeps a hand-set archetype when the same player’s deck is imported again', async () => {
    const { repo, useCase } = setUp();
    const { tournamentId } = await imported(useCase, swissEvent(), 'modern.json');
    const stored = repo.rows.get(tournamentId)!;
    repo.rows.set(tournamentId, {
      ...stored,
      decks: stored.decks.map((d) => (d.player === 'Bo' ? { ...d, archetypeOverride: 'Izzet Tempo' } : d)),
    });
    await imported(useCase, swissEvent(), 'modern.json');
    expect(repo.rows.get(tournamentId)!.decks.find((d) => d.player === 'Bo')!.archetypeOverride).toBe('Izzet Tempo');
  });

  it('classifies the decks when the format has definitions', async () => {
    const { repo, useCase } = setUp({ modern: [{ card: 'Lightning Bolt', archetype: 'Burn', colors: 'R' }] });
    const out = await imported(useCase, swissEvent(), 'modern.json');
    expect(out.classified).toBe(5);
    expect(repo.rows.get(out.tournamentId)!.decks.map((d) => [d.archetype, d.archetypeMatch, d.colors])).toEqual([
      ['Burn', 'rule', 'R'],
      ['Unknown', 'unknown', ''],
      ['Burn', 'rule', 'R'],
      ['Unknown', 'unknown', ''],
      ['Unknown', 'unknown', ''],
    ]);
  });

  it('leaves decks unclassified when the format has no definitions', async () => {
    const { repo, useCase } = setUp({ pioneer: [{ card: 'Lightning Bolt', archetype: 'Burn', colors: 'R' }] });
    const out = await imported(useCase, swissEvent(), 'modern.json');
    expect(repo.rows.get(out.tournamentId)!.decks.every((d) => d.archetypeMatch === null)).toBe(true);
  });

  it('marks a tournament whose standings disagree with its rounds inconsistent, naming the players', async () => {
    const { repo, useCase } = setUp();
    const json = swissEvent();
    json.Standings![0]!.Wins = 3;
    const out = await imported(useCase, json, 'modern.json');
    expect(out.inconsistent).toBe(true);
    expect(out.mismatches.map((m) => m.player)).toEqual(['Ana']);
    expect(repo.rows.get(out.tournamentId)!.tournament.inconsistent).toBe(true);
  });

  it('takes the given format over the file name, in lower case', async () => {
    const { useCase } = setUp();
    const result = await useCase.execute({
      content: swissEvent(),
      format: 'Legacy',
      fileName: 'modern.json',
      contentHash: null,
    });
    expect(result.ok && result.value.format).toBe('legacy');
  });

  it('falls back on the event name for the format', async () => {
    const { useCase } = setUp();
    expect((await imported(useCase, leagueEvent(), null)).format).toBe('pioneer');
  });

  it('refuses a file whose format cannot be told, writing nothing', async () => {
    const { repo, useCase } = setUp();
    const json = swissEvent();
    json.Tournament.Name = 'Финал ЛИГИ';
    const result = await useCase.execute({
      content: json,
      format: null,
      fileName: 'final-92644.json',
      contentHash: null,
    });
    expect(result.ok || result.error.code).toBe('VALIDATION_FAILED');
    expect(repo.rows.size).toBe(0);
  });

  it('refuses a malformed file naming the JSON path, writing nothing', async () => {
    const { repo, useCase } = setUp();
    const json = swissEvent();
    (json.Decks[3]!.Mainboard as { Count: number }[])[2]!.Count = 0;
    const result = await useCase.execute({ content: json, format: 'modern', fileName: null, contentHash: null });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.error.code).toBe('VALIDATION_FAILED');
    expect(result.error.message).toContain('Decks[3].Mainboard[2].Count must be a positive integer');
    expect(repo.rows.size).toBe(0);
  });
});
