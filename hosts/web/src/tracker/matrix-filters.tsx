import { Button, NativeSelect, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { MatchFilters } from './match-filters';
import { memberName, useTeamDetail } from '../workspace/use-team';
import { useActiveDeckId, useEvents, usePersonalDecks, useVersions } from './use-tracker-lists';

const KINDS = [
  { value: '', label: 'Any kind' },
  { value: 'tournament', label: 'tournament' },
  { value: 'league', label: 'league' },
  { value: 'league,tournament', label: 'league or tournament' },
  { value: 'testing', label: 'testing (and no event)' },
];

interface MatrixFiltersProps {
  readonly filters: MatchFilters;
  readonly active: boolean;
  readonly onChange: (changes: MatchFilters) => void;
  readonly onClear: () => void;
}

/**
 * Date range, event, event kind, deck and decklist version for the matrix and the archetype table.
 * Versions are those of the chosen deck, or of the active deck while no deck is chosen (choosing one
 * then narrows to that deck). Archived events stay listed: their matches still count. In a team,
 * the player too: one member's matches.
 */
export function MatrixFilters({ filters, active, onChange, onClear }: MatrixFiltersProps) {
  const events = useEvents(true);
  const decks = usePersonalDecks();
  const activeDeckId = useActiveDeckId();
  const team = useTeamDetail();
  const versionDeckId = filters.personal_deck_id ?? activeDeckId.data ?? null;
  const versions = useVersions(versionDeckId);
  const versionDeck = decks.data?.find((d) => d.id === versionDeckId);
  const select = (key: keyof MatchFilters) => (e: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    onChange({ [key]: e.currentTarget.value || undefined });

  return (
    <div role="search" className="matrix-filters" aria-label="Filters">
      <TextInput label="From" type="date" value={filters.date_from ?? ''} onChange={select('date_from')} />
      <TextInput label="To" type="date" value={filters.date_to ?? ''} onChange={select('date_to')} />
      <NativeSelect
        label="Event"
        value={filters.event_id ?? ''}
        onChange={select('event_id')}
        data={[
          { value: '', label: 'Any event' },
          ...(events.data ?? []).map((e) => ({
            value: e.id,
            label: `${e.name} (${e.date}${e.archived_at ? ', archived' : ''})`,
          })),
        ]}
      />
      <NativeSelect label="Kind" value={filters.event_kind ?? ''} onChange={select('event_kind')} data={KINDS} />
      <NativeSelect
        label="Deck"
        value={filters.personal_deck_id ?? ''}
        onChange={(e) =>
          onChange({ personal_deck_id: e.currentTarget.value || undefined, decklist_version_id: undefined })
        }
        data={[{ value: '', label: 'All decks' }, ...(decks.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
      />
      <NativeSelect
        label="Version"
        value={filters.decklist_version_id ?? ''}
        onChange={(e) => {
          const versionId = e.currentTarget.value;
          onChange(
            versionId
              ? { decklist_version_id: versionId, personal_deck_id: versionDeckId ?? undefined }
              : { decklist_version_id: undefined },
          );
        }}
        data={[
          { value: '', label: 'Any version' },
          ...(versions.data ?? []).map((v) => ({ value: v.id, label: `${versionDeck?.name ?? 'deck'} v${v.version}` })),
        ]}
        disabled={!versionDeckId}
      />
      {team.data && (
        <NativeSelect
          label="Player"
          value={filters.player_id ?? ''}
          onChange={select('player_id')}
          data={[
            { value: '', label: 'Every player' },
            ...team.data.members.map((m) => ({ value: m.user_id, label: memberName(m) })),
          ]}
        />
      )}
      {active && (
        <Button variant="default" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
