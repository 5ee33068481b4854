/** Log lines captured in memory: tests assert on them (e.g. no secret is ever logged). */
export class CapturingLogger {
  readonly lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];

  info(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'info', fields, message });
  }

  warn(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'warn', fields, message });
  }

  error(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'error', fields, message });
  }

  /** Everything logged, serialised, for "never contains" assertions. */
  text(): string {
    return this.lines
      .map((line) =>
        JSON.stringify(line, (_k, v: unknown) => (v instanceof Error ? { message: v.message, stack: v.stack } : v)),
      )
      .join('\n');
  }
}
