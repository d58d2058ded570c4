import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importSupplierInvoiceFile } from './supplier-invoice-import.service';

/** Signed invoices (.xml.p7m) made here by openssl with a throwaway key, as DER and as base64. */
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-p7m-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=Firma di prova',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

function sign(xml: string, format: 'DER' | 'PEM'): Buffer {
  const input = path.join(dir, 'fattura.xml');
  fs.writeFileSync(input, xml);
  const output = path.join(dir, `fattura.p7m.${format}`);
  execFileSync('openssl', [
    'cms',
    '-sign',
    '-binary',
    '-nodetach',
    '-outform',
    format,
    '-in',
    input,
    '-signer',
    path.join(dir, 'cert.pem'),
    '-inkey',
    path.join(dir, 'key.pem'),
    '-out',
    output,
  ]);
  return fs.readFileSync(output);
}

describe('signed FatturaPA (.xml.p7m)', () => {
  it('reads the invoice inside a DER envelope and keeps the signed file', async () => {
    const signed = sign(
      supplierInvoiceXml({
        number: 'P7M-1',
        lines: [{ description: 'Tastiera', quantity: '2.00', unitPrice: '5.00', total: '10.00' }],
      }),
      'DER',
    );
    const [invoice] = await importSupplierInvoiceFile(t.deps, {
      fileName: 'IT00743110157_00001.xml.p7m',
      bytes: signed,
      source: 'sdi',
    });
    const row = await t.db
      .selectFrom('supplier_invoices')
      .select(['number', 'source', 'file_key'])
      .where('id', '=', invoice?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ number: 'P7M-1', source: 'sdi' });
    const stored: Buffer[] = [];
    for await (const chunk of await t.deps.storage.read(row.file_key)) stored.push(chunk as Buffer);
    expect(Buffer.concat(stored).equals(signed)).toBe(true);
  });

  it('reads a base64 (PEM) envelope too, and refuses one that is not CMS', async () => {
    const signed = sign(
      supplierInvoiceXml({
        number: 'P7M-2',
        lines: [{ description: 'Mouse', quantity: '1.00', unitPrice: '5.00', total: '5.00' }],
      }),
      'PEM',
    );
    const [invoice] = await importSupplierInvoiceFile(t.deps, {
      fileName: 'b.xml.p7m',
      bytes: signed,
      source: 'upload',
    });
    expect(invoice?.number).toBe('P7M-2');
    await expect(
      importSupplierInvoiceFile(t.deps, {
        fileName: 'c.xml.p7m',
        bytes: Buffer.from('non firmato'),
        source: 'upload',
      }),
    ).rejects.toThrow('Busta firmata (.p7m) illeggibile: non contiene un documento CMS/PKCS#7');
  });
});
