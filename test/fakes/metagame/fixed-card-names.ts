import { searchKey, type CardNameLookup } from '@metagame/core';

/** CardNameLookup over a list of card names: a split or double-faced card also answers to each face's name. */
export class FixedCardNames implements CardNameLookup {
  private readonly keys = new Set<string>();

  constructor(names: readonly string[]) {
    for (const name of names) {
      this.keys.add(searchKey(name));
      for (const face of name.split(' // ')) this.keys.add(searchKey(face));
    }
  }

  async unknownNames(names: readonly string[]): Promise<string[]> {
    return names.filter((n) => !this.keys.has(searchKey(n)));
  }
}
