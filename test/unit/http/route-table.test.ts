import { describe, expect, it } from 'vitest';
import { domainError, err, ok, type DomainError, type Result } from '@metagame/core';
import { defineRoute, IdParams } from '@metagame/contracts';
import { route, type Resolve } from '../../../hosts/src/http/route-table.js';

/** A use case that can answer NOT_FOUND. */
class FindThing {
  async execute(input: { id: string }): Promise<Result<{ name: string }, DomainError<'NOT_FOUND'>>> {
    return input.id === '00000000-0000-4000-8000-000000000001'
      ? ok({ name: 'thing' })
      : err(domainError('NOT_FOUND', 'Thing not found.'));
  }
}
const base = {
  operationId: 'findThing',
  method: 'get',
  path: '/things/{id}',
  tag: 't',
  summary: 's',
  access: 'anonymous',
  params: IdParams,
  success: { status: 200, description: 'd' },
} as const;
const declaring = defineRoute({ ...base, errors: ['NOT_FOUND'] });
const silent = defineRoute({ ...base, errors: [] });
const resolve: Resolve = <T>() => new FindThing() as T;
const request = (id: string) => ({ params: { id } }) as never;
const THERE = '00000000-0000-4000-8000-000000000001';

describe('route tables', () => {
  it('answers the presented value of the use case', async () => {
    const row = route({
      contract: declaring,
      useCase: FindThing,
      input: ({ params }) => ({ id: params.id }),
      present: (v) => v.name as never,
    });
    expect(await row.handler(resolve)(request(THERE))).toEqual({ ok: true, body: 'thing' });
  });

  it('answers a declared domain error as the error', async () => {
    const row = route({
      contract: declaring,
      useCase: FindThing,
      input: ({ params }) => ({ id: params.id }),
      present: (v) => v.name as never,
    });
    expect(await row.handler(resolve)(request('gone'))).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Thing not found.' },
    });
  });

  it('answers a declared domain error with the body the route presents for it', async () => {
    const row = route({
      contract: declaring,
      useCase: FindThing,
      input: ({ params }) => ({ id: params.id }),
      present: (v) => v.name as never,
      problem: (error) => ({ detail: error.message, code: error.code }),
    });
    expect(await row.handler(resolve)(request('gone'))).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Thing not found.' },
      problem: { detail: 'Thing not found.', code: 'NOT_FOUND' },
    });
  });

  it('does not compile when the use case can answer a code the route does not declare (npm run typecheck)', () => {
    // @ts-expect-error: undeclaredErrorCodes: 'NOT_FOUND' — the contract declares no error codes.
    const row = route({
      contract: silent,
      useCase: FindThing,
      input: ({ params }) => ({ id: params.id }),
      present: (v) => v.name as never,
    });
    expect(row.contract.errors).toEqual([]);
  });
});
