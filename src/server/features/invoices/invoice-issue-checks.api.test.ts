import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  COMPANY,
  FOREIGN,
  issue,
  PRIVATE_PERSON,
  post,
  postInvoice,
  putShop,
  SHOP,
  validateFattura,
  xmlOf,
} from './invoices-test-kit';

/**
 * What the SDI would reject is refused at issue, naming why, before a number is taken: an invoice
 * to oneself, a rate or a natura that does not fit, text the file cannot carry.
 */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

async function draftFor(customer_id: string, lines: Record<string, unknown>[]) {
  return postInvoice(t, '/api/invoices', { customer_id, lines });
}

/** Issuing is refused with `message`; the draft stays a draft and no number is used. */
async function refusedIssue(id: string, message: string) {
  const response = await post(t, `/api/invoices/${id}/issue`);
  expect(response.status).toBe(422);
  expect((await errorBody(response)).error.message).toBe(message);
  const stored = await t.db
    .selectFrom('invoices')
    .select(['status', 'number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ status: 'bozza', number: null });
}

const repair = { description: 'Riparazione', unit_price: 100 };

describe('issue checks', () => {
  it("refuses an invoice to a customer with the shop's own P.IVA (SDI check 00471)", async () => {
    const self = await addCustomer(t, { ...COMPANY, vat_number: SHOP.vat_number });
    const draft = await draftFor(self, [repair]);
    await refusedIssue(
      draft.id,
      'Il cliente ha la partita IVA del negozio: una fattura a sé stessi viene scartata dallo SDI (controllo 00471)',
    );
    const other = await draftFor(await addCustomer(t, COMPANY), [repair]);
    expect((await issue(t, other.id)).number).toBeTruthy();
  });

  it("warns when a customer is saved with the shop's own P.IVA, and not otherwise", async () => {
    const warningsOf = async (vat_number: string) => {
      const saved = await t.request('POST', '/api/customers', {
        cookie: t.cookie,
        body: { kind: 'azienda', company_name: `Rossi ${vat_number} Srl`, vat_number },
      });
      expect(saved.status, await saved.clone().text()).toBe(201);
      const { id, warnings } = (await saved.json()) as { id: string; warnings: string[] };
      const read = (await (
        await t.request('GET', `/api/customers/${id}`, { cookie: t.cookie })
      ).json()) as {
        warnings: string[];
      };
      expect(read.warnings).toEqual(warnings);
      return warnings;
    };
    expect(await warningsOf(SHOP.vat_number)).toEqual([
      'Questo cliente ha la partita IVA del negozio: una fattura a sé stessi viene scartata dallo SDI (controllo 00471). Controlla la partita IVA.',
    ]);
    expect(await warningsOf(COMPANY.vat_number as string)).toEqual([]);
  });

  it('refuses a stored line whose rate is not in force', async () => {
    const draft = await draftFor(await addCustomer(t, PRIVATE_PERSON), [repair]);
    await t.db
      .updateTable('invoice_lines')
      .set({ vat_rate_hundredths: 2100 })
      .where('invoice_id', '=', draft.id)
      .execute();
    await refusedIssue(
      draft.id,
      'Riga 1: aliquota IVA 21 % non in vigore (22, 10, 5 o 4 %, oppure 0 % con la natura)',
    );
  });

  it.each([
    ['N3.1', 'un privato in Italia', PRIVATE_PERSON],
    ['N3.2', 'un privato in Italia', PRIVATE_PERSON],
    ['N2.1', 'un cliente italiano con partita IVA', COMPANY],
    ['N7', 'un cliente italiano con partita IVA', COMPANY],
    ['N6.3', 'un privato in Italia', PRIVATE_PERSON],
    ['N3.5', "un'impresa di un altro paese dell'UE con partita IVA", FOREIGN],
  ])('refuses %s to %s', async (natura, who, customer) => {
    const draft = await draftFor(await addCustomer(t, customer), [
      { ...repair, vat_rate: 0, natura },
    ]);
    await refusedIssue(draft.id, `Riga 1: la natura ${natura} non si applica a ${who}`);
  });

  it("refuses N3.5 until the customer's dichiarazione d'intento is on record", async () => {
    const draft = await draftFor(await addCustomer(t, COMPANY), [
      { ...repair, vat_rate: 0, natura: 'N3.5' },
    ]);
    await refusedIssue(
      draft.id,
      "Le righe N3.5 richiedono la dichiarazione d'intento del cliente: indica protocollo e data della ricevuta nella scheda del cliente",
    );
  });

  it('refuses a declaration protocol of the wrong shape on the customer', async () => {
    const saved = await t.request('POST', '/api/customers', {
      cookie: t.cookie,
      body: { kind: 'azienda', company_name: 'Export Srl', intent_protocol: '123-45' },
    });
    expect(saved.status).toBe(400);
    expect((await errorBody(saved)).error.message).toContain(
      "Protocollo della dichiarazione d'intento non valido",
    );
  });

  it('writes N2.1 to an EU business with the reverse charge wording, and it validates', async () => {
    const draft = await draftFor(await addCustomer(t, FOREIGN), [
      { ...repair, vat_rate: 0, natura: 'N2.1' },
    ]);
    const invoice = await issue(t, draft.id);
    expect(invoice.summary[0]?.legal_reference).toBe(
      'Inversione contabile - art. 7-ter DPR 633/72',
    );
    const { xml } = await xmlOf(t, invoice.id);
    expect(xml).toContain(
      '<RiferimentoNormativo>Inversione contabile - art. 7-ter DPR 633/72</RiferimentoNormativo>',
    );
    expect((await validateFattura(xml)).errors).toEqual([]);
  });

  it('accepts reverse charge to an Italian VAT-registered customer', async () => {
    const draft = await draftFor(await addCustomer(t, COMPANY), [
      { ...repair, vat_rate: 0, natura: 'N6.5' },
    ]);
    expect((await issue(t, draft.id)).status).toBe('emessa');
  });

  it('refuses a required text the file cannot write, naming it, instead of an empty element', async () => {
    const customer = await addCustomer(t, { ...PRIVATE_PERSON, city: '\u0301' });
    const draft = await draftFor(customer, [repair]);
    await refusedIssue(
      draft.id,
      'Il campo «comune» del cliente non ha caratteri che la fattura elettronica possa scrivere: correggilo prima di emettere',
    );
  });

  it('takes invisible and control characters out of what is typed: a blank name is the name missing', async () => {
    const response = await post(t, '/api/customers', {
      ...PRIVATE_PERSON,
      first_name: '\u200b\u0007',
      last_name: '\u0085\ufeff',
    });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(
      'Indica il nome o il cognome del cliente',
    );
    const line = await post(t, '/api/invoices', {
      lines: [{ description: '\u200b', unit_price: 1 }],
    });
    expect(line.status).toBe(400);
    const kept = await post(t, '/api/customers', {
      ...PRIVATE_PERSON,
      last_name: 'Ro\u200bssi\u0007',
    });
    expect(((await kept.json()) as { last_name: string }).last_name).toBe('Rossi');
  });

  it('refuses a document whose amounts the schema cannot hold (a line stored beyond the bound)', async () => {
    const draft = await draftFor(await addCustomer(t, PRIVATE_PERSON), [repair]);
    await t.db
      .updateTable('invoice_lines')
      .set({ unit_price_e8: 100_000_000_000 * 1_000_000, quantity_hundredths: 10_000_000 })
      .where('invoice_id', '=', draft.id)
      .execute();
    await refusedIssue(
      draft.id,
      'Importi oltre quelli che la fattura elettronica può contenere (al massimo 99.999.999.999,99 €): dividi il documento',
    );
  });
});
