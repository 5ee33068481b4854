import { describe, expect, it } from 'vitest';
import { ImportArchetypeDefinitions } from '@metagame/core/metagame/use-cases/import-archetype-definitions';
import { RunReclassification } from '@metagame/core/metagame/use-cases/run-reclassification';
import { GetReclassificationStatus } from '@metagame/core/metagame/use-cases/get-reclassification-status';
import { OverrideDeckArchetype } from '@metagame/core/metagame/use-cases/override-deck-archetype';
import { ControllableClock, SequentialIdGenerator } from '@metagame/testkit';
import {
  InMemoryArchetypeDefinitionRepo,
  InMemoryDeckArchetypeRepo,
  InMemoryReclassificationRepo,
} from '../../fakes/metagame/in-memory-archetype-repos.js';
import { deck } from '../../fakes/metagame/definition-builder.js';
import { FixedCardColors } from '../../fakes/metagame/fixed-card-colors.js';
import { face } from '../../contracts/metagame/card-color-source.contract.js';

/** The card reference: Lava Spike and Mountain are red, Island and Brainstorm blue. */
const reference = new FixedCardColors([
  face('Lava Spike', ['Sorcery'], ['R'], ['R'], '{R}'),
  face('Mountain', ['Land'], [], ['R'], null),
  face('Island', ['Land'], [], ['U'], null),
  face('Brainstorm', ['Instant'], ['U'], ['U'], '{U}'),
]);

const burnFile = (card: string) => ({
  path: 'Archetypes/Burn.json',
  text: `{ "Name": "Burn", "Conditions": [ { "Type": "InMainboard", "Cards": ["${card}"] } ] }`,
});
const fallbackFile = {
  path: 'Fallbacks/GenericAggro.json',
  text: '{ "Name": "GenericAggro", "CommonCards": ["Goblin Guide"] }',
};

function setup() {
  const definitions = new InMemoryArchetypeDefinitionRepo();
  const clock = new ControllableClock('2026-05-01T00:00:00Z');
  const runs = new InMemoryReclassificationRepo(clock);
  const decks = new InMemoryDeckArchetypeRepo();
  const importer = new ImportArchetypeDefinitions(definitions, runs, decks, new SequentialIdGenerator(), clock);
  const runner = new RunReclassification(decks, runs, reference, clock);
  decks.add('d1', 'modern', deck(['Lava Spike', 'Goblin Guide']));
  decks.add('d2', 'modern', deck(['Goblin Guide']));
  decks.add('d3', 'modern', deck(['Island']));
  decks.add('p1', 'pioneer', deck(['Lava Spike']));
  decks.add('d4', 'modern', deck(['Lava Spike', 'Mountain', 'Brainstorm', 'Island']));
  const importAndRun = async (...files: { path: string; text: string }[]) => {
    const imported = await importer.execute({ format: 'modern', files });
    if (!imported.ok) throw new Error(imported.error.message);
    return runner.execute({ run: imported.value.run, definitions: imported.value.definitions });
  };
  return { definitions, runs, decks, importer, runner, importAndRun, clock };
}

describe('ImportArchetypeDefinitions', () => {
  it('keeps the set as the format’s current one and opens a running run over the format’s decks', async () => {
    const { importer, definitions, runs } = setup();
    const result = await importer.execute({ format: 'modern', files: [burnFile('Lava Spike')] });
    expect(result.ok && result.value.run).toMatchObject({ state: 'running', total: 4, done: 0, format: 'modern' });
    expect((await definitions.current('modern'))?.archetypes.map((a) => a.name)).toEqual(['Burn']);
    expect(await definitions.current('pioneer')).toBeNull();
    expect((await runs.latest('modern'))?.state).toBe('running');
  });

  it('refuses an unknown condition type, naming file and condition, and keeps nothing', async () => {
    const { importer, definitions, runs } = setup();
    const bad = {
      path: 'Archetypes/Bad.json',
      text: '{ "Name": "Bad", "Conditions": [ { "Type": "InDeck", "Cards": ["A"] } ] }',
    };
    const result = await importer.execute({ format: 'modern', files: [burnFile('Lava Spike'), bad] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION_FAILED');
    expect(result.error.message).toContain('Archetypes/Bad.json Conditions[0].Type: unknown condition type "InDeck"');
    expect(definitions.sets).toHaveLength(0);
    expect(await runs.latest('modern')).toBeNull();
  });
});

describe('RunReclassification', () => {
  it('labels every deck of the format with how it matched, and only that format', async () => {
    const { decks, importAndRun } = setup();
    const run = await importAndRun(burnFile('Lava Spike'), fallbackFile);
    expect(run).toMatchObject({ state: 'succeeded', done: 4, counts: { rule: 2, fallback: 1, unknown: 1 } });
    expect(decks.decks.get('d1')?.classification).toEqual({ archetype: 'Burn', match: 'rule', colors: 'C' });
    expect(decks.decks.get('d2')?.classification?.match).toBe('fallback');
    expect(decks.decks.get('d3')?.classification?.archetype).toBe('Unknown');
    expect(decks.decks.get('p1')?.classification).toBeNull();
  });

  it('takes a card’s colour from the card reference over the shared colour file, and a format override’s over both', async () => {
    const { decks, importAndRun } = setup();
    await importAndRun(burnFile('Lava Spike'));
    // Red from the reference (a red land and a red spell); blue too, Island and Brainstorm being blue there.
    expect(decks.decks.get('d4')?.classification).toEqual({ archetype: 'Burn', match: 'rule', colors: 'UR' });
    // The shared file calls Island a white land: the reference's blue replaces it.
    const islandIsWhite = '{ "Lands": [{ "Name": "Island", "Color": "W" }], "NonLands": null }';
    await importAndRun(burnFile('Lava Spike'), { path: 'card_colors.json', text: islandIsWhite });
    expect(decks.decks.get('d4')?.classification?.colors).toBe('UR');
    // The format's overrides call it white: their word stands, so blue is gone and white has no spell.
    await importAndRun(burnFile('Lava Spike'), { path: 'color_overrides.json', text: islandIsWhite });
    expect(decks.decks.get('d4')?.classification?.colors).toBe('R');
  });

  it('relabels the decks when new definitions come, keeping a hand override', async () => {
    const { decks, importAndRun } = setup();
    await importAndRun(burnFile('Lava Spike'));
    await new OverrideDeckArchetype(decks).execute({ deckId: 'd1', archetype: 'My Burn' });
    await importAndRun(burnFile('Goblin Guide'));
    expect(decks.decks.get('d1')).toMatchObject({ override: 'My Burn', classification: { archetype: 'Burn' } });
    expect(decks.decks.get('d2')?.classification?.archetype).toBe('Burn');
    expect(decks.decks.get('d3')?.classification?.archetype).toBe('Unknown');
  });

  it('writes only the labels that change', async () => {
    const { decks, importAndRun } = setup();
    await importAndRun(burnFile('Lava Spike'), fallbackFile);
    expect(decks.labelsWritten).toBe(4);
    const again = await importAndRun(burnFile('Lava Spike'), fallbackFile);
    expect(again).toMatchObject({ state: 'succeeded', done: 4, counts: { rule: 2, fallback: 1, unknown: 1 } });
    expect(decks.labelsWritten).toBe(4);
    await importAndRun(burnFile('Goblin Guide'), fallbackFile);
    expect(decks.labelsWritten).toBe(6);
  });

  it('stops as superseded when newer definitions of the format opened a run', async () => {
    const { importer, runner, decks } = setup();
    const first = await importer.execute({ format: 'modern', files: [burnFile('Lava Spike')] });
    await importer.execute({ format: 'modern', files: [burnFile('Goblin Guide')] });
    if (!first.ok) throw new Error('refused');
    const run = await runner.execute({ run: first.value.run, definitions: first.value.definitions });
    expect(run.state).toBe('superseded');
    expect(decks.decks.get('d1')?.classification).toBeNull();
  });

  it('records failed when the job is interrupted', async () => {
    const { importer, runner, runs } = setup();
    const imported = await importer.execute({ format: 'modern', files: [burnFile('Lava Spike')] });
    if (!imported.ok) throw new Error('refused');
    const stop = new AbortController();
    stop.abort(new Error('shutting down'));
    await expect(runner.execute({ ...imported.value, signal: stop.signal })).rejects.toThrow('shutting down');
    expect(await runs.latest('modern')).toMatchObject({ state: 'failed', message: 'shutting down' });
  });
});

describe('GetReclassificationStatus and OverrideDeckArchetype', () => {
  it('reads a running run whose process was killed as failed, saying what to do; a live one as running', async () => {
    const { importer, runs, clock } = setup();
    const imported = await importer.execute({ format: 'modern', files: [burnFile('Lava Spike')] });
    if (!imported.ok) throw new Error('refused');
    const status = new GetReclassificationStatus(runs, clock);
    const { run } = imported.value;
    expect(await status.execute({ format: 'modern' })).toMatchObject({ ok: true, value: { state: 'running' } });
    runs.holders.set(run.id, { alive: false, heartbeatAt: clock.now() });
    expect(await status.execute({ format: 'modern' })).toMatchObject({
      ok: true,
      value: {
        state: 'failed',
        message:
          'Interrupted: the reclassifying process ended without finishing (last progress 2026-05-01T00:00:00.000Z). ' +
          "Import the definitions again to relabel the format's decks.",
      },
    });
  });

  it('gives a run on another machine a minute without progress before it reads as interrupted', async () => {
    const { importer, runs, clock } = setup();
    const imported = await importer.execute({ format: 'modern', files: [burnFile('Lava Spike')] });
    if (!imported.ok) throw new Error('refused');
    const status = new GetReclassificationStatus(runs, clock);
    runs.holders.set(imported.value.run.id, { alive: null, heartbeatAt: clock.now() });
    clock.advance({ seconds: 60 });
    expect(await status.execute({ format: 'modern' })).toMatchObject({ value: { state: 'running' } });
    clock.advance({ seconds: 1 });
    expect(await status.execute({ format: 'modern' })).toMatchObject({
      value: { state: 'failed', message: expect.stringContaining('stopped responding at 2026-05-01T00:00:00.000Z') },
    });
  });

  it('reads the newest run of a format, or not found', async () => {
    const { runs, importAndRun } = setup();
    await importAndRun(burnFile('Lava Spike'));
    const status = new GetReclassificationStatus(runs, new ControllableClock('2026-05-01T00:00:00Z'));
    expect((await status.execute({ format: 'modern' })).ok).toBe(true);
    expect(await status.execute({ format: 'legacy' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('answers the effective archetype, clears the override with null, and refuses an unknown deck', async () => {
    const { decks, importAndRun } = setup();
    await importAndRun(burnFile('Lava Spike'));
    const override = new OverrideDeckArchetype(decks);
    expect(await override.execute({ deckId: 'd1', archetype: ' Red Deck ' })).toMatchObject({
      ok: true,
      value: { effective: 'Red Deck', classified: 'Burn' },
    });
    expect(await override.execute({ deckId: 'd1', archetype: null })).toMatchObject({
      ok: true,
      value: { effective: 'Burn', override: null },
    });
    expect(await override.execute({ deckId: 'nope', archetype: 'X' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
