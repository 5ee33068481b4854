import { Button, Group, NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import type { components } from '../api/openapi';
import { ApiErrorAlert } from '../components/api-error-alert';
import { useTracker } from '../workspace/workspace';
import { HandBackFields } from './hand-back-fields';
import { PublicArchetypeFields } from './public-archetype-fields';
import { ROSTER_FIELD_LABELS, rosterDeckBody } from './roster-deck-body';
import { CATEGORIES, EXPECTATIONS } from './roster-labels';

type MetaDeck = components['schemas']['MetaDeckRead'];

interface RosterDeckFormProps {
  /** The deck being edited; null adds a new one. */
  readonly editing: MetaDeck | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** Adds a roster deck or edits one: its own fields, the public archetype it names, and who owns its figures. */
export function RosterDeckForm({ editing, onSaved, onCancel }: RosterDeckFormProps) {
  const tracker = useTracker();
  const [error, setError] = useState<string | null>(null);
  // Each save starts a fresh form: a new key clears the typed values and the link's own state.
  const [saved, setSaved] = useState(0);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = rosterDeckBody(new FormData(event.currentTarget));
    const { data, error: failure } = editing
      ? await tracker.PUT('/api/v1/tracker/meta-decks/{id}', { params: { path: { id: editing.id } }, body })
      : await tracker.POST('/api/v1/tracker/meta-decks', { body });
    if (!data) return setError(errorText(failure, undefined, ROSTER_FIELD_LABELS));
    setError(null);
    setSaved((n) => n + 1);
    onSaved();
  }

  return (
    <form key={`${editing?.id ?? 'new'}:${saved}`} onSubmit={(e) => void save(e)} noValidate>
      <div className="form-grid">
        <TextInput name="name" label="Opponent deck" defaultValue={editing?.name} required />
        <NumberInput
          name="tier"
          label="Tier"
          description="0.0–9.9"
          min={0}
          max={9.9}
          step={0.1}
          decimalScale={1}
          defaultValue={editing?.tier ?? 1}
          required
        />
        <NativeSelect
          name="category"
          label="Category"
          data={CATEGORIES}
          defaultValue={editing?.category ?? 'midrange'}
        />
        <NumberInput
          name="top8"
          label="Top 8 finishes"
          min={0}
          allowDecimal={false}
          defaultValue={editing?.top8 ?? 0}
        />
        <NumberInput
          name="presence"
          label="Presence"
          min={0}
          allowDecimal={false}
          defaultValue={editing?.presence ?? 0}
        />
        <NativeSelect
          name="expected"
          label="Expected"
          data={EXPECTATIONS}
          defaultValue={editing?.expected ?? 'as_expected'}
        />
        <TextInput name="tests_status" label="Tests status" defaultValue={editing?.tests_status} />
        <PublicArchetypeFields link={editing?.public_archetype ?? null} />
      </div>
      <HandBackFields deck={editing} />
      <Textarea
        name="decklist_notes"
        label="Decklist notes"
        autosize
        minRows={1}
        mt="sm"
        defaultValue={editing?.decklist_notes}
      />
      <ApiErrorAlert error={error} />
      <Group mt="sm">
        <Button type="submit">{editing ? 'Save changes' : 'Add to roster'}</Button>
        {editing && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
    </form>
  );
}
