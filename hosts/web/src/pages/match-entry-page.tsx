import { Alert, Anchor, Button, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { today } from '../tracker/calendar';
import { DeckVersionFields } from '../tracker/deck-version-fields';
import { EventPicker } from '../tracker/event-picker';
import { GameDetails } from '../tracker/game-details';
import { PlayerField } from '../tracker/player-field';
import { score } from '../tracker/game-results';
import { RecentMatches } from '../tracker/recent-matches';
import { useGameDraft } from '../tracker/use-game-draft';
import { useRememberedEvent } from '../tracker/use-remembered-event';
import { useActiveDeckId, useEvents, usePersonalDecks, useRoster } from '../tracker/use-tracker-lists';
import { usePermissions, useTracker } from '../workspace/workspace';

/** The form's names for the API's fields, so a 422 reads like the form. */
const FIELD_LABELS: Record<string, string> = {
  date: 'Date',
  opponent_deck_id: 'Opponent deck',
  personal_deck_id: 'My deck',
  event_id: 'Event',
  round: 'Round',
  decklist_version_id: 'Version',
  on_play: 'Game 1 side',
  game2_on_play: 'Game 2 side',
  game3_on_play: 'Game 3 side',
  game1_mulligans: 'Game 1 mulligans',
  game2_mulligans: 'Game 2 mulligans',
  game3_mulligans: 'Game 3 mulligans',
};

/**
 * Recording a match between rounds, from the keyboard: type the opponent's first letters and
 * Enter, Tab, the games as letters (`WLW`), Enter to save. Sides and mulligans per game sit below
 * the games with the rule's defaults (the loser of a game plays the next, no mulligan), so only
 * exceptions need a key. The form keeps the date, deck, version and event (the event and round
 * survive leaving the page), moves to the next round, and goes back to the opponent field.
 */
/**
 * Enter saves from every field, as it does natively from text fields and the side controls; a
 * native select would swallow it. Events from the "New event" dialog reach here through React's
 * portal bubbling but are not inside this form's DOM, so they are left alone.
 */
function saveOnEnterInSelect(event: KeyboardEvent<HTMLFormElement>) {
  if (
    event.key !== 'Enter' ||
    !(event.target instanceof HTMLSelectElement) ||
    !event.currentTarget.contains(event.target)
  )
    return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

export function MatchEntryPage() {
  const tracker = useTracker();
  const { record, known } = usePermissions();
  const decks = usePersonalDecks();
  const roster = useRoster();
  const activeDeckId = useActiveDeckId();
  const events = useEvents();
  const [deckId, setDeckId] = useState<string | null>(null);
  const [versionId, setVersionId] = useState<string | null>(null);
  const [opponentId, setOpponentId] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const draft = useGameDraft();
  const [date, setDate] = useState(today());
  const remembered = useRememberedEvent();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [recorded, setRecorded] = useState(0);
  const [saving, setSaving] = useState(false);
  const opponentRef = useRef<HTMLInputElement>(null);
  const deck = deckId ?? activeDeckId.data ?? decks.data?.[0]?.id ?? null;

  // Only the first read shows the loader: a later one (the events after "New event") keeps the form and what is typed in it.
  if ([decks, roster, activeDeckId, events].some((list) => list.loading && list.data === undefined))
    return <LoadingState />;
  if (!decks.data || !roster.data || !events.data)
    return <ApiErrorAlert error={decks.error ?? roster.error ?? events.error} />;
  if (!known) return <LoadingState />;
  if (!record)
    return (
      <Stack>
        <Title order={1}>Matches</Title>
        <Alert color="blue" title="Read-only">
          Viewers read the team’s matches; recording one needs the member role.
        </Alert>
        <RecentMatches roster={roster.data} />
      </Stack>
    );
  if (!deck || roster.data.length === 0) {
    return (
      <Alert color="blue" title="Nothing to record against yet">
        A match needs one of your decks and an opponent deck.{' '}
        <Anchor component={Link} href="/decks" inherit>
          Create a deck
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} href="/roster" inherit>
          add opponents to your roster
        </Anchor>
        .
      </Alert>
    );
  }
  const opponents = roster.data.map((d) => ({ value: d.id, label: d.name }));
  // A remembered event that was archived since is no longer offered.
  const eventId = events.data.some((e) => e.id === remembered.eventId) ? remembered.eventId : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    if (!opponentId) return setError('Choose the opponent deck.');
    if (!draft.fields) return setError('Games: up to three letters, W (win), L (loss) or D (draw), e.g. WLW.');
    if (saving) return;
    setError(null);
    setSaving(true);
    const { data, error: failure } = await tracker.POST('/api/v1/tracker/matches', {
      body: {
        date,
        personal_deck_id: deck!,
        opponent_deck_id: opponentId,
        ...draft.fields,
        event_id: eventId,
        round: eventId ? remembered.round : null,
        // Left out, the server pins the deck's newest version at the time of saving.
        ...(versionId ? { decklist_version_id: versionId } : {}),
        // Left out, the match is the caller's.
        ...(playerId ? { player_id: playerId } : {}),
        opening_hand: String(form.get('opening_hand') ?? ''),
        turning_point: String(form.get('turning_point') ?? ''),
        final_turn: String(form.get('final_turn') ?? ''),
      },
    });
    setSaving(false);
    if (!data) return setError(errorText(failure, undefined, FIELD_LABELS));
    const name = opponents.find((o) => o.value === opponentId)?.label;
    setSaved(`Recorded ${score([data.game1, data.game2, data.game3])} against ${name}.`);
    setOpponentId(null);
    draft.reset();
    if (data.round) remembered.setRound(data.round + 1);
    element.reset();
    setRecorded((n) => n + 1);
    opponentRef.current?.focus();
  }

  return (
    <Stack>
      <Title order={1}>Record a match</Title>
      <form onSubmit={(e) => void submit(e)} onKeyDown={saveOnEnterInSelect} noValidate aria-describedby="entry-help">
        <Text id="entry-help" size="sm" c="dimmed" mb="sm">
          Type to pick the opponent, Tab, the games as letters (W, L, D), Enter to save. Sides follow the rule (the
          loser of a game plays the next); arrow keys change one.
        </Text>
        <div className="form-grid">
          <Select
            ref={opponentRef}
            label="Opponent deck"
            data={opponents}
            value={opponentId}
            onChange={setOpponentId}
            searchable
            selectFirstOptionOnChange
            autoFocus
            required
          />
          <TextInput
            label="Games"
            description="e.g. WLW, WW, LWD"
            value={draft.typed}
            onChange={(e) => draft.setTyped(e.currentTarget.value)}
            error={draft.valid ? undefined : 'Only W, L or D, at most three'}
            required
          />
        </div>
        <GameDetails
          games={draft.games}
          sides={draft.sides}
          mulligans={draft.mulligans}
          onSide={draft.setSide}
          onMulligans={draft.setMulligans}
        />
        <EventPicker
          events={events.data}
          eventId={eventId}
          round={remembered.round}
          date={date}
          onEvent={remembered.setEventId}
          onRound={remembered.setRound}
          onCreated={(created) => {
            remembered.setEventId(created.id);
            events.reload();
          }}
        />
        <div className="form-grid">
          <DeckVersionFields
            decks={decks.data}
            deckId={deck}
            versionId={versionId}
            onDeck={(id) => {
              setDeckId(id);
              setVersionId(null);
            }}
            onVersion={setVersionId}
          />
          <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
          <PlayerField value={playerId} onChange={setPlayerId} />
        </div>
        <div className="form-grid form-grid-notes">
          <Textarea name="opening_hand" label="Opening hand" autosize minRows={1} />
          <Textarea name="turning_point" label="Turning point" autosize minRows={1} />
          <Textarea name="final_turn" label="Final turn" autosize minRows={1} />
        </div>
        <ApiErrorAlert error={error} title="Not recorded" />
        <Group mt="md">
          <Button type="submit" loading={saving}>
            Save match
          </Button>
          {saved && (
            <Text role="status" data-testid="match-saved">
              {saved}
            </Text>
          )}
        </Group>
      </form>
      <RecentMatches key={recorded} roster={roster.data} />
    </Stack>
  );
}
