import type { PublicUser } from '@metagame/core';
import { GetUser } from '@metagame/core/identity/use-cases/get-user';
import type { Runtime } from '../../compose/runtime.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_CODE } from '../exit-codes.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The account an operator names by email (anything with an `@`) or id. Anything else names no
 * account: it never reaches the database, whose uuid column would refuse it as an error.
 */
export async function findUser(runtime: Runtime, ref: string): Promise<PublicUser> {
  const input = ref.includes('@') ? { email: ref } : UUID.test(ref) ? { userId: ref.toLowerCase() } : null;
  const found = input ? await runtime.container.get(GetUser).execute(input) : null;
  if (!found?.ok) throw new CliFailure(EXIT_CODE.USER_NOT_FOUND, `No user ${JSON.stringify(ref.slice(0, 100))}.`);
  return found.value;
}
