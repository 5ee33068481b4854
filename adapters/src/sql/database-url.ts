/** Where the data lives, parsed from DATABASE_URL (`sqlite:<path>`, `sqlite::memory:` or `postgresql://…`). */
export type DatabaseTarget =
  | { readonly kind: 'sqlite'; readonly path: string }
  | { readonly kind: 'postgresql'; readonly url: string; readonly dbName: string };

export function parseDatabaseUrl(url: string): DatabaseTarget | null {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return path ? { kind: 'sqlite', path } : null;
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      const parsed = new URL(url);
      const dbName = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
      return dbName ? { kind: 'postgresql', url, dbName } : null;
    } catch {
      return null;
    }
  }
  return null;
}
