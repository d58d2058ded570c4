import { describe, expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { SDI_CORRECTION } from '../../test/sdi-correction';
import { readJson, type StaffApp } from '../../test/staff-test-kit';
import {
  issuedInvoice,
  journeyOf,
  nextOutcome,
  sendAndSettle,
  shopOnSimulatorForFile,
} from './sdi-test-kit';

/** *Correggi e reinvia*: the customer's and the payment data reopened on a scartata invoice. */
let t: StaffApp;
let simulator: SdiSimulator;
shopOnSimulatorForFile((shop) => {
  ({ t, simulator } = shop);
});

const resend = (id: string, body: unknown) =>
  t.request('POST', `/api/invoices/${id}/resend`, { cookie: t.cookie, body });

async function rejected() {
  const id = await issuedInvoice(t);
  await nextOutcome(simulator, 'NS', [{ code: '00427', description: 'CodiceDestinatario errato' }]);
  expect((await sendAndSettle(t, id)).status).toBe('scartata');
  return id;
}

const sentFile = async (id: string, sendId: string | undefined) =>
  (await t.request('GET', `/api/invoices/${id}/sdi-files/${sendId}`, { cookie: t.cookie })).text();

describe('Correggi e reinvia', () => {
  it('sends the corrected customer and payment data with the same number and date', async () => {
    const id = await rejected();
    const customerBefore = await t.db.selectFrom('customers').selectAll().execute();
    const response = await resend(id, SDI_CORRECTION);
    expect(response.status, await response.clone().text()).toBe(202);
    const journey = await journeyOf(t, id);
    expect(journey.sends.map((s) => s.state)).toEqual(['scartata', 'inviata']);
    const [first, second] = [
      await sentFile(id, journey.sends[0]?.id),
      await sentFile(id, journey.sends[1]?.id),
    ];
    expect(second).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(second).toContain('<Indirizzo>Via Cavour 5</Indirizzo>');
    expect(second).toContain(
      '<ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>2099-01-31</DataScadenzaPagamento>',
    );
    expect(second).toContain('<IBAN>IT60X0542811101000000123457</IBAN>');
    const numberAndDate = (xml: string) => /<Data>.*?<\/Numero>/s.exec(xml)?.[0];
    expect(numberAndDate(second)).toBe(numberAndDate(first));
    expect(first).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    // The invoice's own copy changed; the customer's record did not.
    const invoice = await readJson<{ customer_street: string; customer_sdi_code: string }>(
      await t.request('GET', `/api/invoices/${id}`, { cookie: t.cookie }),
    );
    expect(invoice).toMatchObject({
      customer_street: 'Via Cavour 5',
      customer_sdi_code: 'M5UXCR1',
    });
    expect(await t.db.selectFrom('customers').selectAll().execute()).toEqual(customerBefore);
    const xml = await t.request('GET', `/api/invoices/${id}/xml`, { cookie: t.cookie });
    expect(await xml.text()).toBe(second);
  });

  it('refuses a correction that leaves the customer incomplete, and sends nothing', async () => {
    const id = await rejected();
    const response = await resend(id, { ...SDI_CORRECTION, customer_street: '  ' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('indirizzo');
    expect((await journeyOf(t, id)).sends).toHaveLength(1);
  });

  it('refuses a bank transfer without IBAN, and an invoice the SDI did not reject', async () => {
    const id = await rejected();
    const noIban = await resend(id, { ...SDI_CORRECTION, iban: '' });
    expect(noIban.status).toBe(422);
    expect(await noIban.text()).toContain('IBAN');
    const unsent = await issuedInvoice(t);
    const notRejected = await resend(unsent, SDI_CORRECTION);
    expect(notRejected.status).toBe(409);
    expect(await notRejected.text()).toContain('solo una fattura scartata');
  });

  it('reopens the kind and the country: a person corrected into a German company', async () => {
    const id = await rejected();
    const company = {
      ...SDI_CORRECTION,
      customer_kind: 'azienda',
      customer_country: ' de ',
      customer_company_name: 'Rossi Technik GmbH',
      customer_vat_number: 'DE123456789',
      customer_tax_code: null,
      customer_postal_code: '10115',
      customer_city: 'Berlin',
      customer_province: null,
    };
    const response = await resend(id, company);
    expect(response.status, await response.clone().text()).toBe(202);
    const second = await sentFile(id, (await journeyOf(t, id)).sends[1]?.id);
    expect(second).toContain(
      '<IdFiscaleIVA><IdPaese>DE</IdPaese><IdCodice>123456789</IdCodice></IdFiscaleIVA>',
    );
    expect(second).toContain('<Denominazione>Rossi Technik GmbH</Denominazione>');
    expect(second).toContain('<Nazione>DE</Nazione>');
    expect(second).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    const invoice = await readJson<{ customer_kind: string; customer_country: string }>(
      await t.request('GET', `/api/invoices/${id}`, { cookie: t.cookie }),
    );
    expect(invoice).toMatchObject({ customer_kind: 'azienda', customer_country: 'DE' });
  });

  it('checks kind and country by the customer form rules (400, as a form), and sends nothing', async () => {
    const id = await rejected();
    const refusals = [
      [{ customer_kind: 'pa' }, 'Tipo di cliente non valido'],
      [{ customer_country: 'Italia' }, 'Paese non valido'],
      [{ customer_kind: 'azienda' }, 'La ragione sociale è obbligatoria'],
      [
        {
          customer_kind: 'azienda',
          customer_company_name: 'Rossi Srl',
          customer_vat_number: '02345678905',
        },
        'Partita IVA non valida',
      ],
    ] as const;
    for (const [change, message] of refusals) {
      const response = await resend(id, { ...SDI_CORRECTION, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await journeyOf(t, id)).sends).toHaveLength(1);
  });
});
