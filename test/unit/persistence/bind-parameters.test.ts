import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, type Platform } from '@mikro-orm/core';
import { bindParameters, createOrm, type Orm } from '@metagame/adapters';

let orms: Orm[];
let sqlite: Platform;
let postgres: Platform;
beforeAll(async () => {
  // Both ORMs connect lazily: only their platforms are used here.
  orms = [
    await createOrm({ kind: 'sqlite', path: ':memory:' }),
    await createOrm({ kind: 'postgresql', url: 'postgresql://nobody@127.0.0.1:9/none', dbName: 'none' }),
  ];
  [sqlite, postgres] = orms.map((orm) => orm.em.getPlatform()) as [Platform, Platform];
});
afterAll(async () => {
  for (const orm of orms) await orm.close(true);
});
const hostile = "x'); drop table users; --\\\u0000";

describe('bindParameters', () => {
  it('keeps every value out of the SQL text on SQLite', () => {
    const bound = bindParameters('select * from users where email = ? and id = ?', [hostile, 'u1'], 'sqlite', sqlite);
    expect(bound).toEqual({ sql: 'select * from users where email = ? and id = ?', values: [hostile, 'u1'] });
  });

  it("numbers PostgreSQL's placeholders in order", () => {
    expect(bindParameters('update t set a = ?, b = ? where c = ?', [1, 2, 3], 'postgresql', postgres)).toEqual({
      sql: 'update t set a = $1, b = $2 where c = $3',
      values: [1, 2, 3],
    });
  });

  it('stores booleans as 0/1 and dates as epoch milliseconds on SQLite', () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    expect(bindParameters('values (?, ?, ?)', [true, false, at], 'sqlite', sqlite).values).toEqual([
      1,
      0,
      at.getTime(),
    ]);
  });

  it('binds booleans as booleans and JSON objects as text on PostgreSQL', () => {
    expect(bindParameters('values (?, ?)', [true, { a: 1 }], 'postgresql', postgres).values).toEqual([true, '{"a":1}']);
  });

  it('fills one placeholder with a bound list for an array (IN lists)', () => {
    expect(bindParameters('where id in (?)', [['a', 'b', 'c']], 'postgresql', postgres)).toEqual({
      sql: 'where id in ($1, $2, $3)',
      values: ['a', 'b', 'c'],
    });
  });

  it('quotes ?? as an identifier and leaves an escaped \\? in the text', () => {
    expect(bindParameters('select ?? from t where a \\? b and c = ?', ['name', 5], 'sqlite', sqlite)).toEqual({
      sql: 'select `name` from t where a ? b and c = ?',
      values: [5],
    });
  });

  it('splices a raw fragment in with its own values bound', () => {
    expect(bindParameters('where a = ? and ?', [1, raw('b = ?', [hostile])], 'postgresql', postgres)).toEqual({
      sql: 'where a = $1 and b = $2',
      values: [1, hostile],
    });
  });

  it('leaves a statement without values untouched, question marks included', () => {
    expect(bindParameters("select '?' as q", [], 'postgresql', postgres)).toEqual({
      sql: "select '?' as q",
      values: [],
    });
  });
});
