import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { PriceTable } from './card-prices';

/** A 404 of /cards/named lists the nearest names: offered as buttons. */
const candidatesOf = (error: unknown): string[] =>
  error && typeof error === 'object' && 'candidates' in error && Array.isArray(error.candidates)
    ? error.candidates.filter((c): c is string => typeof c === 'string')
    : [];

/** An exact name (and maybe the set of the printing wanted), or a name as typed, typos and all. */
export type CardLookup = { readonly exact: string; readonly set?: string } | { readonly fuzzy: string };

/**
 * One card from GET /cards/named (its newest printing, or its printing in `set`). A name that is not
 * found, or too close to several, shows the API's detail and the nearest names to choose from.
 */
export function CardDetails({ lookup, onOpen }: { lookup: CardLookup; onOpen: (name: string) => void }) {
  const query =
    'fuzzy' in lookup ? { fuzzy: lookup.fuzzy } : { exact: lookup.exact, ...(lookup.set ? { set: lookup.set } : {}) };
  const card = useApi(() => api.GET('/api/v1/cards/named', { params: { query } }), [query]);
  if (card.loading && !card.data) return <LoadingState label="Loading the card…" />;
  if (!card.data) {
    const candidates = candidatesOf(card.error);
    return (
      <Stack>
        <ApiErrorAlert error={card.error} />
        {candidates.length > 0 && (
          <Group gap="xs" aria-label="Did you mean" role="group">
            {candidates.map((c) => (
              <Button key={c} size="compact-sm" variant="default" onClick={() => onOpen(c)}>
                {c}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    );
  }
  const c = card.data;
  const stats =
    c.power !== null
      ? `${c.power}/${c.toughness}`
      : c.loyalty !== null
        ? `Loyalty ${c.loyalty}`
        : c.defense !== null
          ? `Defense ${c.defense}`
          : null;
  const legal = Object.entries(c.legalities)
    .filter(([, status]) => status === 'Legal' || status === 'Restricted')
    .map(([format, status]) => (status === 'Restricted' ? `${format} (restricted)` : format));
  return (
    <Card withBorder component="article" aria-labelledby="card-name" data-testid="card-details">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} id="card-name">
            {c.face_name && c.face_name !== c.name ? `${c.name} (${c.face_name})` : c.name}
          </Title>
          {c.mana_cost && <Text ff="monospace">{c.mana_cost}</Text>}
        </Group>
        <Text fw={500}>{c.type}</Text>
        {c.text && <Text className="card-text">{c.text}</Text>}
        {stats && <Text>{stats}</Text>}
        <Text size="sm" c="dimmed">
          {c.set_code} #{c.number}
          {c.rarity ? ` · ${c.rarity}` : ''}
        </Text>
        <Text size="sm">Legal in: {legal.length > 0 ? legal.join(', ') : 'no format'}</Text>
        {c.current_prices.length > 0 ? (
          <PriceTable prices={c.current_prices} />
        ) : (
          <Text c="dimmed">No prices imported.</Text>
        )}
      </Stack>
    </Card>
  );
}
