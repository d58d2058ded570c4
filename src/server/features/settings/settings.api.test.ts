import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PCBUILD_DEFAULT_NOTES } from '../../../shared/settings';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn((await t.addUser('admin')).email);
});
afterAll(() => t.close());

type Values = { values: Record<string, string> };
type ErrorBody = { error: { message: string; details: { fieldErrors: Record<string, string[]> } } };

describe('e-mail links', () => {
  it('tells the admin where customer e-mail links point and whether PUBLIC_URL is set', async () => {
    const response = await t.request('GET', '/api/settings/email-links', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ origin: 'http://localhost', public_url_set: false });
    const employee = await t.signIn((await t.addUser('employee')).email);
    const refused = await t.request('GET', '/api/settings/email-links', { cookie: employee });
    expect(refused.status).toBe(403);
  });
});

describe('settings API', () => {
  it("returns the seed's defaults before anything is saved", async () => {
    const { values } = (await (
      await t.request('GET', '/api/settings', { cookie })
    ).json()) as Values;
    expect(values).toMatchObject({
      email_new_ticket: 'true',
      email_status_change: 'true',
      email_admin_old_tickets: 'true',
      email_admin_old_tickets_days: '7',
      default_vat_rate: '22',
      default_margin_percentage: '30',
      pcbuild_default_vat_rate: '22',
      pcbuild_default_margin_percentage: '30',
      pcbuild_default_notes: PCBUILD_DEFAULT_NOTES,
      auth_require_two_factor: 'false',
    });
  });

  it('saves valid values and reads them back', async () => {
    const response = await t.request('PUT', '/api/settings', {
      cookie,
      body: {
        values: {
          default_vat_rate: '10.5',
          email_admin_address: 'capo@negozio.it',
          logo_url: 'https://negozio.it/logo.png',
        },
      },
    });
    expect(response.status).toBe(200);
    const { values } = (await (
      await t.request('GET', '/api/settings', { cookie })
    ).json()) as Values;
    expect(values).toMatchObject({
      default_vat_rate: '10.5',
      email_admin_address: 'capo@negozio.it',
    });
  });

  it('refuses the whole change when one value is bad, naming the key', async () => {
    const response = await t.request('PUT', '/api/settings', {
      cookie,
      body: {
        values: {
          default_margin_percentage: '45',
          email_admin_old_tickets_days: '0',
          logo_url: 'non è un url',
          default_vat_rate: '100.25',
          segreto: 'x',
        },
      },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.message).toBe("Impossibile salvare l'impostazione «Giorni prima dell'avviso»");
    expect(error.details.fieldErrors).toEqual({
      email_admin_old_tickets_days: ['Il numero di giorni deve essere almeno 1'],
      logo_url: ['Il logo deve essere un URL'],
      default_vat_rate: ['Inserisci un numero tra 0 e 100 (passo 0,1)'],
      segreto: ['Impostazione sconosciuta'],
    });
    const { values } = (await (
      await t.request('GET', '/api/settings', { cookie })
    ).json()) as Values;
    expect(values.default_margin_percentage).toBe('30');
  });

  it("checks the shop's P.IVA digit and WhatsApp number, and stores the P.IVA normalized", async () => {
    const bad = await t.request('PUT', '/api/settings', {
      cookie,
      body: { values: { shop_vat_number: '00743110158', shop_whatsapp: 'chiamami' } },
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as ErrorBody;
    expect(error.message).toBe("Impossibile salvare l'impostazione «Partita IVA del negozio»");
    expect(Object.keys(error.details.fieldErrors)).toEqual(['shop_vat_number', 'shop_whatsapp']);

    const good = await t.request('PUT', '/api/settings', {
      cookie,
      body: { values: { shop_vat_number: 'it 007.431.101-57', shop_whatsapp: '+39 333 123 4567' } },
    });
    expect(good.status).toBe(200);
    const { values } = (await (
      await t.request('GET', '/api/settings', { cookie })
    ).json()) as Values;
    expect(values).toMatchObject({
      shop_vat_number: 'IT00743110157',
      shop_whatsapp: '+39 333 123 4567',
    });
  });

  it('shows non-admins the seed message', async () => {
    const employee = await t.signIn((await t.addUser('employee')).email);
    const response = await t.request('GET', '/api/settings', { cookie: employee });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      'Accesso negato. Solo gli amministratori possono accedere alle impostazioni.',
    );
  });
});
