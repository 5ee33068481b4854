import { Anchor, Button, Group, Stack, Table, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { DecklistView } from '../tracker/decklist-view';
import { VersionDiff } from '../tracker/version-diff';
import { VersionStats } from '../tracker/version-stats';
import { usePersonalDecks } from '../tracker/use-tracker-lists';
import { TableHeader } from '../components/table-header';
import { usePermissions, useTracker } from '../workspace/workspace';

/** One deck: its versions (paste a list or import one from a deck-builder URL), what changed between two, results per version and the coloured list. */
export function DeckPage() {
  const tracker = useTracker();
  const { id } = useParams<{ id: string }>();
  const decks = usePersonalDecks();
  const { curate } = usePermissions();
  const versions = useApi(
    () => tracker.GET('/api/v1/tracker/personal-decks/{id}/versions', { params: { path: { id } } }),
    [id],
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deck = decks.data?.find((d) => d.id === id);
  const latest = versions.data?.reduce((max, v) => Math.max(max, v.version), 0) ?? 0;

  async function save(run: () => Promise<{ error?: unknown; data?: unknown }>, form: HTMLFormElement) {
    setBusy(true);
    const { data, error: failure } = await run();
    setBusy(false);
    if (!data) return setError(errorText(failure));
    setError(null);
    form.reset();
    versions.reload();
  }

  const paste = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = String(new FormData(event.currentTarget).get('content'));
    void save(
      () =>
        tracker.POST('/api/v1/tracker/personal-decks/{id}/versions', {
          params: { path: { id } },
          body: { content, source: 'manual' },
        }),
      event.currentTarget,
    );
  };
  const importUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get('url'));
    void save(
      () =>
        tracker.POST('/api/v1/tracker/personal-decks/{id}/versions/import-external', {
          params: { path: { id } },
          body: { url },
        }),
      event.currentTarget,
    );
  };
  async function remove(versionId: string) {
    const { error: failure } = await tracker.DELETE('/api/v1/tracker/personal-decks/{id}/versions/{version_id}', {
      params: { path: { id, version_id: versionId } },
    });
    setError(failure ? errorText(failure) : null);
    versions.reload();
  }

  if (decks.loading && !decks.data) return <LoadingState />;
  if (!deck) return <ApiErrorAlert error={decks.error ?? 'This deck does not exist or is archived.'} />;
  return (
    <Stack>
      <Anchor component={Link} href="/decks" size="sm">
        ← All decks
      </Anchor>
      <Title order={1}>{deck.name}</Title>
      <Anchor component={Link} href={`/decks/${id}/plans`}>
        Sideboard plans per matchup →
      </Anchor>
      {curate && (
        <Tabs defaultValue="paste" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="paste">Paste a list</Tabs.Tab>
            <Tabs.Tab value="import">Import from a URL</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="paste" pt="sm">
            <form onSubmit={paste} noValidate>
              <Textarea
                name="content"
                label="Decklist"
                description="One card per line, e.g. 4 Lightning Bolt"
                autosize
                minRows={6}
                maxRows={20}
                required
              />
              <Button type="submit" mt="sm" loading={busy}>
                Save as version {latest + 1}
              </Button>
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="import" pt="sm">
            <form onSubmit={importUrl} noValidate>
              <TextInput
                name="url"
                type="url"
                label="Deck URL"
                description="A public Moxfield or Archidekt deck"
                required
              />
              <Button type="submit" mt="sm" loading={busy}>
                Import as version {latest + 1}
              </Button>
            </form>
          </Tabs.Panel>
        </Tabs>
      )}
      <ApiErrorAlert error={error} />
      <Title order={2} size="h3">
        Versions
      </Title>
      {versions.loading && !versions.data ? (
        <LoadingState />
      ) : !versions.data ? (
        <ApiErrorAlert error={versions.error} />
      ) : versions.data.length === 0 ? (
        <Text c="dimmed">No versions yet.</Text>
      ) : (
        <Table data-testid="versions">
          <TableHeader columns={['Version', 'Source', 'Saved']} actions={curate} />
          <Table.Tbody>
            {versions.data.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{v.version}</Table.Td>
                <Table.Td>{v.source}</Table.Td>
                <Table.Td>{v.created_at.slice(0, 16).replace('T', ' ')}</Table.Td>
                {curate && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void remove(v.id)}
                      aria-label={`Delete version ${v.version}`}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {versions.data && versions.data.length > 0 && (
        <>
          <Title order={2} size="h3">
            Compare two versions
          </Title>
          <VersionDiff deckId={id} versions={versions.data} />
        </>
      )}
      <Title order={2} size="h3">
        Results by version
      </Title>
      <VersionStats deckId={id} version={latest} />
      <Title order={2} size="h3">
        Decklist, coloured by card tests
      </Title>
      <Group>
        <DecklistView deckId={id} version={latest} />
      </Group>
    </Stack>
  );
}
