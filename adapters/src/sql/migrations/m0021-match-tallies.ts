import type { SqlMigration } from './sql-migration.js';

/*
 * Match tallies: the statistics' counts kept per group as matches are written, so a summary reads a
 * few hundred tally rows instead of every match of a workspace. One row per owner, deck, decklist
 * version, event, opponent deck, die roll and player holds what the match aggregate counted (match
 * results, game 1, games 2–3, games 2–3 on the play, with the sideboard plan used and not used); one
 * row per owner, deck, version, event, opponent, player and mulligan count holds the games played
 * after that many mulligans, by result.
 *
 * Triggers on `matches` keep them: an insert adds the match's counts, a delete subtracts them, an
 * update does both; foreign-key actions (a deck deleted, an event's or a player's id set null) fire
 * them too, so nothing that changes a match can skip its tally. A group left with no match keeps a
 * row of zeros, which reads skip. Nullable keys (version, event, player) hold the nil UUID for "none":
 * a unique key treats nulls as distinct on both databases, and the upserts need one row per group.
 *
 * A migration that rebuilds `matches` (copy out, drop, create again) drops these triggers with it and
 * must create them again.
 */

const NONE = '00000000-0000-0000-0000-000000000000';
const OUTCOMES = ['win', 'loss', 'draw'] as const;
const KEY = [
  'owner_id',
  'opponent_deck_id',
  'on_play',
  'player_key',
  'personal_deck_id',
  'version_key',
  'event_key',
] as const;
const MULLIGAN_KEY = [
  'owner_id',
  'opponent_deck_id',
  'mulligans',
  'player_key',
  'personal_deck_id',
  'version_key',
  'event_key',
] as const;

const gamesWith = (m: string, outcome: string) =>
  ['game1', 'game2', 'game3'].map((g) => `case when ${m}.${g} = '${outcome}' then 1 else 0 end`).join(' + ');

/** Each tally column and the match's count for it (0 or 1, or 0–2 for games 2–3), over row alias `m`. */
function counts(m: string): Record<string, string> {
  const won = `(${gamesWith(m, 'win')})`;
  const lost = `(${gamesWith(m, 'loss')})`;
  const columns: Record<string, string> = {
    matches: '1',
    match_win: `case when ${won} > ${lost} then 1 else 0 end`,
    match_loss: `case when ${won} < ${lost} then 1 else 0 end`,
    match_draw: `case when ${won} = ${lost} and coalesce(${m}.game1, ${m}.game2, ${m}.game3) is not null then 1 else 0 end`,
  };
  const tally = (name: string, games: readonly { result: string; when?: string }[]) => {
    for (const outcome of OUTCOMES) {
      columns[`${name}_${outcome}`] = games
        .map((g) => `case when ${g.when ? `${g.when} and ` : ''}${m}.${g.result} = '${outcome}' then 1 else 0 end`)
        .join(' + ');
    }
  };
  tally('pre', [{ result: 'game1' }]);
  tally('post', [{ result: 'game2' }, { result: 'game3' }]);
  tally('post_play', [
    { result: 'game2', when: `${m}.game2_on_play` },
    { result: 'game3', when: `${m}.game3_on_play` },
  ]);
  tally('plan_used', [
    { result: 'game2', when: `${m}.game2_plan_used` },
    { result: 'game3', when: `${m}.game3_plan_used` },
  ]);
  tally('plan_not_used', [
    { result: 'game2', when: `not ${m}.game2_plan_used` },
    { result: 'game3', when: `not ${m}.game3_plan_used` },
  ]);
  return columns;
}

const COUNTED = Object.keys(counts('m'));
const MULLIGAN_COUNTED = OUTCOMES.map((o) => `games_${o}`);

const keyValues = (m: string) => [
  `${m}.owner_id`,
  `${m}.opponent_deck_id`,
  `${m}.on_play`,
  `coalesce(${m}.player_id, '${NONE}')`,
  `${m}.personal_deck_id`,
  `coalesce(${m}.decklist_version_id, '${NONE}')`,
  `coalesce(${m}.event_id, '${NONE}')`,
];

/** The mulligan tally's key: the match's, without the die roll, with the game's mulligan count third. */
const mulliganKeyValues = (m: string, mulligans: string) => {
  const [owner, opponent, , ...rest] = keyValues(m);
  return [owner!, opponent!, mulligans, ...rest];
};

const addTo = (table: string, counted: readonly string[]) =>
  counted.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');

/** The upsert that adds (sign '') or subtracts (sign '-') match row `m`'s counts. */
function tallyUpsert(m: string, sign: '' | '-'): string {
  const c = counts(m);
  return [
    `insert into match_tallies (${KEY.join(', ')}, ${COUNTED.join(', ')})`,
    `values (${keyValues(m).join(', ')}, ${COUNTED.map((name) => `${sign}(${c[name]})`).join(', ')})`,
    `on conflict (${KEY.join(', ')}) do update set ${addTo('match_tallies', COUNTED)}`,
  ].join('\n');
}

/** The upsert for game `n` of row `m`: only a played game with a recorded mulligan count is tallied. */
function mulliganUpsert(m: string, sign: '' | '-', n: number): string {
  const values = OUTCOMES.map((o) => `${sign}(case when ${m}.game${n} = '${o}' then 1 else 0 end)`);
  const key = mulliganKeyValues(m, `${m}.game${n}_mulligans`);
  return [
    `insert into match_mulligan_tallies (${MULLIGAN_KEY.join(', ')}, ${MULLIGAN_COUNTED.join(', ')})`,
    `select ${key.join(', ')}, ${values.join(', ')}`,
    `where ${m}.game${n}_mulligans is not null and ${m}.game${n} is not null`,
    `on conflict (${MULLIGAN_KEY.join(', ')}) do update set ${addTo('match_mulligan_tallies', MULLIGAN_COUNTED)}`,
  ].join('\n');
}

const changes = (m: string, sign: '' | '-') => [
  tallyUpsert(m, sign),
  ...[1, 2, 3].map((n) => mulliganUpsert(m, sign, n)),
];

/**
 * The upserts that add `source`'s rows to both tables, grouped, each row counted `sign` times (a
 * column of the source: 1 adds a match, -1 takes it away). One statement per table, whatever the
 * number of rows: the backfill and PostgreSQL's statement triggers use them.
 */
function groupedUpserts(source: string): string[] {
  const c = counts('m');
  const key = keyValues('m');
  const named = (values: readonly string[]) => values.map((v, i) => `${v} as k${i}`);
  const mulliganKey = MULLIGAN_KEY.map((_, i) => `k${i}`);
  const games = [1, 2, 3].map(
    (n) =>
      `select ${named(mulliganKeyValues('m', `m.game${n}_mulligans`)).join(', ')}, m.sign as sign, m.game${n} as result ` +
      `from ${source} where m.game${n}_mulligans is not null and m.game${n} is not null`,
  );
  return [
    [
      `insert into match_tallies (${KEY.join(', ')}, ${COUNTED.join(', ')})`,
      `select ${key.join(', ')}, ${COUNTED.map((name) => `sum(m.sign * (${c[name]}))`).join(', ')}`,
      `from ${source} where true group by ${key.join(', ')}`,
      `on conflict (${KEY.join(', ')}) do update set ${addTo('match_tallies', COUNTED)}`,
    ].join('\n'),
    [
      `insert into match_mulligan_tallies (${MULLIGAN_KEY.join(', ')}, ${MULLIGAN_COUNTED.join(', ')})`,
      `select ${mulliganKey.join(', ')}, ${OUTCOMES.map((o) => `sum(g.sign * (case when g.result = '${o}' then 1 else 0 end))`).join(', ')}`,
      `from (${games.join(' union all ')}) g`,
      `where true group by ${mulliganKey.join(', ')}`,
      `on conflict (${MULLIGAN_KEY.join(', ')}) do update set ${addTo('match_mulligan_tallies', MULLIGAN_COUNTED)}`,
    ].join('\n'),
  ];
}

const backfill = () => groupedUpserts('(select 1 as sign, matches.* from matches) m');

/** The tables; SQLite keeps them clustered on the key (without rowid), so a workspace's rows sit together. */
function tables(uuid: string, bool: string, clustered: string): string[] {
  const keyColumn = (k: string) => `${k} ${k === 'on_play' ? bool : k === 'mulligans' ? 'integer' : uuid} not null`;
  const counter = (c: string) => `${c} integer not null`;
  return [
    `create table match_tallies (${[...KEY.map(keyColumn), ...COUNTED.map(counter)].join(', ')}, primary key (${KEY.join(', ')}))${clustered}`,
    `create table match_mulligan_tallies (${[...MULLIGAN_KEY.map(keyColumn), ...MULLIGAN_COUNTED.map(counter)].join(', ')}, primary key (${MULLIGAN_KEY.join(', ')}))${clustered}`,
  ];
}

/** Every column a tally reads: an update that changes none of them leaves the tallies alone. */
const TALLIED_COLUMNS = [
  'owner_id',
  'opponent_deck_id',
  'on_play',
  'player_id',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
  'game1',
  'game2',
  'game3',
  'game2_on_play',
  'game3_on_play',
  'game1_mulligans',
  'game2_mulligans',
  'game3_mulligans',
  'game2_plan_used',
  'game3_plan_used',
];

// SQLite has only row triggers: each changed match is one upsert per table (and per game with a
// mulligan count).
const sqliteTrigger = (name: string, event: string, body: readonly string[]) =>
  `create trigger ${name} after ${event} on matches for each row begin\n${body.map((s) => `${s};`).join('\n')}\nend`;

// PostgreSQL runs one trigger per statement over its transition tables, so a bulk insert, update or
// delete (a CSV import, a deck's matches cascading away) is one grouped upsert per table, not one
// per row.
const signed = (rows: string, sign: number) => `select ${sign} as sign, r.* from ${rows} r`;
const postgresqlTriggerFunction = [
  'create function matches_keep_tallies() returns trigger language plpgsql as $body$',
  'begin',
  "if tg_op = 'INSERT' then",
  ...groupedUpserts(`(${signed('new_rows', 1)}) m`).map((s) => `${s};`),
  "elsif tg_op = 'DELETE' then",
  ...groupedUpserts(`(${signed('old_rows', -1)}) m`).map((s) => `${s};`),
  'else',
  ...groupedUpserts(`(${signed('new_rows', 1)} union all ${signed('old_rows', -1)}) m`).map((s) => `${s};`),
  'end if;',
  'return null;',
  'end',
  '$body$',
].join('\n');

const postgresqlTrigger = (event: string, transition: string) =>
  `create trigger matches_tally_${event} after ${event} on matches referencing ${transition} for each statement execute function matches_keep_tallies()`;

export const M0021MatchTallies: SqlMigration = {
  name: 'm0021-match-tallies',
  up: {
    sqlite: [
      ...tables('char(36)', 'boolean', ' without rowid'),
      ...backfill(),
      sqliteTrigger('matches_tally_insert', 'insert', changes('new', '')),
      sqliteTrigger('matches_tally_delete', 'delete', changes('old', '-')),
      sqliteTrigger('matches_tally_update', `update of ${TALLIED_COLUMNS.join(', ')}`, [
        ...changes('old', '-'),
        ...changes('new', ''),
      ]),
    ],
    postgresql: [
      ...tables('uuid', 'boolean', ''),
      ...backfill(),
      postgresqlTriggerFunction,
      postgresqlTrigger('insert', 'new table as new_rows'),
      postgresqlTrigger('update', 'old table as old_rows new table as new_rows'),
      postgresqlTrigger('delete', 'old table as old_rows'),
    ],
  },
  down: {
    sqlite: [
      'drop trigger matches_tally_update',
      'drop trigger matches_tally_delete',
      'drop trigger matches_tally_insert',
      'drop table match_mulligan_tallies',
      'drop table match_tallies',
    ],
    postgresql: [
      'drop trigger matches_tally_delete on matches',
      'drop trigger matches_tally_update on matches',
      'drop trigger matches_tally_insert on matches',
      'drop function matches_keep_tallies()',
      'drop table match_mulligan_tallies',
      'drop table match_tallies',
    ],
  },
};
