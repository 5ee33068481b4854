import { Anchor, Table, Text } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { RetailPrices } from './card-prices';
import { TableHeader } from '../components/table-header';
import { PageNav } from '../components/page-nav';

/** Results per page: a phone screen of rows, a handful of pages for a broad search. */
export const PAGE_SIZE = 20;

interface CardResultsProps {
  readonly q: string;
  /** One row per printing instead of per card. */
  readonly prints: boolean;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly onOpen: (name: string, set: string) => void;
}

/** One page of GET /cards/search; a search that does not parse shows the API's detail (the term and its position). */
export function CardResults({ q, prints, page, onPage, onOpen }: CardResultsProps) {
  // The page travels with its rows: while the next page loads, the rows shown are still the last
  // page's, and the status must say so rather than name the page asked for.
  const results = useApi(async () => {
    const answer = await api.GET('/api/v1/cards/search', {
      params: { query: { q, unique: prints ? 'prints' : 'cards', page, page_size: PAGE_SIZE } },
    });
    return { ...answer, data: answer.data && { ...answer.data, page } };
  }, [q, prints, page]);
  if (results.loading && !results.data) return <LoadingState label="Searching…" />;
  if (!results.data) return <ApiErrorAlert error={results.error} title="The search did not work" />;
  const { data, total, has_more, page: shown } = results.data;
  if (total === 0) return <Text role="status">No card matches this search.</Text>;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <>
      <Text role="status" aria-live="polite">
        {total} {prints ? (total === 1 ? 'printing' : 'printings') : total === 1 ? 'card' : 'cards'}
        {pages > 1 ? `, page ${shown} of ${pages}` : ''}
      </Text>
      <div className="table-scroll">
        <Table data-testid="card-results" aria-busy={results.loading}>
          <TableHeader columns={['Card', 'Set', 'Price']} />
          <Table.Tbody>
            {data.map((c) => (
              <Table.Tr key={c.uuid}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    className="result-name"
                    onClick={() => onOpen(c.name, c.set_code)}
                  >
                    {c.name}
                  </Anchor>
                  <Text size="xs">
                    {c.mana_cost && <span className="mana-cost">{c.mana_cost}</span>} {c.type}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {c.set_code} #{c.number}
                </Table.Td>
                <Table.Td>
                  <RetailPrices prices={c.current_prices} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <PageNav label="Result pages" page={shown} pages={pages} hasNext={has_more} onPage={onPage} />
    </>
  );
}
