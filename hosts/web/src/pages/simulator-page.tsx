import '../event-prep/event-prep.css';
import { Anchor, Button, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { FieldEditor, fieldFromRoster, fieldParam, type FieldShares } from '../event-prep/field-editor';
import { SimulationResults } from '../event-prep/simulation-results';
import { usePersonalDecks, useRoster } from '../tracker/use-tracker-lists';
import { useTracker } from '../workspace/workspace';

type Simulation = components['schemas']['FieldSimulation'];
const MAX_DECKS = 20; // the API's limit of candidate decks

/** The form's numbers; the defaults are the API's (seed 1, 1,000 draws) and an 8-round event aiming at 6–2. */
interface Settings {
  rounds: number;
  minWins: number;
  seed: number;
  draws: number;
  sinceLastChange: boolean;
}
const DEFAULTS: Settings = { rounds: 8, minWins: 6, seed: 1, draws: 1000, sinceLastChange: false };

/**
 * The field simulator: which of your decks would do best against the field you expect, from your
 * match log. Runs when asked (the API's seeded Monte Carlo), never on load.
 */
export function SimulatorPage() {
  const tracker = useTracker();
  const decks = usePersonalDecks();
  const roster = useRoster();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [shares, setShares] = useState<FieldShares | null>(null);
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const [result, setResult] = useState<Simulation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if ((decks.loading && !decks.data) || (roster.loading && !roster.data)) return <LoadingState />;
  if (!decks.data || !roster.data) return <ApiErrorAlert error={decks.error ?? roster.error} />;
  const active = roster.data.filter((r) => r.archived_at === null);
  if (decks.data.length === 0 || active.length === 0)
    return (
      <Stack>
        <Title order={1}>Field simulator</Title>
        <Text>
          The simulator needs{' '}
          <Anchor component={Link} href="/decks">
            a deck of yours
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} href="/roster">
            roster decks
          </Anchor>{' '}
          for the field.
        </Text>
      </Stack>
    );
  const candidates = chosen ?? decks.data.slice(0, MAX_DECKS).map((d) => d.id);
  const field = shares ?? fieldFromRoster(active);
  const set = (change: Partial<Settings>) => setSettings((s) => ({ ...s, ...change }));
  const number = (value: string | number, fallback: number) =>
    typeof value === 'number' ? value : Number(value) || fallback;

  async function simulate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const query = {
      personal_deck_ids: candidates.join(','),
      field: fieldParam(field),
      rounds: settings.rounds,
      min_wins: settings.minWins,
      seed: settings.seed,
      draws: settings.draws,
      since_last_change: settings.sinceLastChange ? ('true' as const) : ('false' as const),
    };
    const { data, error: failure } = await tracker.GET('/api/v1/tracker/field-simulation', { params: { query } });
    setBusy(false);
    setResult(data ?? null);
    setError(data ? null : failure);
  }

  return (
    <Stack>
      <Title order={1}>Field simulator</Title>
      <Text size="sm" c="dimmed">
        Your match log against the field you expect: each deck’s chance to win a best-of-three match, and its record
        over the Swiss rounds.
      </Text>
      <form onSubmit={(e) => void simulate(e)} noValidate>
        <Stack gap="sm">
          <Checkbox.Group label="Your decks to compare" value={candidates} onChange={setChosen}>
            <Group gap="sm" mt={4}>
              {decks.data.map((d) => (
                <Checkbox key={d.id} value={d.id} label={d.name} />
              ))}
            </Group>
          </Checkbox.Group>
          <FieldEditor roster={active} shares={field} onChange={setShares} />
          <div className="sim-form">
            <NumberInput
              label="Swiss rounds"
              value={settings.rounds}
              onChange={(v) => set({ rounds: number(v, 8) })}
              min={1}
              max={20}
              allowDecimal={false}
            />
            <NumberInput
              label="Wins to reach"
              value={settings.minWins}
              onChange={(v) => set({ minWins: number(v, 0) })}
              min={0}
              max={20}
              allowDecimal={false}
            />
            <NumberInput
              label="Seed"
              value={settings.seed}
              onChange={(v) => set({ seed: number(v, 1) })}
              min={0}
              allowDecimal={false}
            />
            <NumberInput
              label="Draws"
              description="100–20,000"
              value={settings.draws}
              onChange={(v) => set({ draws: number(v, 1000) })}
              min={100}
              max={20000}
              step={500}
              allowDecimal={false}
            />
          </div>
          <Checkbox
            label="Only matches since each deck’s last change"
            checked={settings.sinceLastChange}
            onChange={(e) => set({ sinceLastChange: e.currentTarget.checked })}
          />
          <ApiErrorAlert error={error} title="No simulation" />
          <Group>
            <Button type="submit" loading={busy}>
              Simulate
            </Button>
          </Group>
        </Stack>
      </form>
      {busy && !result && <LoadingState label="Simulating…" />}
      {result && <SimulationResults simulation={result} />}
    </Stack>
  );
}
