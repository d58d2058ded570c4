import type { $ZodType } from 'zod/v4/core';
import { toJSONSchema } from 'zod/v4/core';
import { documentedAccess, type ServerFeature, type ServerRoute } from '../http/server-feature';

type JsonSchema = Record<string, unknown>;

/** A zod schema as the JSON Schema (draft 2020-12) OpenAPI 3.1 uses; transforms read as "any". */
function jsonSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ERROR_BODY = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: 'In italiano, da mostrare alla persona' },
        details: { type: 'object' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

/** `/api/tickets/:id` → `/api/tickets/{id}` and its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  return { path: path.replaceAll(/:(\w+)/g, '{$1}'), params };
}

function queryParameters(schema: $ZodType) {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
}

function operation(key: string, op: ServerRoute, params: string[]) {
  const access = documentedAccess(op.access);
  const status = String(op.status ?? 200);
  const success =
    op.response === undefined
      ? { description: 'OK' }
      : {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
        };
  const body = op.body
    ? { content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } }
    : op.multipart
      ? { content: { 'multipart/form-data': { schema: { type: 'object' } } } }
      : undefined;
  return {
    operationId: key.replaceAll(/[^A-Za-z0-9]+/g, '_'),
    summary: op.summary,
    'x-sportello-access': access,
    ...(access === 'public' ? { security: [] } : {}),
    parameters: [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(op.query ? queryParameters(op.query) : []),
    ],
    ...(body ? { requestBody: { required: true, ...body } } : {}),
    responses: {
      [status]: success,
      default: {
        description: 'Errore, con un messaggio in italiano',
        content: { 'application/json': { schema: ERROR_BODY } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, built from the features' routes. */
export function buildOpenApiDocument(features: readonly ServerFeature[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of features.flatMap((feature) => feature.routes)) {
    const { path, params } = openApiPath(op.path);
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = operation(`${op.method} ${op.path}`, op, params);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sportello API',
      version,
      description:
        'API del gestionale Sportello. Le richieste con sessione usano il cookie di accesso; ' +
        'x-sportello-access dice chi può chiamare ogni operazione (public, session, staff, admin).',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sportello.session_token' },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
