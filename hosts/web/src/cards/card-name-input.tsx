import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { useApi } from '../api/use-api';

/** Pause after the last key before asking the server: one request per word typed, not per letter. */
const DEBOUNCE_MS = 200;
/** The API answers an empty list below two letters; no need to ask. */
const MIN_LETTERS = 2;

interface CardNameInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A name chosen from the list (click, or arrow keys and Enter). */
  readonly onPick?: (name: string) => void;
  readonly name?: string;
  readonly description?: string;
  readonly required?: boolean;
}

/**
 * A card-name field suggesting names from GET /cards/autocomplete (an ARIA combobox: arrow keys move
 * through the names, Enter picks one). The server matches punctuation- and diacritic-blind word
 * starts (`lim dul` → Lim-Dûl's Vault), so its list is shown as is, not filtered again here.
 */
export function CardNameInput({ label, value, onChange, onPick, name, description, required }: CardNameInputProps) {
  const [typed] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const names = useApi(
    () =>
      typed.length >= MIN_LETTERS
        ? api.GET('/api/v1/cards/autocomplete', { params: { query: { q: typed } } })
        : Promise.resolve({ data: { data: [] }, response: new Response() }),
    [typed],
  );
  return (
    <Autocomplete
      label={label}
      name={name}
      description={description}
      required={required}
      value={value}
      onChange={onChange}
      onOptionSubmit={onPick}
      data={names.data?.data ?? []}
      filter={({ options }) => options}
      error={names.error ? errorText(names.error) : undefined}
      rightSection={names.loading && typed.length >= MIN_LETTERS ? <Loader size="xs" aria-hidden /> : null}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
