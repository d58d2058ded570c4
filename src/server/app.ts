import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loadSession } from './auth/session';
import { isTransientConflict } from './db/db-errors';
import { AppError, BUSY_MESSAGE } from './errors';
import { publicCors } from './features/public/public-cors';
import { bodyLimits } from './http/body-limits';
import { clientIp } from './http/client-ip';
import type { AppDeps, AppEnv } from './http/context';
import { originGuard } from './http/origin-guard';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountFeatures } from './http/server-feature';
import { mountWebApp } from './http/web-app';
import { SERVER_FEATURES } from './server-features';

/** The whole HTTP surface, built from its dependencies so tests can call app.request(). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(clientIp, securityHeaders, requestLog);
  // The public API answers any site and never reads or refreshes a session (public-cors.ts).
  app.use('/api/public/*', publicCors);
  // Every path, forms outside /api too; inside CORS, so the shop's website can read a refusal.
  app.use(bodyLimits);
  app.use('/api/*', originGuard(deps.publicUrl), (c, next) =>
    c.req.path.startsWith('/api/public/') ? next() : loadSession(c, next),
  );

  // Every route, each behind its own access gate (server-features.ts lists the manifests).
  mountFeatures(app, SERVER_FEATURES);
  app.all('/api/*', (c) =>
    c.json(new AppError(404, 'not_found', 'Risorsa non trovata').toBody(), 404),
  );
  // Server-rendered customer pages (docs/decisions/006), ahead of the SPA's fallback.
  for (const { base, pages } of SERVER_FEATURES.flatMap((feature) => feature.pages ?? []))
    app.route(base, pages(deps.webRoot));
  if (deps.webRoot) mountWebApp(app, deps.webRoot, loadSession);

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status;
      const message = status === 413 ? 'Richiesta troppo grande' : 'Richiesta non valida';
      return c.json(new AppError(status, 'bad_request', message).toBody(), status);
    }
    if (isTransientConflict(error)) {
      deps.logger.warn({ err: error, path: c.req.path }, 'transient database conflict');
      c.header('Retry-After', '1');
      return c.json(new AppError(503, 'busy', BUSY_MESSAGE).toBody(), 503);
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(
      new AppError(500, 'internal', 'Errore interno del server. Riprova.').toBody(),
      500,
    );
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
