import type { ErrorCode } from '@metagame/contracts';

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  enum?: string[];
  format?: string;
};
type Response = { content?: Record<string, { schema: Schema }> };
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
type RawOperation = {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: {
    schemas: Record<string, { required?: string[]; properties: Record<string, Schema>; enum?: string[] }>;
  };
}

/** One operation of the document, as the walk needs it. */
export interface WalkedOperation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly secured: boolean;
  readonly parameters: readonly Parameter[];
  readonly hasQuery: boolean;
  readonly hasPathParams: boolean;
  /** The media type of its request body, if it takes one. */
  readonly bodyType: string | null;
  /** The document's example of its JSON request body (a body the server accepts), if it has one. */
  readonly bodyExample: unknown;
  readonly responses: Readonly<Record<string, Response>>;
}

/** One answer the walk provoked. */
export interface Walked {
  readonly op: string;
  readonly status: number;
  readonly code: string | null;
}

export function operationsOf(doc: OpenApiDocument): WalkedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      id: op.operationId,
      method,
      path,
      secured: (op.security ?? []).length > 0,
      parameters: op.parameters ?? [],
      hasQuery: (op.parameters ?? []).some((p) => p.in === 'query'),
      hasPathParams: (op.parameters ?? []).some((p) => p.in === 'path'),
      bodyType: op.requestBody ? Object.keys(op.requestBody.content)[0]! : null,
      bodyExample: (op.requestBody?.content['application/json'] as { example?: unknown } | undefined)?.example,
      responses: op.responses,
    })),
  );
}

/** The codes an operation declares for a status: the `code` enum its error body's schema narrows to. */
export function declaredCodes(op: WalkedOperation, status: string): ErrorCode[] {
  const schema = op.responses[status]?.content?.['application/json']?.schema;
  const narrowed = schema?.allOf?.find((part) => part.properties?.code?.enum)?.properties?.code?.enum;
  return (narrowed ?? []) as ErrorCode[];
}

/**
 * The operation's path with its parameters filled: `valid` names nothing that exists (a fresh UUID,
 * a name no record has); `malformed` is refused by the parameter's schema (not a UUID; a NUL).
 */
export function requestPath(op: WalkedOperation, kind: 'valid' | 'malformed'): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const uuid = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema.format === 'uuid';
    if (kind === 'malformed') return uuid ? 'not-a-uuid' : '%00';
    return uuid ? '00000000-0000-4000-8000-00000000f00d' : 'zzzz';
  });
}
