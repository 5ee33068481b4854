import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { TableHeader } from '../components/table-header';
import type { MetaWindow } from './meta-window';
import { PageNav } from '../components/page-nav';

/** Events per page. */
export const TOURNAMENT_PAGE = 20;

interface TournamentListProps {
  readonly window: MetaWindow;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly onOpen: (id: string) => void;
}

/** GET /meta/tournaments of the window, newest first, with their size and what they publish. */
export function TournamentList({ window, page, onPage, onOpen }: TournamentListProps) {
  const { format, from, to } = window;
  const answer = useApi(async () => {
    const result = await api.GET('/api/v1/meta/tournaments', {
      params: {
        query: {
          format,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          limit: TOURNAMENT_PAGE,
          offset: (page - 1) * TOURNAMENT_PAGE,
        },
      },
    });
    const total = Number(result.response.headers.get('X-Total-Count') ?? 0);
    return { ...result, data: result.data && { rows: result.data, total, page } };
  }, [format, from, to, page]);
  if (answer.loading && !answer.data) return <LoadingState label="Loading the tournaments…" />;
  if (!answer.data) return <ApiErrorAlert error={answer.error} title="The tournaments did not load" />;
  const { rows, total, page: shown } = answer.data;
  if (total === 0) return <Text role="status">No tournament of this format in this window.</Text>;
  const pages = Math.ceil(total / TOURNAMENT_PAGE);
  return (
    <>
      <Text role="status" aria-live="polite">
        {total} {total === 1 ? 'tournament' : 'tournaments'}
        {pages > 1 ? `, page ${shown} of ${pages}` : ''}
      </Text>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Tournaments">
        <Table data-testid="meta-tournaments" aria-busy={answer.loading}>
          <TableHeader columns={['Tournament', 'Date', 'Decks', 'Published']} />
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => onOpen(t.id)}>
                    {t.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t.date.slice(0, 10)}</Table.Td>
                <Table.Td>{t.deck_count}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {t.has_standings && <Badge variant="light">standings</Badge>}
                    {t.has_rounds && <Badge variant="light">rounds</Badge>}
                    {t.inconsistent && (
                      <Badge color="orange" variant="light">
                        inconsistent
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <PageNav label="Tournament pages" page={shown} pages={pages} onPage={onPage} />
    </>
  );
}
