import { Alert, Anchor, Button, Group, NativeSelect, SegmentedControl, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import { parseGames, score } from '../tracker/game-results';
import { RecentMatches } from '../tracker/recent-matches';
import { usePersonalDecks, useRoster, useSettings } from '../tracker/use-tracker-lists';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Recording a match between rounds, from the keyboard: type the opponent's first letters and
 * Enter, arrow keys for play/draw, the games as letters (`WLW`), Enter to save. The form keeps
 * the date and deck, goes back to "on the play" and to the opponent field for the next match.
 */
export function MatchEntryPage() {
  const decks = usePersonalDecks();
  const roster = useRoster();
  const settings = useSettings();
  const [deckId, setDeckId] = useState<string | null>(null);
  const [opponentId, setOpponentId] = useState<string | null>(null);
  const [onPlay, setOnPlay] = useState('play');
  const [games, setGames] = useState('');
  const [date, setDate] = useState(today());
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const opponentRef = useRef<HTMLInputElement>(null);

  if (decks.loading || roster.loading || settings.loading) return <LoadingState />;
  if (!decks.data || !roster.data) return <ApiErrorAlert error={decks.error ?? roster.error} />;
  if (decks.data.length === 0 || roster.data.length === 0) {
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
  const deck = deckId ?? settings.data?.active_personal_deck_id ?? decks.data[0]!.id;
  const parsed = parseGames(games);
  const opponents = roster.data.map((d) => ({ value: d.id, label: d.name }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    if (!opponentId) return setError('Choose the opponent deck.');
    if (!parsed) return setError('Games: up to three letters, W (win), L (loss) or D (draw), e.g. WLW.');
    if (saving) return;
    setError(null);
    setSaving(true);
    const { data, error: failure } = await api.POST('/api/v1/tracker/matches', {
      body: {
        date,
        personal_deck_id: deck,
        opponent_deck_id: opponentId,
        on_play: onPlay === 'play',
        game1: parsed[0] ?? null,
        game2: parsed[1] ?? null,
        game3: parsed[2] ?? null,
        opening_hand: String(form.get('opening_hand') ?? ''),
        turning_point: String(form.get('turning_point') ?? ''),
        final_turn: String(form.get('final_turn') ?? ''),
      },
    });
    setSaving(false);
    if (!data) return setError(errorText(failure));
    const name = opponents.find((o) => o.value === opponentId)?.label;
    setSaved(`Recorded ${score([data.game1, data.game2, data.game3])} against ${name}.`);
    setOpponentId(null);
    setGames('');
    setOnPlay('play');
    element.reset();
    setRound((n) => n + 1);
    opponentRef.current?.focus();
  }

  return (
    <Stack>
      <Title order={1}>Record a match</Title>
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby="entry-help">
        <Text id="entry-help" size="sm" c="dimmed" mb="sm">
          Type to pick the opponent, arrow keys for play or draw, games as letters (W, L, D), Enter to save.
        </Text>
        <div className="form-grid">
          <Select ref={opponentRef} label="Opponent deck" data={opponents} value={opponentId} onChange={setOpponentId} searchable selectFirstOptionOnChange autoFocus required />
          <TextInput label="Games" description="e.g. WLW, WW, LWD" value={games} onChange={(e) => setGames(e.currentTarget.value)} error={parsed ? undefined : 'Only W, L or D, at most three'} required />
          <div>
            <Text component="label" size="sm" fw={500} id="play-draw-label">
              Play or draw
            </Text>
            <SegmentedControl fullWidth aria-labelledby="play-draw-label" value={onPlay} onChange={setOnPlay} data={[{ value: 'play', label: 'On the play' }, { value: 'draw', label: 'On the draw' }]} />
          </div>
          <NativeSelect label="My deck" value={deck} onChange={(e) => setDeckId(e.currentTarget.value)} data={decks.data.map((d) => ({ value: d.id, label: d.name }))} />
          <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
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
      <RecentMatches key={round} roster={roster.data} />
    </Stack>
  );
}
