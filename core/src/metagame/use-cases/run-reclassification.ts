import type { Clock } from '../../shared/clock.js';
import { classifyDeck } from '../classifier/classify-deck.js';
import type { Classification, DefinitionSet } from '../classifier/definition-set.js';
import { cardNamesOf, referenceColorsFor } from '../classifier/reference-colors.js';
import type { CardColorSource } from '../ports/card-color-source.js';
import type { ArchetypeMatchCounts, Reclassification } from '../entities/reclassification.js';
import type { DeckArchetypeRepo, DeckClassification } from '../ports/deck-archetype-repo.js';
import type { ReclassificationRepo } from '../ports/reclassification-repo.js';

/** Decks read, labelled and written per round trip; progress is saved after each page. */
export const RECLASSIFY_PAGE = 2_000;

export interface RunReclassificationInput {
  /** The run ImportArchetypeDefinitions opened, with the definitions it validated. */
  readonly run: Reclassification;
  readonly definitions: DefinitionSet;
  readonly onProgress?: (run: Reclassification) => void;
  readonly signal?: AbortSignal;
}
export type RunReclassificationOutput = Reclassification;

/**
 * Labels every deck of the format, page by page in id order, and records how each matched; only
 * labels that change are written. A card's colours come from the card reference (asked once per
 * name per run) unless the format's colour overrides list it, the shared colour file filling in
 * the cards the reference lacks. A hand override is never touched. The run stops as superseded
 * when a newer run of the format exists, and records `failed` (then rethrows) when anything else
 * stops it.
 */
export class RunReclassification {
  constructor(
    private readonly decks: DeckArchetypeRepo,
    private readonly runs: ReclassificationRepo,
    private readonly cardColors: CardColorSource,
    private readonly clock: Clock,
  ) {}

  async execute(input: RunReclassificationInput): Promise<RunReclassificationOutput> {
    let run = input.run;
    const definitionsFor = referenceColorsFor(this.cardColors, input.definitions);
    try {
      for (let afterId: string | null = null; ;) {
        input.signal?.throwIfAborted();
        if ((await this.runs.latest(run.format))?.id !== run.id) {
          return await this.finish(run, 'superseded', 'Newer definitions of the format started a run of their own.');
        }
        const page = await this.decks.pageOfFormat(run.format, afterId, RECLASSIFY_PAGE);
        if (page.length === 0) break;
        const definitions = await definitionsFor(cardNamesOf(page));
        const rows: DeckClassification[] = page.map((deck) => ({
          id: deck.id,
          classification: classifyDeck(deck.cards, definitions),
        }));
        await this.decks.saveClassifications(
          rows.filter((row, i) => !sameLabels(row.classification, page[i]?.current ?? null)),
        );
        run = {
          ...run,
          done: run.done + rows.length,
          total: Math.max(run.total, run.done + rows.length),
          counts: tally(run.counts, rows),
        };
        await this.runs.save(run);
        input.onProgress?.(run);
        afterId = (page.at(-1) as { id: string }).id;
      }
      return await this.finish(run, 'succeeded', null);
    } catch (error) {
      await this.finish(run, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  private async finish(
    run: Reclassification,
    state: Reclassification['state'],
    message: string | null,
  ): Promise<Reclassification> {
    const done: Reclassification = { ...run, state, message, finishedAt: this.clock.now() };
    await this.runs.save(done);
    return done;
  }
}

/** Unchanged labels are not written again: importing the same definitions twice rewrites nothing. */
const sameLabels = (next: Classification, current: Classification | null): boolean =>
  current !== null &&
  current.archetype === next.archetype &&
  current.match === next.match &&
  current.colors === next.colors;

function tally(counts: ArchetypeMatchCounts, rows: readonly DeckClassification[]): ArchetypeMatchCounts {
  const next = { ...counts };
  for (const row of rows) next[row.classification.match] += 1;
  return next;
}
