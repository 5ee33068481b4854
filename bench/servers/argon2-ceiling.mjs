// Argon2id verify ceiling: as many verifications as the machine completes per second with every
// core busy (concurrency = 2 × cores, no semaphore), using the service's exact parameters.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2ID_PARAMS } from '@metagame/adapters';

const seconds = Number(process.argv[2] ?? 10);
const stored = await hash('Bench-Password-123!', ARGON2ID_PARAMS);
let done = 0;
const deadline = Date.now() + seconds * 1000;
const worker = async () => {
  while (Date.now() < deadline) {
    await verify(stored, 'Bench-Password-123!');
    done += 1;
  }
};
const started = Date.now();
await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
process.stdout.write(
  JSON.stringify({ verifiesPerSecond: Math.round((done / ((Date.now() - started) / 1000)) * 10) / 10 }) + '\n',
);
