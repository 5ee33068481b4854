/**
 * Content-Security-Policy of the two HTML surfaces the host serves (the API reference at /docs and
 * the web app at /app). The JSON API keeps helmet's `default-src 'none'`; these pages get only what
 * they load: scripts, styles, images and fonts from this origin (no CDN, no inline script, no eval),
 * fetches to this origin, no frames, no plugins. `data:` images are the icons swagger-ui's and
 * Mantine's stylesheets embed.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Revalidate on every use: HTML that names the current hashed assets. */
export const REVALIDATE = 'no-cache';
