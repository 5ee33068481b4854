import { errorBodyProblem } from './error-body-problem.js';
import { watchedApps } from './watched-apps.js';

/**
 * A vitest setup file: every `fetch` a test sends to an app under test (the typed client's too) has
 * its error answer checked for a `detail` and a catalogued `code` of the answer's status, so every
 * error any suite provokes is checked; a failure names the request.
 */
const GUARDED = Symbol.for('metagame.test.error-body-guard');
type GuardedFetch = typeof fetch & { [GUARDED]?: true };

// Test files share a worker's globals, and this file runs again before each: wrap fetch only once.
if (!(globalThis.fetch as GuardedFetch)[GUARDED]) installGuard();

function installGuard(): void {
  const unguarded = globalThis.fetch;
  const guarded: GuardedFetch = async (input, init) => {
    const response = await unguarded(input, init);
    const request = input instanceof Request ? input : null;
    const url = request?.url ?? String(input);
    if (response.status < 400 || !watchedApps.covers(url)) return response;
    const method = init?.method ?? request?.method ?? 'GET';
    const text = await response.clone().text();
    const problem = errorBodyProblem(method, response.status, response.headers.get('content-type'), text);
    if (problem) throw new Error(`${method} ${url}: ${problem}`);
    return response;
  };
  guarded[GUARDED] = true;
  globalThis.fetch = guarded;
}
