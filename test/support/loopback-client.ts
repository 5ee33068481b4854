import { request } from 'node:http';
import { errorBodyProblem } from './error-body-problem.js';
import { watchedApps } from './watched-apps.js';

export interface LoopbackResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

/**
 * One HTTP request sent from a chosen loopback address. Linux routes all of 127.0.0.0/8 to the
 * loopback interface, so binding the client socket to 127.0.0.2, 127.0.0.3, … makes each look like
 * a different client to a server on 127.0.0.1 (its `req.ip`, with TRUST_PROXY off).
 */
export function sendFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text
          }
          const method = options.method ?? 'GET';
          const problem = watchedApps.covers(url)
            ? errorBodyProblem(method, res.statusCode ?? 0, res.headers['content-type'], text)
            : null;
          if (problem) reject(new Error(`${method} ${url}: ${problem}`));
          else resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POST /api/v1/auth/token from `localAddress`, optionally carrying a cookie header. */
export const loginFrom = (localAddress: string, baseUrl: string, username: string, password: string, cookie?: string) =>
  sendFrom(localAddress, `${baseUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ username, password }).toString(),
  });

/** The `name=value` part of a Set-Cookie header the response carried for `name`, if any. */
export function cookieFrom(response: LoopbackResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
}
