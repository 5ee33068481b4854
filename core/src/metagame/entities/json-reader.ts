import type { FileIssue } from './tournament-file.js';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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

  /** A non-empty string of at most `max` characters that both databases store as sent. */
  text(value: unknown, path: string, max: number): string | undefined {
    if (typeof value !== 'string' || value.trim() === '')
      return this.fail(path, value === undefined ? 'is missing' : 'must be a non-empty string');
    return this.storable(value, path, max);
  }

  optionalText(value: unknown, path: string, max: number): string | null | undefined {
    if (value === undefined || value === null || value === '') return null;
    return typeof value === 'string' ? this.storable(value, path, max) : this.fail(path, 'must be a string or null');
  }

  /**
   * PostgreSQL refuses NUL in text, a lone surrogate has no UTF-8 form (the drivers would store
   * U+FFFD instead), and an indexed text must stay under PostgreSQL's ~2.7 KB B-tree entry limit.
   */
  private storable(value: string, path: string, max: number): string | undefined {
    if (value.includes('\u0000')) return this.fail(path, 'must not contain NUL characters');
    if (LONE_SURROGATE.test(value)) return this.fail(path, 'must not contain unpaired UTF-16 surrogates');
    if ([...value].length > max) return this.fail(path, `must be at most ${max} characters`);
    return value;
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
