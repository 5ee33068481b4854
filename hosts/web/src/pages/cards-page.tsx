import { Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { CardDetails } from '../cards/card-details';
import { CardNameInput } from '../cards/card-name-input';
import { CardResults } from '../cards/card-results';
import { CardSearchHelp } from '../cards/card-search-help';

/**
 * Card search (GET /cards/search, Scryfall-like syntax) and lookup by name with autocomplete. The
 * search, its page and the card opened live in the URL (`?q=…&page=2`, `?card=…&set=…`), so Back
 * returns to the results and a search can be shared.
 */
export function CardsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const card = params.get('card');
  const fuzzy = params.get('fuzzy');
  const prints = params.get('unique') === 'prints';
  /** The search as URL parameters: each change is a history entry, so Back undoes it. */
  const searchParams = (next: { q?: string; page?: number; prints?: boolean }) => {
    const { q: query = q, page: p = 1, prints: everyPrint = prints } = next;
    return {
      ...(query ? { q: query } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
      ...(everyPrint ? { unique: 'prints' } : {}),
    };
  };
  const [name, setName] = useState('');

  const open = (cardName: string, set?: string) =>
    setParams({ ...(q ? searchParams({ page }) : {}), card: cardName, ...(set ? { set } : {}) });
  /** Enter without picking a suggestion: let the server's fuzzy match find what was typed. */
  const openTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim()) setParams({ ...(q ? searchParams({ page }) : {}), fuzzy: name.trim() });
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (typed) setParams(searchParams({ q: typed }));
  };

  return (
    <Stack>
      <Title order={1}>Cards</Title>
      <div className="form-grid">
        <form onSubmit={openTyped}>
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <div className="grow">
              <CardNameInput
                label="Open a card by name"
                description="Pick a suggestion, or type a name (typos allowed) and press Enter"
                value={name}
                onChange={setName}
                onPick={(picked) => open(picked)}
              />
            </div>
            <Button type="submit" variant="default">
              Open
            </Button>
          </Group>
        </form>
        <form onSubmit={search} role="search" aria-label="Cards">
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              key={q}
              name="q"
              label="Search"
              description="e.g. t:instant c:r mv<=2"
              defaultValue={q}
              flex={1}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </div>
      <Checkbox
        label="One row per printing"
        checked={prints}
        onChange={(e) => setParams(searchParams({ prints: e.currentTarget.checked }))}
      />
      <CardSearchHelp />
      {card || fuzzy ? (
        <>
          {q && (
            <Button variant="subtle" onClick={() => setParams(searchParams({ page }))} w="fit-content">
              ← Back to the results
            </Button>
          )}
          <CardDetails
            lookup={card ? { exact: card, set: params.get('set') ?? undefined } : { fuzzy: fuzzy! }}
            onOpen={(c) => open(c)}
          />
        </>
      ) : (
        q && (
          <CardResults
            q={q}
            prints={prints}
            page={page}
            onPage={(p) => setParams(searchParams({ page: p }))}
            onOpen={open}
          />
        )
      )}
    </Stack>
  );
}
