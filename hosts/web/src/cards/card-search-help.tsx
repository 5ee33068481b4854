import { Anchor, Table } from '@mantine/core';

/** The most used terms of the search syntax; the full list is in the API reference and docs/card-search.md. */
const TERMS: readonly [string, string][] = [
  ['bolt, "lightning bolt"', 'words of the name (each matches a word start)'],
  ['t:creature, o:"draw a card"', 'type line, rules text'],
  ['c:rg, c<=wu, id:wu', 'colours (at least / at most), colour identity (within)'],
  ['mv=3, mv>=5', 'mana value'],
  ['s:lea, r>=rare, f:modern', 'set, rarity, legal in a format'],
  ['usd<1, eur>=10', 'newest non-foil retail price'],
  ['is:dfc, is:split, is:token', 'layout'],
  ['t:instant (c:r or c:u) -o:draw', 'terms are ANDed; or, parentheses, - negates'],
];

/** A short, collapsed guide to the search syntax, opened from the keyboard like any summary. */
export function CardSearchHelp() {
  return (
    <details className="search-help">
      <summary>Search syntax</summary>
      <Table mt="xs" data-testid="search-help">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>To find</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TERMS.map(([example, meaning]) => (
            <Table.Tr key={example}>
              <Table.Td>
                <code>{example}</code>
              </Table.Td>
              <Table.Td>{meaning}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Anchor href="/docs/#/cards/searchCards" size="sm">
        Every term, in the API reference
      </Anchor>
    </details>
  );
}
