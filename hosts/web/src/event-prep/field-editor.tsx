import { NumberInput, Text } from '@mantine/core';
import type { components } from '../api/openapi';

type RosterDeck = components['schemas']['MetaDeckRead'];
export type FieldShares = Readonly<Record<string, number>>;

/**
 * The expected field as the roster says it: each deck's presence (equal weights when no deck has
 * any), the weighting the API itself uses when no field is given.
 */
export function fieldFromRoster(roster: readonly RosterDeck[]): FieldShares {
  const anyPresence = roster.some((r) => r.presence > 0);
  return Object.fromEntries(roster.map((r) => [r.id, anyPresence ? r.presence : 1]));
}

/** The field as the API's `field` parameter (`id:share,…`); decks weighted 0 are left out. */
export const fieldParam = (shares: FieldShares) =>
  Object.entries(shares)
    .filter(([, share]) => share > 0)
    .map(([id, share]) => `${id}:${share}`)
    .join(',');

/** A weight per roster deck, with the share of the field it comes to (weights are normalised). */
export function FieldEditor({
  roster,
  shares,
  onChange,
}: {
  roster: readonly RosterDeck[];
  shares: FieldShares;
  onChange: (shares: FieldShares) => void;
}) {
  const total = Object.values(shares).reduce((sum, w) => sum + (w > 0 ? w : 0), 0);
  return (
    <fieldset className="swap">
      <legend>Expected field</legend>
      <Text size="sm" c="dimmed" mb="xs">
        Weights start from each roster deck’s presence; 0 leaves a deck out.
      </Text>
      <div className="field-grid">
        {roster.map((r) => {
          const weight = shares[r.id] ?? 0;
          return (
            <NumberInput
              key={r.id}
              label={r.name}
              description={
                total > 0 && weight > 0 ? `${((weight / total) * 100).toFixed(1)}% of the field` : 'not in the field'
              }
              value={weight}
              onChange={(value) =>
                onChange({ ...shares, [r.id]: typeof value === 'number' ? value : Number(value) || 0 })
              }
              min={0}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
