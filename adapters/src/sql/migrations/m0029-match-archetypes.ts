import { lines, type SqlMigration } from './sql-migration.js';

/*
 * Each public match carries the effective archetype of both its decks (`archetype1`, `archetype2`:
 * the hand override, else the classification), so the share's match records and the matchup matrix
 * count a window's matches from one covering index instead of looking both decks up per match (two
 * index probes on a 36-character key per match: about 140 ms of CPU for 42,000 matches on SQLite).
 *
 * Triggers keep the copies: a match inserted takes its decks' archetypes, and a deck whose label or
 * override changes (a reclassification, a hand override, any other write) passes the change to its
 * matches in the same statement, so no write path can leave a stale copy. SQLite's triggers run per
 * row (the update one only when the effective archetype changed); PostgreSQL's per statement over the
 * transition tables, so a reclassification page of 2,000 decks is one joined update. (PostgreSQL takes
 * no column list on a trigger with transition tables: the deck trigger compares old and new instead.)
 *
 * `tournament_matches_pairs_idx` replaces `tournament_matches_reads_idx`: it carries the window
 * read's columns (the tournament to reach them by, both archetypes, the result, and deck2 to skip
 * byes).
 */

const effective = (row: string) => `coalesce(${row}.archetype_override, ${row}.archetype)`;
const deckArchetype = (deckColumn: string) =>
  `(select ${effective('d')} from tournament_decks d where d.id = tournament_matches.${deckColumn})`;

const backfill = `update tournament_matches set archetype1 = ${deckArchetype('deck1_id')}, archetype2 = ${deckArchetype('deck2_id')}`;

const SQLITE_TRIGGERS = [
  lines(
    'create trigger tournament_matches_take_archetypes after insert on tournament_matches for each row begin',
    `update tournament_matches set archetype1 = ${deckArchetype('deck1_id')}, archetype2 = ${deckArchetype('deck2_id')} where id = new.id;`,
    'end',
  ),
  lines(
    'create trigger tournament_decks_pass_archetype after update of archetype, archetype_override on tournament_decks',
    `for each row when ${effective('old')} is not ${effective('new')} begin`,
    `update tournament_matches set archetype1 = ${effective('new')} where deck1_id = new.id;`,
    `update tournament_matches set archetype2 = ${effective('new')} where deck2_id = new.id;`,
    'end',
  ),
];

const POSTGRESQL_TRIGGERS = [
  lines(
    'create function tournament_matches_take_archetypes() returns trigger language plpgsql as $body$',
    'begin',
    `update tournament_matches set archetype1 = ${deckArchetype('deck1_id')}, archetype2 = ${deckArchetype('deck2_id')}`,
    'where id in (select id from new_rows);',
    'return null;',
    'end',
    '$body$',
  ),
  lines(
    'create trigger tournament_matches_take_archetypes after insert on tournament_matches',
    'referencing new table as new_rows for each statement execute function tournament_matches_take_archetypes()',
  ),
  lines(
    'create function tournament_decks_pass_archetype() returns trigger language plpgsql as $body$',
    'begin',
    ...[1, 2].map(
      (side) =>
        `update tournament_matches m set archetype${side} = ${effective('n')} from new_rows n join old_rows o on o.id = n.id ` +
        `where m.deck${side}_id = n.id and ${effective('o')} is distinct from ${effective('n')};`,
    ),
    'return null;',
    'end',
    '$body$',
  ),
  lines(
    'create trigger tournament_decks_pass_archetype after update on tournament_decks',
    'referencing old table as old_rows new table as new_rows for each statement execute function tournament_decks_pass_archetype()',
  ),
];

export const M0029MatchArchetypes: SqlMigration = {
  name: 'm0029-match-archetypes',
  up: {
    sqlite: [
      'alter table `tournament_matches` add column `archetype1` text null',
      'alter table `tournament_matches` add column `archetype2` text null',
      backfill,
      'drop index `tournament_matches_reads_idx`',
      'create index `tournament_matches_pairs_idx` on `tournament_matches` (`tournament_id`, `archetype1`, `archetype2`, `wins1`, `wins2`, `deck2_id`)',
      ...SQLITE_TRIGGERS,
    ],
    postgresql: [
      'alter table "tournament_matches" add column "archetype1" text null',
      'alter table "tournament_matches" add column "archetype2" text null',
      backfill,
      'drop index "tournament_matches_reads_idx"',
      'create index "tournament_matches_pairs_idx" on "tournament_matches" ("tournament_id", "archetype1", "archetype2", "wins1", "wins2", "deck2_id")',
      ...POSTGRESQL_TRIGGERS,
    ],
  },
  down: {
    sqlite: [
      'drop trigger tournament_decks_pass_archetype',
      'drop trigger tournament_matches_take_archetypes',
      'drop index `tournament_matches_pairs_idx`',
      'create index `tournament_matches_reads_idx` on `tournament_matches` (`tournament_id`, `deck1_id`, `deck2_id`, `wins1`, `wins2`)',
      'alter table `tournament_matches` drop column `archetype2`',
      'alter table `tournament_matches` drop column `archetype1`',
    ],
    postgresql: [
      'drop trigger tournament_decks_pass_archetype on tournament_decks',
      'drop function tournament_decks_pass_archetype()',
      'drop trigger tournament_matches_take_archetypes on tournament_matches',
      'drop function tournament_matches_take_archetypes()',
      'drop index "tournament_matches_pairs_idx"',
      'create index "tournament_matches_reads_idx" on "tournament_matches" ("tournament_id", "deck1_id", "deck2_id", "wins1", "wins2")',
      'alter table "tournament_matches" drop column "archetype2"',
      'alter table "tournament_matches" drop column "archetype1"',
    ],
  },
};
