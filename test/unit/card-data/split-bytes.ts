import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { JsonSplitter, type SplitEvent, type SplitPlan } from '@metagame/adapters';

/** Feeds `text` to a JsonSplitter in chunks of `size` bytes (splitting UTF-8 sequences too) and collects its events. */
export async function splitInChunks(text: string, size: number, plan: SplitPlan): Promise<SplitEvent[]> {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  const out: SplitEvent[] = [];
  await pipeline(
    Readable.from(chunks),
    new JsonSplitter(plan),
    new Writable({ objectMode: true, write: (event, _e, done) => (out.push(event), done()) }),
  );
  return out;
}

/** The events SET_PARTS should give for a parsed AllPrintings-shaped document, computed the obvious way. */
export function expectedSetParts(
  doc: { data: Record<string, Record<string, unknown>> },
  skipped: readonly string[],
): SplitEvent[] {
  const events: SplitEvent[] = [];
  for (const [set, members] of Object.entries(doc.data)) {
    for (const [member, value] of Object.entries(members)) {
      if (skipped.includes(member)) continue;
      if ((member === 'cards' || member === 'tokens') && Array.isArray(value))
        value.forEach((card, i) => events.push({ path: ['data', set, member, i], value: card }));
      else if (member !== 'cards' && member !== 'tokens') events.push({ path: ['data', set, member], value });
    }
    events.push({ path: ['data', set], end: true });
  }
  return events;
}
