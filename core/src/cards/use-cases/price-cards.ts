import type { Clock } from '../../shared/clock.js';
import type { Card } from '../entities/card.js';
import { currentPrices, type PricedCard } from '../entities/current-price.js';
import type { CardReadRepo } from '../ports/card-read-repo.js';

export interface PriceCardsSettings {
  /** A price whose newest point is more than this many days old is flagged stale (CARD_PRICE_STALE_DAYS). */
  readonly staleAfterDays: number;
}

/** Gives cards their current prices (newest point per series, stale flag): one read for the whole list. */
export class PriceCards {
  constructor(
    private readonly cards: CardReadRepo,
    private readonly clock: Clock,
    private readonly settings: PriceCardsSettings,
  ) {}

  async execute(cards: readonly Card[]): Promise<PricedCard[]> {
    if (cards.length === 0) return [];
    const latest = await this.cards.latestPrices([...new Set(cards.map((c) => c.uuid))]);
    const today = this.clock.now();
    return cards.map((card) => ({
      ...card,
      currentPrices: currentPrices(latest.get(card.uuid) ?? [], today, this.settings.staleAfterDays),
    }));
  }
}
