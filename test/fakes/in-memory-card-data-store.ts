import {
  normalisePoints,
  seriesKey,
  type SeriesHead,
  type Card,
  type CardDataStore,
  type CardSet,
  type ImportCounts,
  type ImportedFile,
  type PriceSeries,
  type PublishPlan,
  type UpstreamMeta,
} from '@metagame/core';

/** CardDataStore in memory: a staging area and a published area, swapped by `publish`. */
export class InMemoryCardDataStore implements CardDataStore {
  readonly published = { sets: new Map<string, CardSet>(), cards: new Map<string, Card>(), series: new Map<string, PriceSeries>() };
  private staged = { sets: new Map<string, CardSet>(), cards: new Map<string, Card>(), series: new Map<string, PriceSeries>(), created: new Map<string, PriceSeries>(), prepends: new Map<string, PriceSeries>() };
  readonly versions = new Map<ImportedFile, UpstreamMeta>();

  async lastImported(file: ImportedFile): Promise<UpstreamMeta | null> {
    return this.versions.get(file) ?? null;
  }

  async counts(): Promise<ImportCounts> {
    const pricePoints = [...this.published.series.values()].reduce((n, s) => n + s.points.length, 0);
    return { sets: this.published.sets.size, cards: this.published.cards.size, pricePoints };
  }

  async clearStaging(): Promise<void> {
    this.staged = { sets: new Map(), cards: new Map(), series: new Map(), created: new Map(), prepends: new Map() };
  }

  async stageCatalogue(sets: readonly CardSet[], cards: readonly Card[]): Promise<number> {
    for (const s of sets) if (!this.staged.sets.has(s.code)) this.staged.sets.set(s.code, s);
    for (const c of cards) if (!this.staged.cards.has(c.uuid)) this.staged.cards.set(c.uuid, c);
    return sets.length + cards.length;
  }

  async seriesHeads(uuids: readonly string[]): Promise<Map<string, SeriesHead>> {
    const heads = new Map<string, SeriesHead>();
    for (const s of await this.publishedSeries(uuids)) {
      heads.set(seriesKey(s), { key: seriesKey(s), earliestDate: s.points.at(-1)!.date, latestDate: s.points[0]!.date });
    }
    return heads;
  }

  async stagePrepends(series: readonly PriceSeries[]): Promise<number> {
    for (const s of series) if (!this.staged.prepends.has(seriesKey(s))) this.staged.prepends.set(seriesKey(s), s);
    return series.length;
  }

  async publishedSeries(uuids: readonly string[]): Promise<PriceSeries[]> {
    const wanted = new Set(uuids);
    return [...this.published.series.values()].filter((s) => wanted.has(s.uuid));
  }

  async stageSeries(series: readonly PriceSeries[]): Promise<number> {
    for (const s of series) if (!this.staged.series.has(seriesKey(s))) this.staged.series.set(seriesKey(s), s);
    return series.length;
  }

  async stageNewSeries(series: readonly PriceSeries[]): Promise<number> {
    for (const s of series) if (!this.staged.created.has(seriesKey(s))) this.staged.created.set(seriesKey(s), s);
    return series.length;
  }

  async publish(plan: PublishPlan): Promise<ImportCounts> {
    // Like the SQL stores' primary key: a "new" series that is published after all fails the whole publish.
    const taken = plan.prices ? [...this.staged.created.keys()].find((key) => this.published.series.has(key)) : undefined;
    if (taken) throw new Error(`price series ${taken} is already published`);
    if (plan.catalogue) {
      this.published.sets = new Map(this.staged.sets);
      this.published.cards = new Map(this.staged.cards);
    }
    if (plan.prices) {
      for (const [key, s] of this.staged.series) this.published.series.set(key, s);
      for (const [key, s] of this.staged.created) this.published.series.set(key, s);
      for (const [key, s] of this.staged.prepends) {
        const old = this.published.series.get(key);
        if (old) this.published.series.set(key, { ...old, points: normalisePoints([...old.points, ...s.points]) });
      }
    }
    for (const { file, meta } of plan.versions) this.versions.set(file, meta);
    await this.clearStaging();
    return this.counts();
  }
}
