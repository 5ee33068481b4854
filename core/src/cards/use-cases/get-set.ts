import { err, ok, type Result } from '../../shared/result.js';
import type { CardSet } from '../entities/card-set.js';
import { setNotFound, type SetNotFound } from '../errors.js';
import type { CardReadRepo } from '../ports/card-read-repo.js';

export interface GetSetInput {
  readonly code: string;
}
export type GetSetOutput = CardSet;

/** One set by its code, case-insensitive. */
export class GetSet {
  constructor(private readonly cards: CardReadRepo) {}

  async execute(input: GetSetInput): Promise<Result<GetSetOutput, SetNotFound>> {
    const set = await this.cards.findSet(input.code.toUpperCase());
    return set ? ok(set) : err(setNotFound(input.code));
  }
}
