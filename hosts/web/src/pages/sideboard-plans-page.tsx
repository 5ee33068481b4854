import '../event-prep/event-prep.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { deck75Of } from '../event-prep/deck-75';
import { PlanCard } from '../event-prep/plan-card';
import { PlanForm } from '../event-prep/plan-form';
import { usePersonalDecks, useRoster } from '../tracker/use-tracker-lists';
import { usePermissions, useTracker } from '../workspace/workspace';

type DecklistVersion = components['schemas']['DecklistVersionRead'];

/**
 * A deck's sideboard plans, grouped by matchup (roster deck): add one for the newest version, edit
 * or delete any; plans written for an older version say whether they still fit the newest.
 */
export function SideboardPlansPage() {
  const tracker = useTracker();
  const { id } = useParams<{ id: string }>();
  const decks = usePersonalDecks();
  const roster = useRoster();
  const versions = useApi(
    () => tracker.GET('/api/v1/tracker/personal-decks/{id}/versions', { params: { path: { id } } }),
    [id],
  );
  const plans = useApi(
    () => tracker.GET('/api/v1/tracker/personal-decks/{id}/sideboard-plans', { params: { path: { id } } }),
    [id],
  );
  const { curate } = usePermissions();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const newest = useMemo(() => {
    const latest = versions.data?.reduce<DecklistVersion | undefined>(
      (max, v) => (!max || v.version > max.version ? v : max),
      undefined,
    );
    return latest && { id: latest.id, version: latest.version, cards: deck75Of(latest.cards) };
  }, [versions.data]);

  const loading = [decks, roster, versions, plans].some((s) => s.loading && !s.data);
  if (loading) return <LoadingState />;
  const deck = decks.data?.find((d) => d.id === id);
  if (!deck) return <ApiErrorAlert error={decks.error ?? 'This deck does not exist or is archived.'} />;
  if (!roster.data || !versions.data || !plans.data)
    return <ApiErrorAlert error={roster.error ?? versions.error ?? plans.error} />;

  const name = (opponentId: string) => roster.data?.find((r) => r.id === opponentId)?.name ?? 'a removed roster deck';
  const active = roster.data.filter((r) => r.archived_at === null);
  const matchups = [...new Set(plans.data.map((p) => p.opponent_deck_id))].sort((a, b) =>
    name(a).localeCompare(name(b)),
  );

  async function remove(planId: string) {
    const { error: failure, response } = await tracker.DELETE('/api/v1/tracker/sideboard-plans/{id}', {
      params: { path: { id: planId } },
    });
    setError(response.ok ? null : errorText(failure));
    plans.reload();
  }
  function saved() {
    setEditing(null);
    setFormKey((k) => k + 1); // a fresh, empty form for the next plan
    plans.reload();
  }

  return (
    <Stack>
      <Anchor component={Link} href={`/decks/${id}`} size="sm">
        ← {deck.name}
      </Anchor>
      <Title order={1}>Sideboard plans: {deck.name}</Title>
      {!newest ? (
        <Text>
          This deck has no version yet:{' '}
          <Anchor component={Link} href={`/decks/${id}`}>
            paste its list
          </Anchor>{' '}
          first.
        </Text>
      ) : active.length === 0 ? (
        <Text>
          Plans are per matchup:{' '}
          <Anchor component={Link} href="/roster">
            add the decks you expect to the roster
          </Anchor>{' '}
          first.
        </Text>
      ) : (
        curate && <PlanForm key={formKey} deckId={id} version={newest} roster={active} onSaved={saved} />
      )}
      <ApiErrorAlert error={error} />
      {matchups.length === 0 ? (
        <Text c="dimmed">No plans yet.</Text>
      ) : (
        matchups.map((opponentId) => (
          <section key={opponentId} aria-labelledby={`matchup-${opponentId}`} className="matchup-plans">
            <Title order={2} size="h3" id={`matchup-${opponentId}`} mb="xs">
              Against {name(opponentId)}
            </Title>
            <Stack gap="xs">
              {plans
                .data!.filter((p) => p.opponent_deck_id === opponentId)
                .map((plan) =>
                  editing === plan.id && newest ? (
                    <PlanForm
                      key={plan.id}
                      deckId={id}
                      version={newest}
                      roster={roster.data!}
                      editing={plan}
                      onSaved={saved}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      opponentName={name(opponentId)}
                      onEdit={curate ? () => setEditing(plan.id) : undefined}
                      onDelete={curate ? () => void remove(plan.id) : undefined}
                    />
                  ),
                )}
            </Stack>
          </section>
        ))
      )}
    </Stack>
  );
}
