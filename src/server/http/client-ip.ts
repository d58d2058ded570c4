import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * The client's address from the socket. X-Forwarded-For is read only when TRUST_PROXY is set,
 * and then its last entry: the one our own proxy appended, which a client cannot forge.
 */
export const clientIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  const socketIp = c.env?.incoming?.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  let ip = socketIp;
  if (c.get('deps').trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    ip = forwarded?.at(-1) ?? socketIp;
  }
  c.set('clientIp', ip);
  await next();
};
