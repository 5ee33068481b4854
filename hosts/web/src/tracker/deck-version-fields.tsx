import { NativeSelect } from '@mantine/core';
import type { components } from '../api/openapi';
import { useVersions } from './use-tracker-lists';

type Deck = components['schemas']['PersonalDeckRead'];

interface DeckVersionFieldsProps {
  readonly decks: readonly Deck[];
  readonly deckId: string;
  /** The version chosen; null = the deck's newest, which the server pins when the field is left out. */
  readonly versionId: string | null;
  readonly onDeck: (deckId: string) => void;
  readonly onVersion: (versionId: string) => void;
}

/** The deck played and its decklist version, the newest shown first and chosen by default. */
export function DeckVersionFields({ decks, deckId, versionId, onDeck, onVersion }: DeckVersionFieldsProps) {
  const versions = useVersions(deckId);
  const options = (versions.data ?? []).map((v, i) => ({
    value: v.id,
    label: i === 0 ? `v${v.version} (newest)` : `v${v.version}`,
  }));
  return (
    <>
      <NativeSelect
        label="My deck"
        value={deckId}
        onChange={(e) => onDeck(e.currentTarget.value)}
        data={decks.map((d) => ({ value: d.id, label: d.name }))}
      />
      <NativeSelect
        label="Version"
        value={versionId ?? options[0]?.value ?? ''}
        onChange={(e) => onVersion(e.currentTarget.value)}
        data={options.length > 0 ? options : [{ value: '', label: versions.loading ? 'Loading…' : 'No version yet' }]}
        disabled={options.length === 0}
      />
    </>
  );
}
