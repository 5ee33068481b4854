import { ActionIcon, Autocomplete, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { DeckCard } from './deck-75';

/** A row of a swap being edited: a card name as typed or chosen, and its copies. */
export type SwapRow = DeckCard;
export interface SwapDraft {
  readonly in: readonly SwapRow[];
  readonly out: readonly SwapRow[];
}
export const EMPTY_SWAP: SwapDraft = { in: [], out: [] };

/** One list of a swap (cards in, or cards out): rows of a card name chosen from `choices` and a count. */
function SwapList({
  label,
  rows,
  choices,
  onChange,
}: {
  label: string;
  rows: readonly SwapRow[];
  choices: readonly DeckCard[];
  onChange: (rows: SwapRow[]) => void;
}) {
  const set = (i: number, row: Partial<SwapRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  const total = rows.reduce((sum, r) => sum + r.quantity, 0);
  return (
    <Stack gap={6} className="swap-list">
      <Text fw={600} size="sm">
        {label} ({total})
      </Text>
      {rows.map((row, i) => (
        <Group key={i} gap={6} wrap="nowrap" align="end">
          <Autocomplete
            aria-label={`${label}, card ${i + 1}`}
            className="swap-card"
            value={row.name}
            onChange={(name) => set(i, { name })}
            data={[...new Set(choices.map((c) => c.name))]}
            renderOption={({ option }) =>
              `${choices.find((c) => c.name === option.value)?.quantity ?? ''} ${option.value}`
            }
            limit={40}
          />
          <NumberInput
            aria-label={`${label}, copies of card ${i + 1}`}
            className="swap-quantity"
            value={row.quantity}
            onChange={(value) => set(i, { quantity: typeof value === 'number' ? value : Number(value) || 1 })}
            min={1}
            max={60}
            allowDecimal={false}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            aria-label={`Remove ${label}, card ${i + 1}`}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="default"
        size="xs"
        onClick={() => onChange([...rows, { name: '', quantity: 1 }])}
        aria-label={`Add a card: ${label}`}
      >
        Add a card
      </Button>
    </Stack>
  );
}

/**
 * A swap: cards brought in (offered from the sideboard) and cards taken out (offered from the main
 * deck). `side` ('' or ' on the play'…) ends each list's label, so every field has its own name.
 */
export function SwapEditor({
  title,
  side,
  swap,
  main,
  sideboard,
  onChange,
}: {
  title: string;
  side: string;
  swap: SwapDraft;
  main: readonly DeckCard[];
  sideboard: readonly DeckCard[];
  onChange: (swap: SwapDraft) => void;
}) {
  return (
    <fieldset className="swap">
      <legend>{title}</legend>
      <div className="swap-columns">
        <SwapList
          label={`In${side}`}
          rows={swap.in}
          choices={sideboard}
          onChange={(rows) => onChange({ ...swap, in: rows })}
        />
        <SwapList
          label={`Out${side}`}
          rows={swap.out}
          choices={main}
          onChange={(rows) => onChange({ ...swap, out: rows })}
        />
      </div>
    </fieldset>
  );
}
