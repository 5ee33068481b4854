/**
 * One line for people from an API error body: its `detail`, with validation issues as `field: message`
 * (the field named as the form labels it when `labels` knows it).
 */
export function errorText(
  error: unknown,
  fallback = 'Something went wrong. Try again.',
  labels: Readonly<Record<string, string>> = {},
): string {
  if (error instanceof Error)
    return error.message === 'Failed to fetch' ? 'The server cannot be reached. Check your connection.' : error.message;
  if (!error || typeof error !== 'object' || !('detail' in error)) return fallback;
  const { detail } = error as { detail: unknown };
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((issue: { loc?: unknown[]; msg?: string }) => {
        const field = (issue.loc ?? [])
          .filter((part) => part !== 'body' && part !== 'query' && part !== 'path')
          .join('.');
        return field ? `${labels[field] ?? field}: ${issue.msg ?? ''}` : (issue.msg ?? '');
      })
      .join(' ');
  }
  return fallback;
}
