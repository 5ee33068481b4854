import { Table } from '@mantine/core';
import type { components } from '../api/openapi';
import { TableHeader } from '../components/table-header';

export type CurrentPrice = components['schemas']['CurrentPrice'];

/** `$1.50`; a currency Intl does not know (MTGO's tickets) as `1.50 TIX`. */
export function money(price: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency}`;
  }
}

/** A price whose newest point is old: the provider stopped listing the card, or imports stopped. */
const Stale = () => (
  <span className="stale-price" title="The newest price is more than a few days old">
    stale
  </span>
);

/** One line per provider: what a non-foil paper copy sells for (search results show only these). */
export function RetailPrices({ prices }: { prices: readonly CurrentPrice[] }) {
  const retail = prices.filter((p) => p.platform === 'paper' && p.list === 'retail' && p.finish === 'normal');
  if (retail.length === 0) return <>–</>;
  return (
    <ul className="price-list">
      {retail.map((p) => (
        <li key={p.provider}>
          {money(p.price, p.currency)} {p.provider} {p.stale && <Stale />}
        </li>
      ))}
    </ul>
  );
}

/** Every current price of a card: each platform, provider, list and finish, with its date. */
export function PriceTable({ prices }: { prices: readonly CurrentPrice[] }) {
  return (
    <div className="table-scroll">
      <Table data-testid="card-prices">
        <TableHeader columns={['Provider', 'List', 'Finish', 'Price', 'As of']} />
        <Table.Tbody>
          {prices.map((p) => (
            <Table.Tr key={`${p.platform}-${p.provider}-${p.list}-${p.finish}`}>
              <Table.Td>
                {p.provider} ({p.platform})
              </Table.Td>
              <Table.Td>{p.list}</Table.Td>
              <Table.Td>{p.finish}</Table.Td>
              <Table.Td>{money(p.price, p.currency)}</Table.Td>
              <Table.Td>
                {p.date} {p.stale && <Stale />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
