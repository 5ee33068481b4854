import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOrm, type Orm } from '@metagame/adapters';
import { mountTmpfs, type TmpfsMount } from '../../support/tmpfs-mount.js';

let disk: TmpfsMount;
let file: string;
let orm: Orm | undefined;
beforeEach(() => {
  disk = mountTmpfs(4);
  file = join(disk.path, 'app.db');
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES ('first')");
  db.close();
});
afterEach(async () => {
  await orm?.close(true);
  orm = undefined;
  disk.remount(false);
  disk.unmount();
});

/** Another process commits `value` and is killed before it closes: its -wal (and -shm) stay behind. */
const crashAfterCommitting = (value: string) =>
  expect(() =>
    execFileSync(process.execPath, [
      '-e',
      `const db = new (require('node:sqlite').DatabaseSync)(${JSON.stringify(file)}); db.exec("INSERT INTO t VALUES ('${value}')"); process.kill(process.pid, 'SIGKILL');`,
    ]),
  ).toThrow();
const rows = async (opened: Orm) =>
  ((await opened.em.fork().getConnection().execute('SELECT x FROM t')) as { x: string }[]).map((r) => r.x);

it('reads a WAL file closed cleanly on a read-only filesystem, and refuses writes as read-only', async () => {
  expect(existsSync(`${file}-shm`)).toBe(false);
  disk.remount(true);
  orm = await createOrm({ kind: 'sqlite', path: file });
  expect(await rows(orm)).toEqual(['first']);
  await expect(orm.em.fork().getConnection().execute("INSERT INTO t VALUES ('refused')")).rejects.toThrow(
    /readonly database/,
  );
});

it('reads the last commit of a crashed writer through the -shm it left', async () => {
  crashAfterCommitting('second');
  disk.remount(true);
  orm = await createOrm({ kind: 'sqlite', path: file });
  expect(await rows(orm)).toEqual(['first', 'second']);
});

it('refuses to open a log it cannot read rather than serve data older than its last commit', async () => {
  crashAfterCommitting('second');
  rmSync(`${file}-shm`);
  disk.remount(true);
  orm = await createOrm({ kind: 'sqlite', path: file });
  await expect(rows(orm)).rejects.toThrow(/unable to open database file/);
});
