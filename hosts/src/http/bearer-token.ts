/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1): the scheme is
 * case-insensitive and separated by one or more spaces. Tokens are never read from the query string.
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
