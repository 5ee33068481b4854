import { err, ok, type Result } from '../../shared/result.js';
import type { PricedCard } from '../entities/current-price.js';
import { pickFuzzyName, type NameCandidate } from '../entities/fuzzy-name.js';
import { searchKey } from '../entities/search-key.js';
import { cardNameAmbiguous, namedCardNotFound, type CardNameAmbiguous, type NamedCardNotFound } from '../errors.js';
import type { CardSearchRepo } from '../ports/card-search-repo.js';
import type { PriceCards } from './price-cards.js';

export interface FindNamedCardInput {
  readonly name: string;
  /** Exact (case, punctuation and diacritics aside) or fuzzy (typos, missing words). */
  readonly mode: 'exact' | 'fuzzy';
  /** Only this set's printings (code, any case). */
  readonly set: string | null;
}
export type FindNamedCardOutput = PricedCard;

/** Fuzzy lookups consider this many candidate names. */
const FUZZY_CANDIDATES = 100;

/**
 * One card by name, as a client resolves what a player typed: an exact name (full or face name)
 * wins at once; fuzzily, one clear winner answers its newest printing, several near names are
 * ambiguous, and both failures carry the closest names.
 */
export class FindNamedCard {
  constructor(
    private readonly search: CardSearchRepo,
    private readonly priceCards: PriceCards,
  ) {}

  async execute(
    input: FindNamedCardInput,
  ): Promise<Result<FindNamedCardOutput, NamedCardNotFound | CardNameAmbiguous>> {
    const key = searchKey(input.name);
    const set = input.set?.toUpperCase() ?? null;
    const exact = distinctNames(key === '' ? [] : await this.search.namesWithKey(key));
    let name: string;
    if (exact.length === 1) name = exact[0]!;
    else if (exact.length > 1) {
      // A face name shared with another card (rare): the card whose full name it is wins, else ask.
      const full = exact.filter((n) => searchKey(n) === key);
      if (full.length !== 1) return err(cardNameAmbiguous(input.name, exact.slice(0, 10)));
      name = full[0]!;
    } else if (input.mode === 'exact' || key === '') {
      return err(namedCardNotFound(input.name, input.set, []));
    } else {
      const outcome = pickFuzzyName(key, await this.search.fuzzyCandidates(key, FUZZY_CANDIDATES));
      if (outcome.kind === 'ambiguous') return err(cardNameAmbiguous(input.name, outcome.candidates));
      if (outcome.kind === 'none') return err(namedCardNotFound(input.name, input.set, outcome.candidates));
      name = outcome.name;
    }
    const card = await this.search.newestPrinting(name, set);
    if (!card) return err(namedCardNotFound(input.name, input.set, [name]));
    return ok((await this.priceCards.execute([card]))[0]!);
  }
}

const distinctNames = (candidates: readonly NameCandidate[]) => [...new Set(candidates.map((c) => c.name))].sort();
