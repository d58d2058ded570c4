import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { type AccessLevel, mountFeatures, route, type ServerFeature } from './server-feature';

const ok = route({
  method: 'GET',
  path: '/api/planted',
  summary: 'Piantato',
  access: 'public',
  handler: (c) => c.json({ ok: true }),
});

function feature(name: string, routes: ServerFeature['routes']): ServerFeature {
  return { name, bases: ['/api/planted'], tables: [], routes };
}

describe('mountFeatures', () => {
  it('refuses to start on a planted route that declares no access level', () => {
    const planted = route({
      method: 'POST',
      path: '/api/planted',
      summary: 'Senza accesso',
      access: undefined as unknown as AccessLevel,
      handler: (c) => c.json({}),
    });
    expect(() => mountFeatures(new Hono<AppEnv>(), [feature('planted', [planted])])).toThrow(
      'planted: POST /api/planted declares no access level',
    );
  });

  it('refuses two features answering the same route, and a route outside its bases', () => {
    expect(() =>
      mountFeatures(new Hono<AppEnv>(), [feature('a', [ok]), feature('b', [ok])]),
    ).toThrow('GET /api/planted is declared by both a and b');
    const stray = { name: 'stray', bases: ['/api/elsewhere'], tables: [], routes: [ok] };
    expect(() => mountFeatures(new Hono<AppEnv>(), [stray])).toThrow(
      'stray: GET /api/planted is outside /api/elsewhere',
    );
  });

  it('mounts each route with its own gate, whatever came before it', async () => {
    const staffOnly = route({
      method: 'GET',
      path: '/api/planted/:id/staff',
      summary: 'Solo personale',
      access: 'staff',
      handler: (c) => c.json({}),
    });
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('session', null);
      await next();
    });
    app.onError((error, c) => c.json({}, (error as { status?: 401 }).status ?? 500));
    mountFeatures(app, [feature('gated', [staffOnly]), feature('open', [ok])]);
    expect((await app.request('/api/planted')).status).toBe(200);
    expect((await app.request('/api/planted/1/staff')).status).toBe(401);
  });
});
