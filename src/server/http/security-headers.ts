import { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * CSP without inline scripts (the theme script is a file), no framing, no MIME sniffing.
 * Images may come from https: because the shop's logo is a URL of its choice. 'wasm-unsafe-eval'
 * lets the barcode decoder compile its WebAssembly (served by the app, decision 030); it allows
 * no JavaScript eval.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What every answer carries: hono's secureHeaders set, with our CSP, framing and referrer. */
const EVERY_ANSWER: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
];
const SAME_ORIGIN = ['Cross-Origin-Resource-Policy', 'same-origin'] as const;
// The shop's logo is shown by e-mails, read in webmail on other sites.
const CROSS_ORIGIN = ['Cross-Origin-Resource-Policy', 'cross-origin'] as const;
const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;
// API answers are not cached, unless a route chose otherwise (attachments: private, 1 hour).
const NO_STORE = ['Cache-Control', 'no-store'] as const;

/**
 * The security headers, a route's own value of any of them winning. Under the Node server they
 * go on the socket's response before the route runs, so an answer keeps its plain headers object
 * all the way to the one write (building a Fetch `Headers` for a dozen more fields cost more than
 * the rest of the middleware chain: bench/results/profile.md); under app.request() (tests) they
 * are added to the answer.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  const forwardedHttps = c.get('deps').trustProxy && c.req.header('x-forwarded-proto') === 'https';
  const extra = [
    path.startsWith('/api/public/logo/') ? CROSS_ORIGIN : SAME_ORIGIN,
    ...(c.req.url.startsWith('https:') || forwardedHttps ? [HSTS] : []),
    ...(path.startsWith('/api/') ? [NO_STORE] : []),
  ];
  const outgoing = c.env?.outgoing;
  if (outgoing instanceof ServerResponse) {
    // writeHead() later merges the route's own headers over these.
    for (const [name, value] of EVERY_ANSWER) outgoing.setHeader(name, value);
    for (const [name, value] of extra) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  const headers = c.res.headers;
  for (const [name, value] of [...EVERY_ANSWER, ...extra])
    if (!headers.has(name)) headers.set(name, value);
};
