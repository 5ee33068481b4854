import {
  mergeCardPrices,
  type Card,
  type CardDataStore,
  type CardPrices,
  type CardSet,
  type ImportCounts,
  type ImportedFile,
  type PriceSeries,
  type PublishPlan,
  type UpstreamMeta,
} from '@metagame/core';

/** CardDataStore in memory: a staging area and a published area, swapped by `publish`. */
export class InMemoryCardDataStore implements CardDataStore {
  readonly published = {
    sets: new Map<string, CardSet>(),
    cards: new Map<string, Card>(),
    prices: new Map<string, PriceSeries[]>(),
  };
  private staged = {
    sets: new Map<string, CardSet>(),
    cards: new Map<string, Card>(),
    prices: new Map<string, PriceSeries[]>(),
  };
  readonly versions = new Map<ImportedFile, UpstreamMeta>();
  /** What `afterPublish` throws, when set. */
  afterPublishFailure: Error | null = null;

  async lastImported(file: ImportedFile): Promise<UpstreamMeta | null> {
    return this.versions.get(file) ?? null;
  }

  async counts(): Promise<ImportCounts> {
    let pricePoints = 0;
    for (const series of this.published.prices.values()) for (const s of series) pricePoints += s.points.length;
    return { sets: this.published.sets.size, cards: this.published.cards.size, pricePoints };
  }

  async clearStaging(): Promise<void> {
    this.staged = { sets: new Map(), cards: new Map(), prices: new Map() };
  }

  async stageCatalogue(sets: readonly CardSet[], cards: readonly Card[]): Promise<number> {
    for (const s of sets) if (!this.staged.sets.has(s.code)) this.staged.sets.set(s.code, s);
    for (const c of cards) if (!this.staged.cards.has(c.uuid)) this.staged.cards.set(c.uuid, c);
    return sets.length + cards.length;
  }

  /** Returns the (card, date) rows staged, as the SQL stores do. */
  async stagePrices(cards: readonly CardPrices[]): Promise<number> {
    let rows = 0;
    for (const card of cards) {
      // A card staged twice: its first listing wins for every date it has.
      const before = this.staged.prices.get(card.uuid) ?? [];
      this.staged.prices.set(card.uuid, mergeCardPrices(card.series, before, 'merge'));
      rows += new Set(card.series.flatMap((s) => s.points.map((p) => p.date))).size;
    }
    return rows;
  }

  /** The published series of a card (the read side the SQL stores serve through CardReadRepo). */
  async priceSeries(uuid: string): Promise<PriceSeries[]> {
    const order = (s: PriceSeries) =>
      [s.platform, s.provider, s.list === 'retail' ? 0 : 1, s.finish, s.currency].join('\u0000');
    return [...(this.published.prices.get(uuid) ?? [])].sort((a, b) => (order(a) < order(b) ? -1 : 1));
  }

  async publish(plan: PublishPlan): Promise<ImportCounts> {
    if (plan.catalogue) {
      this.published.sets = new Map(this.staged.sets);
      this.published.cards = new Map(this.staged.cards);
    }
    if (plan.prices) {
      for (const [uuid, series] of this.staged.prices) {
        this.published.prices.set(uuid, mergeCardPrices(this.published.prices.get(uuid) ?? [], series, plan.prices));
      }
    }
    for (const { file, meta } of plan.versions) this.versions.set(file, meta);
    await this.clearStaging();
    return this.counts();
  }

  /** Throws `afterPublishFailure` when a test sets one (housekeeping that fails after the commit). */
  async afterPublish(): Promise<void> {
    if (this.afterPublishFailure) throw this.afterPublishFailure;
  }
}
