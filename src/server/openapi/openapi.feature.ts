import { route, type ServerFeature } from '../http/server-feature';
import { buildOpenApiDocument } from './openapi-document';

/**
 * The service's description of itself: health for monitors, the OpenAPI document for
 * integrators and the shop's own scripts. The document covers every feature, this one included,
 * so it is given the whole list (read at the first request, when the list is complete).
 */
export function openApiFeature(features: () => readonly ServerFeature[]): ServerFeature {
  const documents = new Map<string, unknown>();
  return {
    name: 'openapi',
    bases: ['/api/health', '/api/openapi.json'],
    tables: [],
    routes: [
      route({
        method: 'GET',
        path: '/api/health',
        summary: 'Stato del servizio e versione',
        access: 'public',
        handler: (c) => {
          const { dialect, storage, version } = c.get('deps');
          return c.json({ status: 'ok', database: dialect, storage: storage.driver, version });
        },
      }),
      route({
        method: 'GET',
        path: '/api/openapi.json',
        summary: 'Questo documento (OpenAPI 3.1)',
        access: 'public',
        handler: (c) => {
          const { version } = c.get('deps');
          if (!documents.has(version))
            documents.set(version, buildOpenApiDocument(features(), version));
          return c.json(documents.get(version));
        },
      }),
    ],
  };
}
