/** One card line of an imported deck. */
export interface DeckEntry {
  readonly quantity: number;
  readonly name: string;
}

/** An imported deck split by zone; maybeboards are not part of a deck and never reach here. */
export interface DeckSections {
  readonly commanders: readonly DeckEntry[];
  readonly companions: readonly DeckEntry[];
  readonly main: readonly DeckEntry[];
  readonly sideboard: readonly DeckEntry[];
}

/**
 * Writes a deck builder's deck as a plain-text decklist that the decklist reader reads back: a
 * Commander section first when there are commanders, then Companion, then the main deck under
 * `Deck`, then `Sideboard`. Quantities of the same name are summed (different printings); a
 * commander or companion listed in the main deck too is removed from it. Names keep ` // ` so they
 * match card data.
 */
export function formatDecklist(sections: DeckSections): string {
  const command = new Set([...sections.commanders, ...sections.companions].map((e) => e.name.toLowerCase()));
  const main = sections.main.filter((e) => !command.has(e.name.toLowerCase()));
  const blocks: string[] = [];
  const add = (title: string, entries: readonly DeckEntry[]) => {
    const lines = mergeEntries(entries).map((e) => `${e.quantity} ${e.name}`);
    if (lines.length > 0) blocks.push([title, ...lines].join('\n'));
  };
  add('Commander', sections.commanders);
  add('Companion', sections.companions);
  add('Deck', main);
  add('Sideboard', sections.sideboard);
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`;
}

/** Sums quantities per name (case-insensitive), keeping the first spelling and first-seen order. */
function mergeEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const merged = new Map<string, DeckEntry>();
  for (const entry of entries) {
    const name = entry.name.trim().replace(/\s+/g, ' ');
    if (name === '' || !(entry.quantity > 0)) continue;
    const key = name.toLowerCase();
    const seen = merged.get(key);
    merged.set(key, { name: seen?.name ?? name, quantity: (seen?.quantity ?? 0) + entry.quantity });
  }
  return [...merged.values()];
}
