import { NativeSelect, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../api/use-api';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { useTracker } from '../workspace/workspace';

type Version = components['schemas']['DecklistVersionRead'];
type Change = components['schemas']['DecklistChange'];

const SECTIONS: readonly [Change['section'], string][] = [
  ['commander', 'Commander'],
  ['main', 'Main deck'],
  ['sideboard', 'Sideboard'],
];

/** "added" and "removed" for cards new to or gone from the list; otherwise the signed change. */
const changeText = ({ from, to, change }: Change): string =>
  from === 0 ? 'added' : to === 0 ? 'removed' : change > 0 ? `+${change}` : `−${-change}`;

const label = (v: Version) => `Version ${v.version} (${v.created_at.slice(0, 10)})`;

/**
 * What changed between two versions of a deck (GET /versions/diff), per section. Any two can be
 * chosen; until the player chooses, the newest is compared with the one before it.
 */
export function VersionDiff({ deckId, versions }: { deckId: string; versions: readonly Version[] }) {
  const tracker = useTracker();
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const [chosenFrom, setFrom] = useState<string | null>(null);
  const [chosenTo, setTo] = useState<string | null>(null);
  // A choice that names a deleted version falls back to the default.
  const known = (id: string | null) => (id && newestFirst.some((v) => v.id === id) ? id : null);
  const to = known(chosenTo) ?? newestFirst[0]?.id;
  const from = known(chosenFrom) ?? newestFirst[1]?.id;
  const diff = useApi(
    () =>
      from && to
        ? tracker.GET('/api/v1/tracker/personal-decks/{id}/versions/diff', {
            params: { path: { id: deckId }, query: { from, to } },
          })
        : Promise.resolve({ data: undefined, response: new Response() }),
    [deckId, from, to],
  );

  if (!from || !to) return <Text c="dimmed">Save a second version to compare two.</Text>;
  const options = newestFirst.map((v) => ({ value: v.id, label: label(v) }));
  return (
    <>
      <div className="form-grid">
        <NativeSelect label="Compare" value={from} onChange={(e) => setFrom(e.currentTarget.value)} data={options} />
        <NativeSelect label="With" value={to} onChange={(e) => setTo(e.currentTarget.value)} data={options} />
      </div>
      {diff.loading && !diff.data ? (
        <LoadingState label="Comparing…" />
      ) : !diff.data ? (
        <ApiErrorAlert error={diff.error} />
      ) : diff.data.changes.length === 0 ? (
        <Text role="status">Both versions list the same cards.</Text>
      ) : (
        <div data-testid="version-diff">
          {SECTIONS.map(([section, heading]) => (
            <SectionChanges
              key={section}
              section={section}
              heading={heading}
              fromVersion={diff.data!.from.version}
              toVersion={diff.data!.to.version}
              changes={diff.data!.changes.filter((c) => c.section === section)}
            />
          ))}
        </div>
      )}
    </>
  );
}

function SectionChanges({
  section,
  heading,
  fromVersion,
  toVersion,
  changes,
}: {
  section: string;
  heading: string;
  fromVersion: number;
  toVersion: number;
  changes: readonly Change[];
}) {
  if (changes.length === 0) return null;
  return (
    <section aria-label={`${heading} changes`}>
      <Title order={3} size="h5" mt="sm">
        {heading}
      </Title>
      <Table data-testid={`diff-${section}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>v{fromVersion}</Table.Th>
            <Table.Th>v{toVersion}</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.card_name} className={c.change > 0 ? 'diff-more' : 'diff-fewer'}>
              <Table.Td>{c.card_name}</Table.Td>
              <Table.Td>{c.from}</Table.Td>
              <Table.Td>{c.to}</Table.Td>
              <Table.Td>{changeText(c)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
