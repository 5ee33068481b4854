import { ERROR_CATALOGUE } from '@metagame/contracts';

/**
 * What is wrong with an error answer, or null: every 4xx and 5xx the API sends is a JSON object with
 * a `detail` and a `code` from the error catalogue whose status is the answer's status. HEAD answers
 * carry no body.
 */
export function errorBodyProblem(
  method: string,
  status: number,
  contentType: string | null | undefined,
  text: string,
): string | null {
  if (status < 400 || method.toUpperCase() === 'HEAD') return null;
  if (!contentType?.startsWith('application/json')) return `a ${status} answered ${contentType ?? 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `a ${status} answered a body that is not JSON`;
  }
  if (typeof body !== 'object' || body === null || !('detail' in body)) return `a ${status} body has no detail`;
  const code = (body as { code?: unknown }).code;
  if (typeof code !== 'string') return `a ${status} body has no string code`;
  const entry = (ERROR_CATALOGUE as Readonly<Record<string, { status: number } | undefined>>)[code];
  if (!entry) return `a ${status} body carries ${code}, which the error catalogue does not list`;
  if (entry.status !== status)
    return `a ${status} body carries ${code}, which the catalogue answers with ${entry.status}`;
  return null;
}
