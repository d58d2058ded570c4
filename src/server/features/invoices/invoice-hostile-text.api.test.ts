import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { PRIVATE_PERSON, post, putShop, SHOP, validateFattura, xmlOf } from './invoices-test-kit';

/**
 * A property: whatever text the app accepts, the invoice issued from it is a valid file. Names,
 * addresses, the shop's data and the lines are drawn from characters the XML cannot carry as
 * typed (controls, invisible characters, other scripts, markup), with a fixed seed so that a
 * failure repeats. Each step is accepted or refused with a 4xx naming the field; an invoice
 * issued is valid against the schema and has no empty element.
 */
const ALPHABET = [
  '\u200b',
  '\u0007',
  '\u0085',
  '\ufeff',
  '\u202e',
  '\u2028',
  '\u00ad',
  '\u0301',
  '王',
  '小',
  'Α',
  'λ',
  'Ж',
  'ł',
  '€',
  '’',
  '😀',
  '&',
  '<',
  '"',
  ' ',
  '\n',
  '\t',
  'a',
  'Z',
  'é',
];

/** mulberry32: a small seeded generator, so every run draws the same strings. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const ROUNDS = 40;

describe('hostile text', () => {
  it('every invoice issued from accepted data validates against the schema', async () => {
    const random = generator(20261203);
    const text = (max = 8) =>
      Array.from(
        { length: Math.floor(random() * max) },
        () => ALPHABET[Math.floor(random() * ALPHABET.length)],
      ).join('');
    const expectClientError = async (response: Response, allowed: number[]) => {
      expect(allowed, await response.clone().text()).toContain(response.status);
      if (response.status >= 400) expect((await errorBody(response)).error.message).toBeTruthy();
      return response.status < 400;
    };
    let issued = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const shop = await t.request('PUT', '/api/settings/invoicing', {
        cookie: t.cookie,
        body: { ...SHOP, company_name: `Rossi ${text()}`, street: text(), city: text() },
      });
      if (!(await expectClientError(shop, [200, 400]))) await putShop(t, t.cookie);
      const customer = await post(t, '/api/customers', {
        ...PRIVATE_PERSON,
        first_name: text(),
        last_name: text(),
        street: `${text()} 1`,
        city: text(),
      });
      if (!(await expectClientError(customer, [201, 400]))) continue;
      const { id: customer_id } = await readJson<{ id: string }>(customer);
      const draft = await post(t, '/api/invoices', {
        customer_id,
        notes: text(20),
        lines: [{ description: text(), unit_price: 10 }],
      });
      if (!(await expectClientError(draft, [201, 400]))) continue;
      const { id } = await readJson<{ id: string }>(draft);
      const issue = await post(t, `/api/invoices/${id}/issue`);
      if (!(await expectClientError(issue, [200, 422]))) continue;
      issued++;
      const { xml } = await xmlOf(t, id);
      expect((await validateFattura(xml)).errors, xml).toEqual([]);
      expect(xml, xml).not.toMatch(/<(\w+)><\/\1>/);
    }
    // Not a property of nothing: most rounds get as far as a file.
    expect(issued).toBeGreaterThan(ROUNDS / 4);
  });
});
