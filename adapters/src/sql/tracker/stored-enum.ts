/** Reads an enum column back: a value outside the list means the table was written behind our back. */
export function storedEnum<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`${column} holds an unknown value ${JSON.stringify(value)}`);
  return value as T;
}
