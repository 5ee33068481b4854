import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'dotenv';

/** The process environment over a `.env` file in the working directory (real variables win). */
export function readEnvironment(cwd = process.cwd()): Record<string, string | undefined> {
  const file = `${cwd}/.env`;
  const fromFile = existsSync(file) ? parse(readFileSync(file)) : {};
  return { ...fromFile, ...process.env };
}
