import type { Card } from '../../cards/entities/card.js';
import type { CardSet } from '../../cards/entities/card-set.js';
import type { Clock } from '../../shared/clock.js';
import type { ImportPhase, ImportSource, ImportStatus, UpstreamMeta } from '../entities/import-status.js';
import { mergeModeOf } from '../entities/merge-mode.js';
import type { CardDataSource, CardPrices, DownloadProgress } from '../ports/card-data-source.js';
import type { CardDataStore, ImportedFile } from '../ports/card-data-store.js';
import type { ImportStatusRepo } from '../ports/import-status-repo.js';

/**
 * Cards (catalogue) or card uuids (prices) per staged batch: bounded memory, few round trips. A
 * realistic AllPrintings (100,000 cards with foreignData, rulings, …; 565 MB) peaked at ~307 MB RSS
 * on PostgreSQL with 2,000 cards per batch, 256–265 MB with 500, at the same speed.
 */
const CATALOGUE_BATCH = 500;
const PRICE_BATCH = 5_000;
/**
 * …or price points per batch, so a long history does not grow the batch. Two batches are alive at
 * once (one written while the next is parsed); batches that live long enough to be promoted to
 * V8's old space pile up there until a full GC. Measured on the daily file (SQLite): 10,000 → peak
 * RSS 250–285 MB, 2,500 → 212–216 MB and no slower (the store gathers rows into bigger writes).
 */
const PRICE_BATCH_POINTS = 2_500;
/** Download progress is saved (and the heartbeat refreshed) at most once per this many bytes… */
const SAVE_EVERY_BYTES = 4 * 1024 * 1024;
/** …and rows-written progress at most once per this many milliseconds (a daily file is ~100 batches). */
const SAVE_ROWS_EVERY_MS = 1_000;

interface JobInput {
  readonly owner: string;
  readonly source: ImportSource;
  readonly force: boolean;
  readonly onProgress?: (status: ImportStatus) => void;
  readonly signal?: AbortSignal;
}

/** The steps of one import run; RunImport owns the error handling and the lock release. */
export class ImportJob {
  current: ImportStatus;
  private savedAtBytes = 0;
  private rowsSavedAt = 0;
  private pending: Promise<void> = Promise.resolve();
  private backgroundFailure: unknown = null;

  constructor(
    private readonly source: CardDataSource,
    private readonly store: CardDataStore,
    private readonly statuses: ImportStatusRepo,
    private readonly clock: Clock,
    private readonly input: JobInput,
    initial: ImportStatus,
  ) {
    this.current = initial;
  }

  async run(): Promise<ImportStatus> {
    this.input.signal?.throwIfAborted();
    const meta = await this.source.fetchMeta(this.input.signal);
    await this.update({ upstream: meta });
    const [catalogue, prices] = await Promise.all([
      this.store.lastImported('AllPrintings'),
      this.store.lastImported(this.input.source),
    ]);
    const catalogueStale = !catalogue || catalogue.version !== meta.version || catalogue.date < meta.date;
    if (!this.input.force && !catalogueStale && prices && sameBuild(prices, meta)) {
      return this.finish(
        'skipped',
        `Upstream ${meta.version} (${meta.date}) is already imported; use force to import it again.`,
      );
    }
    await this.store.clearStaging();
    const refreshCatalogue = catalogueStale || this.input.force;
    if (refreshCatalogue) await this.importCatalogue();
    await this.importPrices();
    this.input.signal?.throwIfAborted();
    await this.update({ phase: 'publish' });
    const versions: { file: ImportedFile; meta: UpstreamMeta }[] = [{ file: this.input.source, meta }];
    if (refreshCatalogue) versions.push({ file: 'AllPrintings', meta });
    const counts = await this.store.publish({
      catalogue: refreshCatalogue,
      prices: mergeModeOf(this.input.source),
      versions,
    });
    this.current = { ...this.current, counts };
    return this.finish('succeeded', await this.afterPublish());
  }

  /** The publish has committed: housekeeping that fails after it leaves the import succeeded, with a warning. */
  private async afterPublish(): Promise<string | null> {
    try {
      await this.store.afterPublish();
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return `Published; the housekeeping after the publish failed: ${reason}`;
    }
  }

  private async importCatalogue(): Promise<void> {
    await this.enterPhase('catalogue');
    let sets: CardSet[] = [];
    let cards: Card[] = [];
    const flush = async () => {
      const rows = await this.store.stageCatalogue(sets, cards);
      sets = [];
      cards = [];
      await this.addRows(rows);
    };
    for await (const entry of this.source.catalogue((p) => this.onBytes(p), this.input.signal)) {
      this.input.signal?.throwIfAborted();
      if (entry.set) sets.push(entry.set);
      cards.push(...entry.cards);
      if (cards.length >= CATALOGUE_BATCH) await flush();
    }
    await flush();
  }

  /**
   * One batch is written while the next one is parsed (PostgreSQL works on its own core meanwhile);
   * a write starts when the previous one has finished, and none outlives this method, even when the
   * file fails: a late write must never land in the staging area of the next import.
   */
  private async importPrices(): Promise<void> {
    await this.enterPhase('prices');
    let batch: CardPrices[] = [];
    let points = 0;
    let writing: Promise<void> = Promise.resolve();
    let failure: { readonly error: unknown } | undefined;
    const flush = async () => {
      await writing;
      if (failure) throw failure.error;
      if (batch.length === 0) return;
      writing = this.writePrices(batch).catch((error: unknown) => void (failure ??= { error }));
      batch = [];
      points = 0;
    };
    try {
      for await (const card of this.source.prices(this.input.source, (p) => this.onBytes(p), this.input.signal)) {
        this.input.signal?.throwIfAborted();
        batch.push(card);
        for (const series of card.series) points += series.points.length;
        if (batch.length >= PRICE_BATCH || points >= PRICE_BATCH_POINTS) await flush();
      }
      await flush();
    } finally {
      await writing;
    }
    if (failure) throw failure.error;
  }

  private async writePrices(cards: readonly CardPrices[]): Promise<void> {
    await this.addRows(await this.store.stagePrices(cards));
  }

  private async enterPhase(phase: ImportPhase): Promise<void> {
    this.savedAtBytes = 0;
    await this.update({ phase, progress: { ...this.current.progress, bytesRead: 0, bytesTotal: null } });
  }

  private async addRows(rows: number): Promise<void> {
    await this.settle();
    const progress = this.current.progress;
    const patch = { progress: { ...progress, rowsWritten: progress.rowsWritten + rows } };
    const now = this.clock.now().getTime();
    if (now - this.rowsSavedAt < SAVE_ROWS_EVERY_MS) {
      this.current = { ...this.current, ...patch };
      this.input.onProgress?.(this.current);
      return;
    }
    this.rowsSavedAt = now;
    await this.update(patch);
  }

  /** Download callbacks are synchronous; saves are chained so they stay ordered and are awaited. */
  private onBytes(p: DownloadProgress): void {
    this.current = { ...this.current, progress: { ...this.current.progress, ...p } };
    if (p.bytesRead - this.savedAtBytes < SAVE_EVERY_BYTES) return;
    this.savedAtBytes = p.bytesRead;
    this.pending = this.pending
      .then(() => this.update({}))
      .catch((error: unknown) => {
        this.backgroundFailure ??= error;
      });
  }

  /** Waits for queued progress saves and rethrows the first one that failed. */
  private async settle(): Promise<void> {
    await this.pending;
    if (this.backgroundFailure) throw this.backgroundFailure;
  }

  private async finish(state: 'succeeded' | 'skipped', message: string | null): Promise<ImportStatus> {
    await this.settle();
    this.current = { ...this.current, state, phase: 'done', finishedAt: this.clock.now(), message };
    return this.current;
  }

  private async update(patch: Partial<ImportStatus>): Promise<void> {
    this.current = { ...this.current, ...patch };
    if (!(await this.statuses.save(this.input.owner, this.current, this.clock.now()))) {
      throw new Error('The import lock was taken over by another process (this one let its lease run out).');
    }
    this.input.onProgress?.(this.current);
  }
}

const sameBuild = (a: UpstreamMeta, b: UpstreamMeta) => a.version === b.version && a.date === b.date;
