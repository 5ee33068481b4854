import { Button, NativeSelect, SegmentedControl, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { CardNameInput } from '../cards/card-name-input';
import { usePersonalDecks, useRoster } from '../tracker/use-tracker-lists';
import { TableHeader } from '../components/table-header';
import { usePermissions, useTracker } from '../workspace/workspace';

/** Card tests of one deck: what a tester thought of a card, rated 1 to 5, optionally in a matchup. */
export function CardTestsPage() {
  const tracker = useTracker();
  const decks = usePersonalDecks();
  const { record: canRecord } = usePermissions();
  const roster = useRoster();
  const [chosen, setChosen] = useState<string | null>(null);
  const [rating, setRating] = useState('3');
  const [cardName, setCardName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deckId = chosen ?? decks.data?.[0]?.id;
  const tests = useApi(
    () =>
      deckId
        ? tracker.GET('/api/v1/tracker/card-tests', { params: { query: { personal_deck_id: deckId } } })
        : Promise.resolve({ data: [], response: new Response() }),
    [deckId],
  );

  if (decks.loading && !decks.data) return <LoadingState />;
  if (!decks.data) return <ApiErrorAlert error={decks.error} />;
  if (!deckId) return <Text>Create a deck first: card tests belong to a deck.</Text>;
  const opponents = new Map((roster.data ?? []).map((d) => [d.id, d.name]));

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const opponent = String(form.get('opponent_deck_id') ?? '');
    const notes = String(form.get('notes') ?? '').trim();
    const tester = String(form.get('tester') ?? '').trim();
    const { data, error: failure } = await tracker.POST('/api/v1/tracker/card-tests', {
      body: {
        personal_deck_id: deckId!,
        // Left out, the API names the caller (their display name, else their email).
        ...(tester ? { tester } : {}),
        card_name: cardName,
        opponent_deck_id: opponent || null,
        rating: Number(rating),
        notes: notes || null,
      },
    });
    if (!data) return setError(errorText(failure));
    setError(null);
    element.reset();
    setCardName('');
    tests.reload();
  }

  return (
    <Stack>
      <Title order={1}>Card tests</Title>
      <NativeSelect
        label="Deck"
        value={deckId}
        onChange={(e) => setChosen(e.currentTarget.value)}
        data={decks.data.map((d) => ({ value: d.id, label: d.name }))}
        maw={320}
      />
      {canRecord && (
        <form onSubmit={(e) => void record(e)} noValidate>
          <div className="form-grid">
            <CardNameInput name="card_name" label="Card" value={cardName} onChange={setCardName} required />
            <TextInput name="tester" label="Tester" description="Blank: you" />
            <NativeSelect
              name="opponent_deck_id"
              label="Matchup (optional)"
              data={[{ value: '', label: 'any' }, ...(roster.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
            />
            <div>
              <Text size="sm" fw={500} id="rating-label">
                Rating
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="rating-label"
                value={rating}
                onChange={setRating}
                data={['1', '2', '3', '4', '5']}
              />
            </div>
          </div>
          <Textarea name="notes" label="Notes" autosize minRows={1} mt="sm" />
          <ApiErrorAlert error={error} />
          <Button type="submit" mt="sm">
            Record test
          </Button>
        </form>
      )}
      {tests.loading && !tests.data ? (
        <LoadingState />
      ) : !tests.data ? (
        <ApiErrorAlert error={tests.error} />
      ) : (
        <div className="table-scroll">
          <Table data-testid="card-tests">
            <TableHeader columns={['Card', 'Rating', 'Tester', 'Matchup', 'Notes']} />
            <Table.Tbody>
              {tests.data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.card_name}</Table.Td>
                  <Table.Td>{t.rating}</Table.Td>
                  <Table.Td>{t.tester}</Table.Td>
                  <Table.Td>{t.opponent_deck_id ? (opponents.get(t.opponent_deck_id) ?? '–') : 'any'}</Table.Td>
                  <Table.Td>{t.notes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
