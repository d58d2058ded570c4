import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/auth.routes';
import { loadSession, mustEnrolTwoFactor, requireSession, sessionOf } from './auth/session';
import { isTransientConflict } from './db/db-errors';
import { AppError, BUSY_MESSAGE } from './errors';
import { attachmentsRoutes } from './features/attachments/attachments.routes';
import { backupsRoutes } from './features/backups/backups.routes';
import { labelsRoutes } from './features/labels/labels.routes';
import { logoAdminRoutes, logoPublicRoutes } from './features/logo/logo.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { pcBuildsRoutes } from './features/pc-builds/pc-builds.routes';
import { inventoryRoutes } from './features/products/inventory.routes';
import { productsRoutes } from './features/products/products.routes';
import { ticketPartsRoutes } from './features/products/ticket-parts.routes';
import { privacyPageRoutes } from './features/public/privacy-page.routes';
import { publicApiRoutes } from './features/public/public-api.routes';
import { publicCors } from './features/public/public-cors';
import { publicPageRoutes } from './features/public/public-pages.routes';
import { publicPcBuildPageRoutes } from './features/public/public-pc-build-pages.routes';
import { publicQuotePageRoutes } from './features/public/public-quote-pages.routes';
import { limitLookups } from './features/public/public-responses';
import { quotesRoutes } from './features/quotes/quotes.routes';
import { mailServerRoutes } from './features/settings/mail-server.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { setupRoutes } from './features/setup/setup.routes';
import { suppliersRoutes } from './features/suppliers/suppliers.routes';
import { tasksRoutes } from './features/tasks/tasks.routes';
import {
  customersRoutes,
  customerTicketsRoutes,
  dashboardRoutes,
} from './features/tickets/counter.routes';
import { ticketsRoutes } from './features/tickets/tickets.routes';
import { usersRoutes } from './features/users/users.routes';
import { workLogsRoutes } from './features/work-logs/work-logs.routes';
import { workTypesRoutes } from './features/work-types/work-types.routes';
import { bodyLimits } from './http/body-limits';
import { clientIp } from './http/client-ip';
import type { AppDeps, AppEnv } from './http/context';
import { originGuard } from './http/origin-guard';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountWebApp } from './http/web-app';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { phoneCountryOptions } from './phone/international-phone';

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

  app.get('/api/health', (c) =>
    c.json({
      status: 'ok',
      database: deps.dialect,
      storage: deps.storage.driver,
      version: deps.version,
    }),
  );
  // Built once: the documented API (API_OPERATIONS), for integrators and the shop's own scripts.
  const openApi = buildOpenApiDocument(deps.version);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.route('/api/auth', authRoutes());
  app.get('/api/me', requireSession({ allowMissingTwoFactor: true }), async (c) => {
    const { user } = sessionOf(c);
    return c.json({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      two_factor_enabled: user.twoFactorEnabled,
      two_factor_required: await mustEnrolTwoFactor(deps.db, sessionOf(c)),
    });
  });
  // The staff phone field's countries (Italian names, calling codes): no metadata in the browser.
  app.get('/api/phone-countries', requireSession(), (c) => c.json(phoneCountryOptions()));
  // Public: the login page asks whether any account exists yet.
  app.get('/api/setup', limitLookups);
  app.route('/api/setup', setupRoutes());
  app.route('/api/users', usersRoutes());
  app.route('/api/settings/logo', logoAdminRoutes());
  app.route('/api/settings/mail-server', mailServerRoutes());
  app.route('/api/settings', settingsRoutes());
  app.route('/api/backups', backupsRoutes());
  app.route('/api/suppliers', suppliersRoutes());
  app.route('/api/brands', labelsRoutes('brands'));
  app.route('/api/categories', labelsRoutes('categories'));
  app.route('/api/products', productsRoutes());
  app.route('/api/quotes', quotesRoutes());
  app.route('/api/pc-builds', pcBuildsRoutes());
  app.route('/api/inventory', inventoryRoutes());
  app.route('/api/work-types', workTypesRoutes());
  app.route('/api/work-logs', workLogsRoutes());
  app.route('/api/tasks', tasksRoutes());
  // Before any tickets router: POST /api/tickets/old-check lives here (also /api/settings/test-email).
  app.route('/api', notificationsRoutes());
  app.route('/api/outbox', outboxRoutes());
  app.route('/api/public/logo', logoPublicRoutes());
  app.route('/api/public', publicApiRoutes());
  app.route('/api/tickets', ticketsRoutes());
  // Before the parts' routes, whose staff gate covers every /api/tickets path after them.
  app.route('/api/tickets', customerTicketsRoutes());
  app.route('/api/tickets', ticketPartsRoutes());
  app.route('/api/customers', customersRoutes());
  app.route('/api/dashboard', dashboardRoutes());
  app.route('/api/attachments', attachmentsRoutes());

  app.all('/api/*', (c) =>
    c.json(new AppError(404, 'not_found', 'Risorsa non trovata').toBody(), 404),
  );
  // Server-rendered customer pages (docs/decisions/006), ahead of the SPA's fallback.
  app.route('/public/tickets', publicPageRoutes(deps.webRoot));
  app.route('/public/privacy', privacyPageRoutes(deps.webRoot));
  app.route('/public/quotes', publicQuotePageRoutes(deps.webRoot));
  app.route('/public/pc-build', publicPcBuildPageRoutes(deps.webRoot));
  if (deps.webRoot) mountWebApp(app, deps.webRoot);

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
