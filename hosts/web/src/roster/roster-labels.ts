import type { components } from '../api/openapi';

type Category = components['schemas']['MetaDeckCategory'];
type Expectation = components['schemas']['Expectation'];
type FigureSource = components['schemas']['FigureSource'];

export const CATEGORIES: Category[] = ['aggro', 'midrange', 'control', 'combo'];

export const EXPECTATIONS: { value: Expectation; label: string }[] = [
  { value: 'as_expected', label: 'as expected' },
  { value: 'more_expected', label: 'more than expected' },
  { value: 'less_expected', label: 'less than expected' },
];

/** Who owns a figure, in the page's words. */
export const sourceLabel = (source: FigureSource): string => (source === 'sync' ? 'synced' : 'by hand');
