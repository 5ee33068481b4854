import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { RowActions } from '../components/row-actions';
import { percent } from '../tracker/heat-colour';
import { useRoster } from '../tracker/use-tracker-lists';
import { TableHeader } from '../components/table-header';
import { usePermissions, useTracker } from '../workspace/workspace';

type MetaDeck = components['schemas']['MetaDeckRead'];
type Category = components['schemas']['MetaDeckCategory'];
type Expectation = components['schemas']['Expectation'];

const CATEGORIES: Category[] = ['aggro', 'midrange', 'control', 'combo'];
const EXPECTATIONS: { value: Expectation; label: string }[] = [
  { value: 'as_expected', label: 'as expected' },
  { value: 'more_expected', label: 'more than expected' },
  { value: 'less_expected', label: 'less than expected' },
];

/** The roster: the opponent decks you expect, added and edited in one form. */
export function RosterPage() {
  const tracker = useTracker();
  const roster = useRoster();
  const { curate } = usePermissions();
  const [editing, setEditing] = useState<MetaDeck | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const body = {
      name: String(form.get('name')),
      tier: Number(form.get('tier')),
      category: String(form.get('category')) as Category,
      top8: Number(form.get('top8')),
      presence: Number(form.get('presence')),
      expected: String(form.get('expected')) as Expectation,
      tests_status: String(form.get('tests_status') ?? ''),
      decklist_notes: String(form.get('decklist_notes') ?? ''),
    };
    const { data, error: failure } = editing
      ? await tracker.PUT('/api/v1/tracker/meta-decks/{id}', { params: { path: { id: editing.id } }, body })
      : await tracker.POST('/api/v1/tracker/meta-decks', { body });
    if (!data) return setError(errorText(failure));
    setError(null);
    setEditing(null);
    element.reset();
    roster.reload();
  }

  async function archive(id: string) {
    const { error: failure } = await tracker.DELETE('/api/v1/tracker/meta-decks/{id}', { params: { path: { id } } });
    setError(failure ? errorText(failure) : null);
    roster.reload();
  }

  return (
    <Stack>
      <Title order={1}>Roster</Title>
      {curate && (
        <form key={editing?.id ?? 'new'} onSubmit={(e) => void save(e)} noValidate>
          <div className="form-grid">
            <TextInput name="name" label="Opponent deck" defaultValue={editing?.name} required />
            <NumberInput
              name="tier"
              label="Tier"
              description="0.0–9.9"
              min={0}
              max={9.9}
              step={0.1}
              decimalScale={1}
              defaultValue={editing?.tier ?? 1}
              required
            />
            <NativeSelect
              name="category"
              label="Category"
              data={CATEGORIES}
              defaultValue={editing?.category ?? 'midrange'}
            />
            <NumberInput
              name="top8"
              label="Top 8 finishes"
              min={0}
              allowDecimal={false}
              defaultValue={editing?.top8 ?? 0}
            />
            <NumberInput
              name="presence"
              label="Presence"
              min={0}
              allowDecimal={false}
              defaultValue={editing?.presence ?? 0}
            />
            <NativeSelect
              name="expected"
              label="Expected"
              data={EXPECTATIONS}
              defaultValue={editing?.expected ?? 'as_expected'}
            />
            <TextInput name="tests_status" label="Tests status" defaultValue={editing?.tests_status} />
          </div>
          <Textarea
            name="decklist_notes"
            label="Decklist notes"
            autosize
            minRows={1}
            mt="sm"
            defaultValue={editing?.decklist_notes}
          />
          <ApiErrorAlert error={error} />
          <Group mt="sm">
            <Button type="submit">{editing ? 'Save changes' : 'Add to roster'}</Button>
            {editing && (
              <Button variant="default" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            )}
          </Group>
        </form>
      )}
      {roster.loading && !roster.data ? (
        <LoadingState />
      ) : !roster.data ? (
        <ApiErrorAlert error={roster.error} />
      ) : roster.data.length === 0 ? (
        <Text c="dimmed">No opponent decks yet.</Text>
      ) : (
        <div className="table-scroll">
          <Table data-testid="roster">
            <TableHeader
              columns={['Deck', 'Tier', 'Category', 'Top 8', 'Presence', 'Conversion', 'Expected', 'Tests']}
              actions={curate}
            />
            <Table.Tbody>
              {roster.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td>{d.tier.toFixed(1)}</Table.Td>
                  <Table.Td>{d.category}</Table.Td>
                  <Table.Td>{d.top8}</Table.Td>
                  <Table.Td>{d.presence}</Table.Td>
                  <Table.Td>{percent(d.conversion)}</Table.Td>
                  <Table.Td>{EXPECTATIONS.find((e) => e.value === d.expected)?.label}</Table.Td>
                  <Table.Td>{d.tests_status}</Table.Td>
                  {curate && (
                    <RowActions name={d.name} onEdit={() => setEditing(d)} onArchive={() => void archive(d.id)} />
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
