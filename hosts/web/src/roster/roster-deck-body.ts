import type { components } from '../api/openapi';

type MetaDeckWrite = components['schemas']['MetaDeckWrite'];
type Category = components['schemas']['MetaDeckCategory'];
type Expectation = components['schemas']['Expectation'];

/** The form's field names the API's own names differ from, for its 422 details. */
export const ROSTER_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Opponent deck',
  top8: 'Top 8 finishes',
  'public_archetype.format': 'Public format',
  'public_archetype.name': 'Public archetype',
};

/**
 * The roster deck form as the API's write. Every write names the link (a PUT without one unlinks
 * the deck); a source is sent only when a box hands the figure back to the sync, so the API's rule
 * decides the rest (a changed value becomes the hand's).
 */
export function rosterDeckBody(form: FormData): MetaDeckWrite {
  const text = (name: string) => String(form.get(name) ?? '');
  const format = text('public_format').trim();
  return {
    name: text('name'),
    tier: Number(form.get('tier')),
    category: text('category') as Category,
    top8: Number(form.get('top8')),
    presence: Number(form.get('presence')),
    expected: text('expected') as Expectation,
    tests_status: text('tests_status'),
    decklist_notes: text('decklist_notes'),
    public_archetype: format ? { format, name: text('public_archetype') } : null,
    ...(form.get('presence_source') === 'sync' ? { presence_source: 'sync' as const } : {}),
    ...(form.get('top8_source') === 'sync' ? { top8_source: 'sync' as const } : {}),
  };
}
