/** Structured log sink; callers never pass secrets (passwords, hashes, tokens, codes) as fields. */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}
