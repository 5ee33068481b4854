import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ROUTES } from '@metagame/contracts';

const routesWithBody = ALL_ROUTES.filter((route) => route.body !== undefined);

/**
 * Every request body of the OpenAPI document shows an example, declared next to its schema (the
 * `examples` of its `.meta`). An example a client copies must be one the server accepts: each is
 * parsed with the very schema that validates that body.
 */
describe('request-body examples', () => {
  it('covers the routes that take a body', () => {
    expect(routesWithBody.length).toBeGreaterThan(25);
  });

  it.each(routesWithBody.map((route) => [route.operationId, route] as const))(
    '%s: the example parses with the body schema',
    (_operationId, route) => {
      const body = route.body!;
      const examples = z.globalRegistry.get(body)?.examples as unknown[] | undefined;
      expect(examples, 'no `examples` in the body schema’s .meta()').toBeDefined();
      expect(examples!.length).toBeGreaterThan(0);
      for (const example of examples!) {
        const parsed = body.safeParse(example);
        expect(parsed.error?.issues ?? [], JSON.stringify(example)).toEqual([]);
      }
    },
  );
});
