import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** One JSON line per API request: path without query (a setup token may be there), no bodies. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  if (!c.req.path.startsWith('/api/')) return;
  c.get('deps').logger.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      ip: c.get('clientIp'),
      user: c.get('session')?.user.id,
    },
    'request',
  );
};
