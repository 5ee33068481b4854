/**
 * The base URLs of the apps under test in this worker, whose error answers the error-body guard
 * checks; the upstream fakes those apps call are not watched. Kept on globalThis so the setup file
 * and the suites share one set whatever module instance each imports.
 */
const urls: Set<string> = ((globalThis as Record<symbol, unknown>)[Symbol.for('metagame.test.watched-apps')] ??=
  new Set<string>()) as Set<string>;

export const watchedApps = {
  watch: (baseUrl: string): void => void urls.add(baseUrl),
  unwatch: (baseUrl: string): void => void urls.delete(baseUrl),
  covers: (url: string): boolean => [...urls].some((base) => url.startsWith(`${base}/`)),
};
