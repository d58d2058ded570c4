import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageDto } from '../../shared/page-dto';
import { settingsDto } from '../../shared/settings';
import { ticketDetailDto, ticketDto } from '../../shared/tickets/ticket-dto';
import { userDto } from '../../shared/users';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

async function document(): Promise<Document> {
  const response = await t.request('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

describe('GET /api/openapi.json', () => {
  it('documents every route of the app, as OpenAPI 3.1, without a session', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`),
    );
    const routed = t.app.routes
      .filter((r) => r.method !== 'ALL' && /^\/(api|webhooks)\//.test(r.path))
      .map((r) => `${r.method} ${r.path}`);
    const missing = [...new Set(routed)].filter((route) => !documented.includes(route));
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    expect(documented.filter((route) => !routed.includes(route))).toEqual([]);
  });

  it('describes tickets with the schema the presenter is typed by', async () => {
    const doc = await document();
    const created = doc.paths['/api/tickets']?.post?.responses['201'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(created.content['application/json'].schema.properties)).toEqual(
      Object.keys(ticketDto.shape),
    );
  });
});

describe('real answers match their documented schemas', () => {
  it('tickets, users and settings', async () => {
    const body = {
      description: 'Schermo rotto',
      customer_name: 'Mario Rossi',
      customer_email: 'mario@example.it',
      customer_phone: '+39 333 1234567',
      device_type: 'Smartphone',
      price: '129,90',
    };
    const created = await t.request('POST', '/api/tickets', { cookie: admin, body });
    const ticket = z.parse(z.strictObject(ticketDto.shape), await created.json());
    const detail = await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: admin });
    z.parse(z.strictObject(ticketDetailDto.shape), await detail.json());
    const list = await t.request('GET', '/api/tickets', { cookie: admin });
    z.parse(pageDto(z.strictObject(ticketDto.shape)), await list.json());
    const users = await t.request('GET', '/api/users', { cookie: admin });
    z.parse(pageDto(z.strictObject(userDto.shape)), await users.json());
    const settings = await t.request('GET', '/api/settings', { cookie: admin });
    z.parse(settingsDto, await settings.json());
  });
});
