import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A day, a month or a year, by the names the API gives them (`from`, `to`, `date`, `*_date`…). */
const kindOf = (name: string): 'day' | 'month' | 'year' | undefined => {
  if (/^(from|to|date)$|_date$/.test(name)) return 'day';
  if (name === 'month') return 'month';
  if (name === 'year') return 'year';
  return undefined;
};

/** Years the calendar arithmetic, JavaScript's Date and PostgreSQL's date each get wrong. */
const ABSURD = {
  day: ['0000-01-01', '0001-01-01', '0099-12-31', '9999-12-31', '-0001-01-01', '+010000-01-01'],
  month: ['0000-01', '0001-01', '9999-12'],
  year: ['0', '1', '9999'],
};

interface DateParameter {
  method: string;
  path: string;
  where: 'query' | 'body';
  name: string;
  kind: 'day' | 'month' | 'year';
}

function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(bodyFields);
  return [...Object.keys(schema.properties ?? {}), ...nested];
}

/** Every date parameter the OpenAPI document declares, query and JSON body. */
async function dateParameters(): Promise<DateParameter[]> {
  const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const found: DateParameter[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    // Validation comes before the lookup, so any id will do.
    const path = template.replaceAll(/\{\w+\}/g, crypto.randomUUID());
    for (const [method, operation] of Object.entries(methods)) {
      const add = (where: 'query' | 'body', name: string) => {
        const kind = kindOf(name);
        if (kind) found.push({ method: method.toUpperCase(), path, where, name, kind });
      };
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query') add('query', parameter.name);
      const json = operation.requestBody?.content['application/json']?.schema;
      for (const name of new Set(bodyFields(json))) add('body', name);
    }
  }
  return found;
}

async function send(parameter: DateParameter, value: string) {
  const { method, path, where, name } = parameter;
  const url = where === 'query' ? `${path}?${new URLSearchParams({ [name]: value })}` : path;
  const body = where === 'body' ? { [name]: value } : undefined;
  return t.request(method, url, { cookie: admin, body });
}

/** The Italian message the 400 gives the field; '' for any other answer (a CSV, a 500). */
function fieldMessage(text: string, field: string): string {
  try {
    const body = JSON.parse(text) as {
      error?: { details?: { fieldErrors?: Record<string, string[]> } };
    };
    return body.error?.details?.fieldErrors?.[field]?.[0] ?? '';
  } catch {
    return '';
  }
}

describe('every date parameter of the API', () => {
  it('refuses years no shop lives in with 400 and an Italian message naming the field', async () => {
    const parameters = await dateParameters();
    const named = parameters.map((p) => `${p.method} ${p.path.split('?')[0]} ${p.name}`);
    for (const expected of ['/api/reports/money from', '/api/reports/parts to', 'daily date'])
      expect(named.some((entry) => entry.endsWith(expected))).toBe(true);

    const wrong: string[] = [];
    for (const parameter of parameters)
      for (const value of ABSURD[parameter.kind]) {
        const response = await send(parameter, value);
        const text = await response.text();
        const message = fieldMessage(text, parameter.name);
        // zod's own messages are English ("Invalid input", "expected string"): ours are not.
        const italian = /^[A-ZÈ]/.test(message) && !/invalid|expected|received/i.test(message);
        if (response.status !== 400 || !italian)
          wrong.push(
            `${parameter.method} ${parameter.path} ${parameter.name}=${value}: ${response.status} ${text.slice(0, 120)}`,
          );
      }
    expect(wrong).toEqual([]);
  });

  it('answers the reports and the cash count at the first and last day it accepts', async () => {
    const status = async (url: string) => (await t.request('GET', url, { cookie: admin })).status;
    for (const [from, to] of [
      ['1900-01-01', '1900-12-31'],
      ['2999-01-01', '2999-12-31'],
    ]) {
      for (const report of ['money', 'parts', 'repairs'])
        expect(await status(`/api/reports/${report}?from=${from}&to=${to}`)).toBe(200);
      for (const day of [from, to])
        expect(await status(`/api/payments/daily?date=${day}`)).toBe(200);
    }
  });
});
