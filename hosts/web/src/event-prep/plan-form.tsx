import { NativeSelect, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { FormButtons } from '../components/form-buttons';
import type { Deck75 } from './deck-75';
import { issuesOf, PlanIssues, type PlanIssue } from './plan-issues';
import { EMPTY_SWAP, SwapEditor, type SwapDraft } from './swap-editor';
import { useTracker } from '../workspace/workspace';

type Plan = components['schemas']['SideboardPlanRead'];
type RosterDeck = components['schemas']['MetaDeckRead'];
type Mode = 'both' | 'split';

/** The swap as the API takes it: rows without a name are left out (an empty row is not a card). */
const toSwap = (draft: SwapDraft) => ({
  in: draft.in.filter((r) => r.name.trim() !== '').map((r) => ({ name: r.name.trim(), quantity: r.quantity })),
  out: draft.out.filter((r) => r.name.trim() !== '').map((r) => ({ name: r.name.trim(), quantity: r.quantity })),
});

export interface PlanFormProps {
  readonly deckId: string;
  /** The version the plan is written for: the deck's newest, also when an older plan is edited. */
  readonly version: { readonly id: string; readonly version: number; readonly cards: Deck75 };
  readonly roster: readonly RosterDeck[];
  readonly editing?: Plan;
  /** The roster deck a new plan starts with (the matchup being looked at). */
  readonly opponentId?: string;
  readonly onSaved: (plan: Plan) => void;
  readonly onCancel?: () => void;
}

/**
 * Creates or replaces a sideboard plan: the matchup, one swap or one per play/draw, a note. Card
 * names are offered from the version's 75; the API checks them and its 422 is shown card by card.
 */
export function PlanForm({ deckId, version, roster, editing, opponentId, onSaved, onCancel }: PlanFormProps) {
  const tracker = useTracker();
  const [opponent, setOpponent] = useState(editing?.opponent_deck_id ?? opponentId ?? roster[0]?.id ?? '');
  const [mode, setMode] = useState<Mode>(editing && !editing.both ? 'split' : 'both');
  const [both, setBoth] = useState<SwapDraft>(editing?.both ?? EMPTY_SWAP);
  const [onPlay, setOnPlay] = useState<SwapDraft>(editing?.on_play ?? EMPTY_SWAP);
  const [onDraw, setOnDraw] = useState<SwapDraft>(editing?.on_draw ?? EMPTY_SWAP);
  const [note, setNote] = useState(editing?.note ?? '');
  const [error, setError] = useState<unknown>(null);
  const [issues, setIssues] = useState<PlanIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const ids = useId(); // two forms can be on the page (a new plan, one being edited)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const swaps = mode === 'both' ? { both: toSwap(both) } : { on_play: toSwap(onPlay), on_draw: toSwap(onDraw) };
    const body = { decklist_version_id: version.id, opponent_deck_id: opponent, note, ...swaps };
    setBusy(true);
    const { data, error: failure } = editing
      ? await tracker.PUT('/api/v1/tracker/sideboard-plans/{id}', { params: { path: { id: editing.id } }, body })
      : await tracker.POST('/api/v1/tracker/personal-decks/{id}/sideboard-plans', {
          params: { path: { id: deckId } },
          body,
        });
    setBusy(false);
    setError(data ? null : failure);
    setIssues(data ? [] : issuesOf(failure));
    if (data) onSaved(data);
  }

  const swapProps = { main: version.cards.main, sideboard: version.cards.sideboard };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${ids}-title`}>
          {editing
            ? `Edit the plan against ${roster.find((r) => r.id === editing.opponent_deck_id)?.name ?? 'this deck'}`
            : 'New plan'}
        </Title>
        <Text size="sm" c="dimmed">
          For version {version.version}: cards in come from its sideboard, cards out from its main deck, as many in as
          out.
        </Text>
        <NativeSelect
          label="Matchup (roster deck)"
          value={opponent}
          onChange={(e) => setOpponent(e.currentTarget.value)}
          data={roster.map((r) => ({ value: r.id, label: r.name }))}
          required
        />
        <div>
          <Text size="sm" fw={500} id={`${ids}-mode`} mb={4}>
            Play or draw
          </Text>
          <SegmentedControl
            aria-labelledby={`${ids}-mode`}
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'both', label: 'Same either way' },
              { value: 'split', label: 'On the play / on the draw' },
            ]}
          />
        </div>
        {mode === 'both' ? (
          <SwapEditor title="The swap" side="" swap={both} onChange={setBoth} {...swapProps} />
        ) : (
          <>
            <SwapEditor title="On the play" side=" on the play" swap={onPlay} onChange={setOnPlay} {...swapProps} />
            <SwapEditor title="On the draw" side=" on the draw" swap={onDraw} onChange={setOnDraw} {...swapProps} />
          </>
        )}
        <Textarea
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
        />
        <ApiErrorAlert error={error} title="Plan not saved" />
        <PlanIssues issues={issues} label="Why the plan does not fit" />
        <FormButtons label={editing ? 'Save the plan' : 'Add the plan'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
