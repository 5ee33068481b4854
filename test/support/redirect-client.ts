/**
 * A browser's part in a redirect round trip, for black-box tests: it keeps cookies per host (name
 * and value; expiry only as far as a cleared cookie goes) and follows redirects by hand, so a test
 * can stop where the trip reaches the web app, or tamper with a hop on the way.
 */
export class RedirectClient {
  private readonly jar = new Map<string, Map<string, string>>();

  /** Requests `url` with this client's cookies and keeps the ones it sets; never follows a redirect. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = this.jar.get(target.host);
    const headers = new Headers(init.headers);
    if (cookies && cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.keep(target.host, response.headers.getSetCookie());
    return response;
  }

  /**
   * Follows redirects from `url` until one leads to `stopAt` (a URL prefix) and answers that
   * location, without requesting it; or answers the first response that is not a redirect.
   */
  async follow(url: string, stopAt: string): Promise<{ location: string } | { response: Response }> {
    let next = url;
    for (let hop = 0; hop < 20; hop++) {
      if (next.startsWith(stopAt)) return { location: next };
      const response = await this.request(next);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response };
      await response.body?.cancel();
      next = new URL(location, next).href;
    }
    throw new Error(`more than 20 redirects from ${url}`);
  }

  /** Whether a cookie of this name is held for `host`. */
  has(host: string, name: string): boolean {
    return this.jar.get(host)?.has(name) ?? false;
  }

  private keep(host: string, setCookies: readonly string[]): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', attr = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attr) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(attr).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(host, cookies);
  }
}
