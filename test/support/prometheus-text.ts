/** One sample of a scrape: metric name, labels and value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the Prometheus text exposition format (0.0.4): `# HELP`/`# TYPE` lines are read for the
 * declared types, every other line must be a well-formed sample, or this throws.
 */
export function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? '').matchAll(LABEL))
      labels[key!] = raw!.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    const value = parseValue(match[3]!);
    if (value === null) throw new Error(`bad value in: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { samples, types };
}

/** A sample value as Prometheus reads it (Go's ParseFloat: `NaN`, `+Inf` in any case; prom-client writes `Nan`). */
function parseValue(text: string): number | null {
  if (/^nan$/i.test(text)) return NaN;
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  const value = Number(text);
  return Number.isNaN(value) || text.trim() === '' ? null : value;
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
