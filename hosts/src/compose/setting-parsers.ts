import { z } from 'zod';

/** A boolean setting: true/false/1/0, in the spellings people write. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'TRUE', 'FALSE', 'True', 'False'])
  .transform((v) => v.toLowerCase() === 'true' || v === '1');

/** A whole-number setting within [min, max]. */
export const int = (min: number, max: number) =>
  z.coerce.number({ error: 'must be an integer' }).int('must be an integer').min(min).max(max);
