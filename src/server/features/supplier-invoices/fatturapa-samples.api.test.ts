import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../storage/storage';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { sequencesFromXsd } from '../../test/fatturapa-xsd-sequences';
import { createTestApp, type TestApp } from '../../test/test-app';
import sequences from './fatturapa-sequences.json' with { type: 'json' };
import { importSupplierInvoiceFile } from './supplier-invoice-import.service';

/** The official samples against the schema's structure, and a refused file leaving nothing stored. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCHEMA_DIR = path.join(import.meta.dirname, '../invoices/fatturapa-schema');
const samples = fs.readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.xml'));

/** ImponibileImporto + Imposta of each body's DatiRiepilogo, as the files state them. */
const SAMPLE_TOTALS: Record<string, { number: string; total_cents: number }[]> = {
  'IT01234567890_FPR01.xml': [{ number: '123', total_cents: 610 }],
  'IT01234567890_FPR03.xml': [
    { number: '123', total_cents: 3295 },
    { number: '456', total_cents: 244000 },
  ],
};

const importFile = (fileName: string, bytes: Buffer, deps = t.deps) =>
  importSupplierInvoiceFile(deps, { fileName, bytes, source: 'upload' });

describe('the official FatturaPA samples', () => {
  it('has the rules of the official schema 1.2.3 (regenerate the JSON when the XSD changes)', () => {
    const xsd = fs.readFileSync(path.join(SCHEMA_DIR, 'Schema_VFPA12_V1.2.3.xsd'), 'utf8');
    expect(sequences).toEqual(JSON.parse(JSON.stringify(sequencesFromXsd(xsd))));
  });

  it('imports each valid sample and refuses each INVALID one with the reason', async () => {
    expect(samples.length).toBeGreaterThanOrEqual(3);
    for (const name of samples) {
      // FPR01 and FPR03 share invoice 123: each sample imports into an empty register.
      await t.db.deleteFrom('supplier_invoice_lines').execute();
      await t.db.deleteFrom('supplier_invoices').execute();
      const outcome = importFile(name, fs.readFileSync(path.join(SCHEMA_DIR, name)));
      if (name.startsWith('INVALID_')) {
        await expect(outcome, name).rejects.toThrow(/^File non conforme allo schema FatturaPA/);
      } else {
        expect((await outcome).length, name).toBeGreaterThan(0);
        // The samples leave out ImportoTotaleDocumento: the total is read off their summaries.
        const stored = await t.db
          .selectFrom('supplier_invoices')
          .select(['number', 'total_cents'])
          .orderBy('total_cents')
          .execute();
        expect(stored, name).toEqual(SAMPLE_TOTALS[name]);
      }
    }
  });

  it('names the element out of place in the invalid FPR02', async () => {
    const bytes = fs.readFileSync(path.join(SCHEMA_DIR, 'INVALID_IT01234567890_FPR02.xml'));
    await expect(importFile('FPR02.xml', bytes)).rejects.toThrow(
      'File non conforme allo schema FatturaPA: in FatturaElettronica/FatturaElettronicaHeader/DatiTrasmissione l’elemento ContattiTrasmittente è fuori posto (ordine diverso da quello previsto)',
    );
  });

  it('refuses unknown, repeated and missing elements', async () => {
    const xml = supplierInvoiceXml({
      number: 'S-1',
      lines: [{ description: 'Cavo', quantity: '1.00', unitPrice: '2.00', total: '2.00' }],
    });
    const cases: [string, string][] = [
      [xml.replace('<Divisa>', '<Sconto>1</Sconto><Divisa>'), 'l’elemento Sconto non è previsto'],
      [
        xml.replace('<Divisa>EUR</Divisa>', '<Divisa>EUR</Divisa><Divisa>EUR</Divisa>'),
        'Divisa è ripetuto',
      ],
      [
        xml.replace(/<DatiRiepilogo>.*<\/DatiRiepilogo>/, ''),
        'manca l’elemento obbligatorio DatiRiepilogo',
      ],
    ];
    const dueDate =
      '<DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento><DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento><DataScadenzaPagamento>31/12/2026</DataScadenzaPagamento><ImportoPagamento>2.44</ImportoPagamento></DettaglioPagamento></DatiPagamento>';
    cases.push([
      xml.replace('</DatiBeniServizi>', `</DatiBeniServizi>${dueDate}`),
      'Data di scadenza del pagamento non valida: 31/12/2026',
    ]);
    for (const [bad, reason] of cases)
      await expect(importFile('x.xml', Buffer.from(bad))).rejects.toThrow(reason);
  });
});

describe('a file refused while it is written', () => {
  it('leaves neither the file nor the attachments already stored', async () => {
    const xml = supplierInvoiceXml({
      number: 'DUP-1',
      lines: [{ description: 'Cavo', quantity: '1.00', unitPrice: '2.00', total: '2.00' }],
      attachment: { name: 'ddt.pdf', bytes: Buffer.from('%PDF-1.4 ddt') },
    });
    // Two bodies with the same number and date: the unique key refuses the second in the transaction.
    const body = /<FatturaElettronicaBody>[\s\S]*<\/FatturaElettronicaBody>/.exec(xml)?.[0] ?? '';
    const twice = xml.replace(body, body + body);
    const stored: string[] = [];
    const storage: Storage = {
      ...t.deps.storage,
      put: (key, data, size) => {
        stored.push(key);
        return t.deps.storage.put(key, data, size);
      },
    };
    await expect(
      importFile('doppia.xml', Buffer.from(twice), { ...t.deps, storage }),
    ).rejects.toThrow('Fattura già importata: numero DUP-1 del 20/11/2026 di questo fornitore');
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const key of stored) expect(await t.deps.storage.stat(key), key).toBeNull();
  });
});
