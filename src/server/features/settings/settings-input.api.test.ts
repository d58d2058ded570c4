import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTING_LABELS, settingSaveFailedMessage } from '../../../shared/settings';
import { appFor, formData, freshIp, VALID_FORM } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What a shop owner typed the first day — Italian decimals, empty terms, messages. */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; details: { fieldErrors: Record<string, string[]> } } };

const put = (values: Record<string, string>) =>
  t.request('PUT', '/api/settings', { cookie, body: { values } });
const saved = async () =>
  (
    (await (await t.request('GET', '/api/settings', { cookie })).json()) as {
      values: Record<string, string>;
    }
  ).values;

describe('percentages typed the Italian way', () => {
  it('reads 10,5 as ten and a half, not 105', async () => {
    expect(
      (await put({ default_vat_rate: '10,5', pcbuild_default_margin_percentage: '7.5' })).status,
    ).toBe(200);
    expect(await saved()).toMatchObject({
      default_vat_rate: '10.5',
      pcbuild_default_margin_percentage: '7.5',
    });
  });

  it.each(['12,34,5', '1.2.3', 'dieci', '100,5', '10,55'])(
    'refuses %j with the field message and keeps the stored value',
    async (typed) => {
      const before = (await saved()).default_margin_percentage;
      const response = await put({ default_margin_percentage: typed });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.details.fieldErrors.default_margin_percentage).toEqual([
        'Inserisci un numero tra 0 e 100 (passo 0,1)',
      ]);
      expect((await saved()).default_margin_percentage).toBe(before);
    },
  );
});

describe('terms and conditions can be cleared', () => {
  it('saves an empty text, and the public form then asks for no acceptance', async () => {
    expect((await put({ terms_and_conditions: 'Il cliente accetta le condizioni.' })).status).toBe(
      200,
    );
    const withTerms = await (await t.app.request('http://localhost/public/tickets/new')).text();
    expect(withTerms).toContain('name="terms_accepted"');

    expect((await put({ terms_and_conditions: '  ' })).status).toBe(200);
    expect((await saved()).terms_and_conditions).toBe('');
    const withoutTerms = await (await t.app.request('http://localhost/public/tickets/new')).text();
    expect(withoutTerms).not.toContain('name="terms_accepted"');

    // Without terms a submission that accepted nothing is taken.
    const submit = appFor(t);
    const response = await submit('/api/public/tickets', {
      method: 'POST',
      body: formData(VALID_FORM),
      ip: freshIp(),
    });
    expect(response.status).toBe(201);
  });
});

describe('messages name settings by their label, never by their key', () => {
  const snakeCase = /\b[a-z]+_[a-z0-9_]+\b/;

  it.each(SETTING_KEYS)('a refused %s is reported with its label', async (key) => {
    // Longer than any text setting allows, and no valid flag, number, URL or id.
    const response = await put({ [key]: 'x'.repeat(25_000) });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.message).toBe(settingSaveFailedMessage(key));
    expect(error.message).toContain(SETTING_LABELS[key]);
    expect(error.message).not.toMatch(snakeCase);
    for (const message of error.details.fieldErrors[key] ?? [])
      expect(message).not.toMatch(snakeCase);
  });
});
