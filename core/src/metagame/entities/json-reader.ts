import type { FileIssue } from './tournament-file.js';

/**
 * Reads fields of parsed JSON by path, collecting every problem instead of stopping at the first:
 * each getter answers the value, or undefined after recording an issue under the field's path.
 */
export class JsonReader {
  readonly issues: FileIssue[] = [];

  fail(path: string, message: string): undefined {
    this.issues.push({ path, message });
    return undefined;
  }

  object(value: unknown, path: string): Readonly<Record<string, unknown>> | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Readonly<Record<string, unknown>>;
    return this.fail(path, value === undefined ? 'is missing' : 'must be an object');
  }

  array(value: unknown, path: string): readonly unknown[] | undefined {
    if (Array.isArray(value)) return value;
    return this.fail(path, value === undefined ? 'is missing' : 'must be an array');
  }

  /** An array, or null when the field is absent or null (optional sections). */
  optionalArray(value: unknown, path: string): readonly unknown[] | null | undefined {
    return value === undefined || value === null ? null : this.array(value, path);
  }

  text(value: unknown, path: string): string | undefined {
    if (typeof value === 'string' && value.trim() !== '') return value;
    return this.fail(path, value === undefined ? 'is missing' : 'must be a non-empty string');
  }

  optionalText(value: unknown, path: string): string | null | undefined {
    if (value === undefined || value === null || value === '') return null;
    return typeof value === 'string' ? value : this.fail(path, 'must be a string or null');
  }

  integer(value: unknown, path: string, min: number): number | undefined {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min) return value;
    const what = min === 1 ? 'a positive integer' : `an integer of at least ${min}`;
    return this.fail(path, value === undefined ? 'is missing' : `must be ${what}`);
  }

  optionalNumber(value: unknown, path: string): number | null | undefined {
    if (value === undefined || value === null) return null;
    return typeof value === 'number' && Number.isFinite(value) ? value : this.fail(path, 'must be a number or null');
  }
}
