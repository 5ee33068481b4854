import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

export type JsonPath = readonly (string | number)[];
/** What the splitter does with the value at a path: walk into it, hand it on parsed, or pass over it. */
export type SplitDecision = 'descend' | 'emit' | 'skip';
/** A value handed on (`value`), or the end of a container walked into that asked for it (`end`). */
export type SplitEvent =
  { readonly path: JsonPath; readonly value: unknown } | { readonly path: JsonPath; readonly end: true };

export interface SplitPlan {
  decide(path: JsonPath): SplitDecision;
  /** Whether to report the end of a container walked into (e.g. one set of AllPrintings). */
  reportEnd?(path: JsonPath): boolean;
}

/** A container being walked into. */
interface Frame {
  readonly path: JsonPath;
  readonly isObject: boolean;
  /** Objects: the key of the member being read; arrays: the index of the next element. */
  key: string | null;
  index: number;
  /** Objects: a key (not a value) comes next. */
  expectKey: boolean;
}

/** The value being emitted or skipped. */
interface Region {
  readonly path: JsonPath;
  readonly emit: boolean;
  /** Bracket depth inside the value; a scalar value has none and ends at a delimiter. */
  depth: number;
  readonly scalar: boolean;
  parts: string[];
  start: number;
}

/**
 * Streams an MTGJSON file (`{"meta":…,"data":{…}}`) as the values a SplitPlan asks for, each parsed
 * by the native JSON.parse: several times faster than a token-level streaming parser, and memory
 * holds one emitted value at a time. Only string and nesting state is tracked to find where values
 * start and end; string bodies are skipped with `indexOf` (quotes and keys are most of these files).
 * Structural truncation and invalid emitted values fail the stream.
 */
export class JsonSplitter extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private readonly frames: Frame[] = [];
  private region: Region | null = null;
  private rootClosed = false;
  private inString = false;
  private escaped = false;
  /** A key string being read (it may span chunks). */
  private keyParts: string[] | null = null;
  private keyStart = -1;

  constructor(private readonly plan: SplitPlan) {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.scan(this.decoder.write(chunk));
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.scan(this.decoder.end());
    } catch (error) {
      done(error as Error);
      return;
    }
    done(this.rootClosed ? null : new Error('Unexpected end of JSON input (the file is truncated).'));
  }

  private scan(text: string): void {
    for (let i = 0; i < text.length; i++) {
      if (this.inString) {
        const from = this.escaped ? i + 1 : i;
        this.escaped = false;
        const end = closingQuote(text, from);
        if (end === -1) {
          this.escaped = endsInEscape(text, from);
          break;
        }
        this.inString = false;
        i = end;
        if (this.keyParts) this.endKey(text, end);
        else if (this.region?.scalar) this.endRegion(text, end + 1);
        continue;
      }
      const c = text.charCodeAt(i);
      const region = this.region;
      if (region) {
        if (region.scalar) {
          if (c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || c <= 32) {
            this.endRegion(text, i);
            i--; // the delimiter belongs to the enclosing container
          }
          continue;
        }
        if (c === QUOTE) this.inString = true;
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) region.depth++;
        else if ((c === CLOSE_OBJECT || c === CLOSE_ARRAY) && --region.depth === 0) this.endRegion(text, i + 1);
        continue;
      }
      if (c <= 32) continue;
      this.structural(c, text, i);
    }
    if (this.keyParts && this.keyStart >= 0) {
      this.keyParts.push(text.slice(this.keyStart));
      this.keyStart = 0;
    }
    if (this.region && this.region.start >= 0) {
      if (this.region.emit) this.region.parts.push(text.slice(this.region.start));
      this.region.start = 0;
    }
  }

  /** A character outside strings and regions: the walked-into containers' own syntax. */
  private structural(c: number, text: string, i: number): void {
    const frame = this.frames.at(-1);
    if (!frame) {
      if (this.rootClosed) throw new Error('Unexpected data after the end of the JSON document.');
      if (c !== OPEN_OBJECT) throw new Error('The JSON document is not an object.');
      this.frames.push({ path: [], isObject: true, key: null, index: 0, expectKey: true });
      return;
    }
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      this.frames.pop();
      if (this.plan.reportEnd?.(frame.path)) this.push({ path: frame.path, end: true });
      if (this.frames.length === 0) this.rootClosed = true;
      return;
    }
    if (c === COMMA) {
      if (frame.isObject) frame.expectKey = true;
      return;
    }
    if (frame.isObject && frame.expectKey) {
      if (c !== QUOTE) throw new Error(`Unexpected character in the JSON document at ${pathText(frame.path)}.`);
      this.inString = true;
      this.keyParts = [];
      this.keyStart = i + 1;
      return;
    }
    if (c === COLON) return;
    this.startValue(frame, c, i);
  }

  private startValue(frame: Frame, c: number, i: number): void {
    const path = [...frame.path, frame.isObject ? (frame.key ?? '') : frame.index++];
    const isContainer = c === OPEN_OBJECT || c === OPEN_ARRAY;
    const decision = this.plan.decide(path);
    if (decision === 'descend' && isContainer) {
      this.frames.push({ path, isObject: c === OPEN_OBJECT, key: null, index: 0, expectKey: c === OPEN_OBJECT });
      return;
    }
    this.region = {
      path,
      emit: decision === 'emit',
      depth: isContainer ? 1 : 0,
      scalar: !isContainer,
      parts: [],
      start: i,
    };
    if (c === QUOTE) this.inString = true;
  }

  private endKey(text: string, end: number): void {
    this.keyParts!.push(text.slice(this.keyStart, end));
    const frame = this.frames.at(-1)!;
    frame.key = JSON.parse(`"${this.keyParts!.join('')}"`) as string;
    frame.expectKey = false;
    this.keyParts = null;
    this.keyStart = -1;
  }

  /** The region ends just before `end` in `text`. */
  private endRegion(text: string, end: number): void {
    const region = this.region!;
    this.region = null;
    if (!region.emit) return;
    region.parts.push(text.slice(region.start, end));
    let value: unknown;
    try {
      value = JSON.parse(region.parts.join(''));
    } catch (error) {
      throw new Error(`Invalid JSON in ${pathText(region.path)}: ${(error as Error).message}`);
    }
    this.push({ path: region.path, value });
  }
}

/** `data["abc"][3]`, for error messages. */
const pathText = (path: JsonPath) =>
  path.map((p, i) => (i === 0 ? String(p) : typeof p === 'number' ? `[${p}]` : `[${JSON.stringify(p)}]`)).join('') ||
  'the document';

/** The quote that ends a string whose body starts at `from`, or -1 when the body runs past this chunk. */
function closingQuote(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    for (let k = quote - 1; k >= from && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return -1;
}

/** Whether the chunk ends inside an escape (an odd run of backslashes), so the next chunk's first character is escaped. */
function endsInEscape(text: string, from: number): boolean {
  let backslashes = 0;
  for (let k = text.length - 1; k >= from && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
  return backslashes % 2 === 1;
}
