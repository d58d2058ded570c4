import { describe, expect, it } from 'vitest';
import type { RefusedFilesDto } from '../../../shared/sdi/sdi-received';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { readJson, type StaffApp } from '../../test/staff-test-kit';
import { receiveSupplierInvoices } from './sdi-received.service';
import { shopOnSimulatorForFile } from './sdi-test-kit';

/** Supplier invoices the SDI delivers to the shop, through the simulator's A-Cube API. */
let t: StaffApp;
let simulator: SdiSimulator;
shopOnSimulatorForFile((shop) => {
  ({ t, simulator } = shop);
});

async function deliver(fileName: string, file: string) {
  const response = await fetch(`${simulator.url}/_control/supplier-invoice`, {
    method: 'POST',
    body: JSON.stringify({ file_name: fileName, file }),
  });
  return ((await response.json()) as { uuid: string }).uuid;
}

const line = { description: 'SSD 1 TB', quantity: '2.00', unitPrice: '40.00', total: '80.00' };
const supplierInvoices = () =>
  t.db.selectFrom('supplier_invoices').select(['number', 'source', 'file_name']).execute();

describe('supplier invoices from the SDI channel', () => {
  it('imports each received file once, even when the intermediary lists it again', async () => {
    const uuid = await deliver(
      'IT00743110157_00001.xml',
      supplierInvoiceXml({ number: 'RN-101', lines: [line] }),
    );
    expect(await receiveSupplierInvoices(t.deps)).toBe(1);
    expect(await supplierInvoices()).toEqual([
      { number: 'RN-101', source: 'sdi', file_name: 'IT00743110157_00001.xml' },
    ]);
    // The download's answer lost: the intermediary lists the file again. Not even downloaded.
    const listed = simulator.supplierInvoices.find((r) => r.uuid === uuid);
    if (listed) listed.downloaded = false;
    expect(await receiveSupplierInvoices(t.deps)).toBe(0);
    expect(await supplierInvoices()).toHaveLength(1);
    expect(listed?.downloaded).toBe(false);
  });

  it('keeps the reason of a file the import refuses, and goes on with the next', async () => {
    await deliver('IT00743110157_00002.xml', '<nonFattura/>');
    await deliver(
      'IT00743110157_00003.xml',
      supplierInvoiceXml({ number: 'RN-102', lines: [line] }),
    );
    expect(await receiveSupplierInvoices(t.deps)).toBe(1);
    const refused = await t.db
      .selectFrom('sdi_received_files')
      .select(['file_name', 'error', 'supplier_invoice_ids'])
      .where('error', 'is not', null)
      .execute();
    expect(refused).toHaveLength(1);
    expect(refused[0]?.file_name).toBe('IT00743110157_00002.xml');
    expect(refused[0]?.error).toMatch(/FatturaPA/i);
    expect(refused[0]?.supplier_invoice_ids).toBe('[]');
    expect((await supplierInvoices()).map((i) => i.number).sort()).toEqual(['RN-101', 'RN-102']);
  });

  it('an outage ends the pass quietly without losing the file, taken at the next one', async () => {
    await deliver(
      'IT00743110157_00004.xml',
      supplierInvoiceXml({ number: 'RN-103', lines: [line] }),
    );
    simulator.fault.down = true;
    expect(await receiveSupplierInvoices(t.deps)).toBe(0);
    simulator.fault.down = false;
    expect(await receiveSupplierInvoices(t.deps)).toBe(1);
  });

  it('lists the refused files to whoever reads supplier invoices: newest first, with a count', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    t.setNow(later);
    // The same invoice a second time (as if uploaded by hand first): refused as a duplicate.
    await deliver(
      'IT00743110157_00005.xml',
      supplierInvoiceXml({ number: 'RN-101', lines: [line] }),
    );
    expect(await receiveSupplierInvoices(t.deps)).toBe(0);
    const user = await t.signIn((await t.addUser('user')).email);
    const read = async (query = '') => {
      const response = await t.request('GET', `/api/sdi/received-files/refused${query}`, {
        cookie: user,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return readJson<RefusedFilesDto>(response);
    };
    const all = await read();
    expect(all.total).toBe(2);
    expect(all.items.map((f) => f.file_name)).toEqual([
      'IT00743110157_00005.xml',
      'IT00743110157_00002.xml',
    ]);
    expect(all.items[0]?.reason).toMatch(/^Fattura già importata: numero RN-101/);
    expect(all.items[0]?.received_at).toBe(later);
    expect(all.items[1]?.reason).toMatch(/FatturaPA/);
    const first = await read('?limit=1');
    expect(first).toEqual({ items: [all.items[0]], total: 2 });
    const anonymous = await t.request('GET', '/api/sdi/received-files/refused');
    expect(anonymous.status).toBe(401);
  });
});
