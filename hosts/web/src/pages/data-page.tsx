import { Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';
import { today } from '../tracker/calendar';
import { usePermissions, useTracker, useWorkspace } from '../workspace/workspace';

type Issue = { loc?: (string | number)[]; msg?: string };

/** The import's 422 as one line per bad cell: "Line 3, date: …" (line 1 is the header). */
function importIssues(error: unknown): string[] | null {
  const detail = (error as { detail?: unknown } | undefined)?.detail;
  if (!Array.isArray(detail)) return null;
  return (detail as Issue[]).map(({ loc = [], msg = '' }) => {
    const [, line, column] = loc;
    return `${typeof line === 'number' ? `Line ${line}` : 'The file'}${column ? `, ${column}` : ''}: ${msg}`;
  });
}

/** Saves a blob as a file, as a link to it with `download` would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The workspace's match log and card tests as CSV files (the API's export, whose columns its
 * import reads), and a match log imported from one: all rows or none, each bad cell named.
 */
export function DataPage() {
  const tracker = useTracker();
  const { workspace } = useWorkspace();
  const { record } = usePermissions();
  const [error, setError] = useState<unknown>(null);
  const [issues, setIssues] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `metagame-${workspace.kind === 'team' ? `${workspace.name ?? 'team'}-` : ''}`;

  async function exportCsv(what: 'matches' | 'card-tests') {
    setError(null);
    const { data, error: failure } =
      what === 'matches'
        ? await tracker.GET('/api/v1/tracker/matches/export', { parseAs: 'blob' })
        : await tracker.GET('/api/v1/tracker/card-tests/export', { parseAs: 'blob' });
    if (!data) return setError(failure);
    save(data, `${prefix}${what}-${today()}.csv`);
  }

  async function importCsv(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError('Choose a CSV file first.');
    setBusy(true);
    setDone(null);
    const { data, error: failure } = await tracker.POST('/api/v1/tracker/matches/import', {
      body: await file.text(),
      bodySerializer: (body: string) => body,
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
    setBusy(false);
    const lines = data ? null : importIssues(failure);
    setIssues(lines);
    setError(data || lines ? null : errorText(failure));
    if (!data) return;
    setDone(`Imported ${data.imported} ${data.imported === 1 ? 'match' : 'matches'}.`);
    setFile(null);
  }

  return (
    <Stack maw={640}>
      <Title order={1}>Import and export</Title>
      <Text size="sm" c="dimmed">
        CSV files with a header row, as spreadsheets read them. An exported match log imports back as it is.
      </Text>
      <Group>
        <Button variant="default" onClick={() => void exportCsv('matches')}>
          Export matches
        </Button>
        <Button variant="default" onClick={() => void exportCsv('card-tests')}>
          Export card tests
        </Button>
      </Group>
      {record && (
        <form onSubmit={(e) => void importCsv(e)} noValidate>
          <Title order={2} size="h3" mb="xs">
            Import matches
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Decks, opponents and events by name or id, versions by number. Every row is checked first: one bad cell and
            nothing is imported.
          </Text>
          <Group align="end">
            <FileInput label="CSV file" accept=".csv,text/csv" value={file} onChange={setFile} clearable miw={240} />
            <Button type="submit" loading={busy}>
              Import
            </Button>
          </Group>
        </form>
      )}
      <ApiErrorAlert error={error} />
      {issues && (
        <div role="alert" data-testid="import-issues">
          <Text fw={600}>Nothing was imported:</Text>
          <List size="sm">
            {issues.map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        </div>
      )}
      {done && <Text role="status">{done}</Text>}
    </Stack>
  );
}
