import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

/**
 * CSP without inline scripts (the theme script is a file), no framing, no MIME sniffing.
 * Images may come from https: because the shop's logo is a URL of its choice. 'wasm-unsafe-eval'
 * lets the barcode decoder compile its WebAssembly (served by the app, decision 030); it allows
 * no JavaScript eval.
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
});

const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await headers(c, next);
  const forwardedHttps = c.get('deps').trustProxy && c.req.header('x-forwarded-proto') === 'https';
  if (c.req.url.startsWith('https:') || forwardedHttps) {
    c.res.headers.set('Strict-Transport-Security', HSTS);
  }
  // The shop's logo is shown by e-mails, read in webmail on other sites.
  if (c.req.path.startsWith('/api/public/logo/')) {
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  }
  // API answers are not cached, unless a route chose otherwise (attachments: private, 1 hour).
  if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
};
