import type { z } from 'zod';

type Override = NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'];

/**
 * zod's `.int()` stands for a safe integer and writes its range, ±(2^53 − 1), as minimum and maximum
 * of every integer. No field here gets near it, so those bounds only hide the real ones: drop them
 * and keep every bound a schema declares itself.
 */
export const withoutSafeIntegerBounds: NonNullable<Override> = ({ jsonSchema }) => {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
};
