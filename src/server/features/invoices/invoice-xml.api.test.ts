import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  COMPANY,
  FOREIGN,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
  sampleFile,
  validateFattura,
  xmlOf,
} from './invoices-test-kit';

/**
 * Every kind of XML the app writes, validated against the official FPR12 v1.2.3 schema (xmllint
 * in WebAssembly), with the amount rules the schema cannot see checked on the same files.
 */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
const one = (xml: string, tag: string) => all(xml, tag)[0];
const cents = (text: string | undefined) => Math.round(Number(text) * 100);

/**
 * ImponibileImporto = Σ PrezzoTotale per rate, Imposta = its VAT, total = taxable + VAT: a charged
 * stamp duty is a line of its own, a borne one is in no line and no total.
 */
function checkAmounts(xml: string, invoice: InvoiceDto) {
  const lines = [...xml.matchAll(/<DettaglioLinee>(.*?)<\/DettaglioLinee>/gs)].map(
    (m) => m[1] ?? '',
  );
  const summaries = [...xml.matchAll(/<DatiRiepilogo>(.*?)<\/DatiRiepilogo>/gs)].map(
    (m) => m[1] ?? '',
  );
  let documentTotal = 0;
  for (const summary of summaries) {
    const rate = one(summary, 'AliquotaIVA');
    const natura = one(summary, 'Natura');
    const ofSummary = lines.filter(
      (l) => one(l, 'AliquotaIVA') === rate && one(l, 'Natura') === natura,
    );
    const taxable = cents(one(summary, 'ImponibileImporto'));
    expect(ofSummary.reduce((a, l) => a + cents(one(l, 'PrezzoTotale')), 0)).toBe(taxable);
    const vat = cents(one(summary, 'Imposta'));
    // The SDI allows ±0,01 € (check 00421): ours is at most the cent of a VAT-included split.
    expect(Math.abs(vat - (taxable * Number(rate)) / 100)).toBeLessThanOrEqual(1);
    documentTotal += taxable + vat;
  }
  for (const line of lines) {
    const unit = Number(one(line, 'PrezzoUnitario'));
    const kept = 1 - Number(one(line, 'Percentuale') ?? 0) / 100;
    expect(
      Math.abs(unit * Number(one(line, 'Quantita')) * kept - Number(one(line, 'PrezzoTotale'))),
    ).toBeLessThan(0.01);
  }
  documentTotal += cents(one(xml, 'Arrotondamento') ?? '0');
  expect(cents(one(xml, 'ImportoTotaleDocumento'))).toBe(documentTotal);
  expect(Math.round(invoice.total * 100)).toBe(documentTotal);
}

async function issuedXml(body: Record<string, unknown>) {
  const draft = await postInvoice(t, '/api/invoices', body);
  const invoice = await issue(t, draft.id);
  const { response, xml } = await xmlOf(t, invoice.id);
  const validation = await validateFattura(xml);
  expect(validation.errors).toEqual([]);
  expect(validation.valid).toBe(true);
  checkAmounts(xml, invoice);
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="${invoice.file_name}"`,
  );
  expect(invoice.file_name).toMatch(/^IT00743110157_[0-9A-Z]{5}\.xml$/);
  return { invoice, xml };
}

const line = (over: Record<string, unknown> = {}) => ({
  description: 'Sostituzione display',
  quantity: 1,
  unit_price: '100,00',
  ...over,
});

describe('FatturaPA XML', () => {
  it('validates the official samples and rejects the invalid one (the validator works)', async () => {
    expect((await validateFattura(sampleFile('IT01234567890_FPR01.xml'))).valid).toBe(true);
    expect((await validateFattura(sampleFile('IT01234567890_FPR03.xml'))).valid).toBe(true);
    const invalid = await validateFattura(sampleFile('INVALID_IT01234567890_FPR02.xml'));
    expect(invalid.valid).toBe(false);
    expect(invalid.errors.join(' ')).toContain('ContattiTrasmittente');
  });

  it('private person: codice fiscale, Nome and Cognome, 0000000', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const { xml } = await issuedXml({ customer_id, lines: [line()] });
    expect(one(xml, 'CodiceDestinatario')).toBe('0000000');
    expect(xml).toContain('<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>');
    expect(xml).toContain('<Nome>Mario</Nome><Cognome>Rossi</Cognome>');
    expect(one(xml, 'Numero')).toBe('1/2026');
    expect(one(xml, 'Data')).toBe('2026-11-20');
  });

  it('company with an SDI code: P.IVA and Denominazione', async () => {
    const customer_id = await addCustomer(t, COMPANY);
    const { xml } = await issuedXml({ customer_id, lines: [line()] });
    expect(one(xml, 'CodiceDestinatario')).toBe('ABC1234');
    expect(xml).toContain('<Denominazione>Bianchi Informatica S.p.A.</Denominazione>');
    expect(xml).not.toContain('PECDestinatario');
  });

  it('company with a PEC only: 0000000 and PECDestinatario', async () => {
    const customer_id = await addCustomer(t, { ...COMPANY, sdi_code: null, pec: 'bianchi@pec.it' });
    const { xml } = await issuedXml({ customer_id, lines: [line()] });
    expect(one(xml, 'CodiceDestinatario')).toBe('0000000');
    expect(one(xml, 'PECDestinatario')).toBe('bianchi@pec.it');
  });

  it('foreign customer: XXXXXXX, its country and VAT number', async () => {
    const customer_id = await addCustomer(t, FOREIGN);
    const { xml } = await issuedXml({
      customer_id,
      lines: [line({ description: 'Riparazione “urgente” – 10 € di sconto… 😀' })],
    });
    expect(one(xml, 'CodiceDestinatario')).toBe('XXXXXXX');
    expect(xml).toContain('<IdPaese>DE</IdPaese><IdCodice>123456789</IdCodice>');
    expect(xml).toContain('<CAP>00000</CAP><Comune>München</Comune><Nazione>DE</Nazione>');
    expect(one(xml, 'Descrizione')).toBe(
      'Riparazione &quot;urgente&quot; - 10 EUR di sconto... :grinning:',
    );
  });

  it('several rates, a zero-rated line with its natura, discounts, quantities, and the stamp duty', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const { xml, invoice } = await issuedXml({
      customer_id,
      lines: [
        line({ unit_price: '19,99', quantity: '1,5', discount_percent: '10' }),
        line({ description: 'Libro', unit_price: 12.5, vat_rate: 4 }),
        line({ description: 'Servizio', unit_price: '45', vat_rate: 10, quantity: 2 }),
        line({ description: 'Corso (esente)', unit_price: '80', vat_rate: 0, natura: 'N4' }),
      ],
    });
    expect(invoice.summary.map((s) => [s.vat_rate, s.natura, s.taxable, s.vat_amount])).toEqual([
      [22, null, 26.99, 5.94],
      [4, null, 12.5, 0.5],
      [10, null, 90, 9],
      [0, 'N4', 80, 0],
      [0, 'N1', 2, 0],
    ]);
    expect(invoice.stamp_duty).toBe(2);
    expect(one(xml, 'ImportoBollo')).toBe('2.00');
    expect(xml).toContain(
      '<NumeroLinea>5</NumeroLinea><Descrizione>Rivalsa imposta di bollo</Descrizione><Quantita>1.00</Quantita><PrezzoUnitario>2.00</PrezzoUnitario><PrezzoTotale>2.00</PrezzoTotale><AliquotaIVA>0.00</AliquotaIVA><Natura>N1</Natura>',
    );
    expect(xml).toContain(
      '<RiferimentoNormativo>Escluso art. 15 DPR 633/72</RiferimentoNormativo>',
    );
    expect(xml).toContain('<Natura>N4</Natura><ImponibileImporto>80.00</ImponibileImporto>');
    expect(xml).toContain('<RiferimentoNormativo>Esente art. 10 DPR 633/72</RiferimentoNormativo>');
  });

  it('bank transfer: MP05 with the shop’s IBAN and the due date', async () => {
    const customer_id = await addCustomer(t, COMPANY);
    const { xml } = await issuedXml({
      customer_id,
      lines: [line()],
      payment_method: 'MP05',
      payment_due_date: '2026-12-20',
      // A causale of 520 characters: three Causale of at most 200, no cut inside &amp;.
      notes: `${'x'.repeat(199)}&<>${'y'.repeat(318)}`,
    });
    expect(all(xml, 'Causale').map((c) => c.length)).toEqual([204, 206, 120]);
    expect(xml).toContain(
      '<ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>2026-12-20</DataScadenzaPagamento><ImportoPagamento>122.00</ImportoPagamento><IBAN>IT60X0542811101000000123456</IBAN>',
    );
  });

  it('credit note: TD04 with DatiFattureCollegate naming the invoice', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const { invoice } = await issuedXml({ customer_id, lines: [line()] });
    const note = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    expect(note).toMatchObject({ kind: 'TD04', status: 'bozza', related_invoice_id: invoice.id });
    const issued = await issue(t, note.id);
    const { xml } = await xmlOf(t, issued.id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(one(xml, 'TipoDocumento')).toBe('TD04');
    expect(xml).toContain(
      `<DatiFattureCollegate><IdDocumento>${invoice.number}</IdDocumento><Data>2026-11-20</Data></DatiFattureCollegate>`,
    );
    checkAmounts(xml, issued);
  });

  it('forfettario: no VAT, N2.2 with the legal wording, stamp duty over 77,47 €', async () => {
    await putShop(t, t.cookie, { regime_fiscale: 'RF19' });
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const { xml, invoice } = await issuedXml({ customer_id, lines: [line({ unit_price: '150' })] });
    await putShop(t, t.cookie);
    expect(one(xml, 'RegimeFiscale')).toBe('RF19');
    expect(invoice.summary).toEqual([
      expect.objectContaining({ vat_rate: 0, natura: 'N2.2', taxable: 150, vat_amount: 0 }),
      expect.objectContaining({ vat_rate: 0, natura: 'N1', taxable: 2, vat_amount: 0 }),
    ]);
    expect(invoice.total).toBe(152);
    expect(one(xml, 'RiferimentoNormativo')).toContain('L. 190/2014');
    expect(all(xml, 'Causale').join('')).toContain('franchigia da IVA');
  });

  it('stamp duty borne by the shop: declared in DatiBollo, in no line and not in the total', async () => {
    await putShop(t, t.cookie, { regime_fiscale: 'RF19', stamp_duty_bearer: 'negozio' });
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const { xml, invoice } = await issuedXml({ customer_id, lines: [line({ unit_price: '150' })] });
    await putShop(t, t.cookie);
    expect(invoice).toMatchObject({ stamp_duty: 2, total: 150 });
    expect(invoice.summary.map((s) => s.natura)).toEqual(['N2.2']);
    expect(one(xml, 'ImportoBollo')).toBe('2.00');
    expect(one(xml, 'ImportoTotaleDocumento')).toBe('150.00');
    expect(xml).not.toContain('Rivalsa imposta di bollo');
  });

  it('unit prices of up to 8 decimals: 0,333 € × 3 is a line of 1,00 €', async () => {
    const customer_id = await addCustomer(t, COMPANY);
    const { xml, invoice } = await issuedXml({
      customer_id,
      lines: [
        line({ description: 'Viti', unit_price: '0,333', quantity: 3 }),
        line({ description: 'Cavo al metro', unit_price: '0,12345678', quantity: 100 }),
      ],
    });
    expect(invoice.lines.map((l) => [l.unit_price, l.line_total])).toEqual([
      [0.333, 1],
      [0.12345678, 12.35],
    ]);
    expect(all(xml, 'PrezzoUnitario')).toEqual(['0.333', '0.12345678']);
    expect(all(xml, 'PrezzoTotale')).toEqual(['1.00', '12.35']);
    // Nine decimals are one too many: refused with the field named.
    const refused = await t.request('POST', '/api/invoices', {
      cookie: t.cookie,
      body: { customer_id, lines: [line({ unit_price: '0,123456789' })] },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.details.fieldErrors['lines.0.unit_price']).toEqual([
      'Prezzo non valido: un numero, al massimo 8 decimali',
    ]);
  });
});
