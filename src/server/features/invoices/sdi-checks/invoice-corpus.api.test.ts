import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, type StaffApp } from '../../../test/staff-test-kit';
import {
  createCustomer,
  issue,
  postInvoice,
  putShop,
  validateFatture,
  xmlOf,
} from '../invoices-test-kit';
import { draftOf } from './corpus-sources-test-kit';
import { blocks, value } from './fattura-reader';
import { CORPUS, type CorpusCase } from './invoice-corpus-test-kit';
import { checkFattura } from './sdi-checks';

/**
 * The corpus: every case of CORPUS issued through the real app (one per engine), its file
 * served by GET /api/invoices/:id/xml and passed through the SDI's controls; then all the files
 * against the schema in one xmllint run (one run per file cost 1,5 s each).
 */
const files: { fileName: string; contents: string; name: string }[] = [];
const keep = (name: string, contents: string) =>
  files.push({ fileName: `file-${files.length + 1}.xml`, contents, name });

let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

/** Issues the case's document and answers its XML, after checking any invoice it corrects. */
async function issuedFile(c: CorpusCase) {
  const customer_id = await createCustomer(t, c.customer);
  const invoice = await issue(t, (await draftOf(t, c, customer_id)).id);
  if (!c.creditNote) return (await xmlOf(t, invoice.id)).xml;
  const original = (await xmlOf(t, invoice.id)).xml;
  expect(checkFattura(original)).toEqual([]);
  keep(`${c.name} (la fattura stornata)`, original);
  const note = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
  if (c.creditNoteLines) {
    const patched = await t.request('PATCH', `/api/invoices/${note.id}`, {
      cookie: t.cookie,
      body: { lines: c.creditNoteLines, version: note.version },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
  }
  return (await xmlOf(t, (await issue(t, note.id)).id)).xml;
}

describe('invoice corpus: schema and SDI semantic checks', () => {
  it('has at least 40 cases, each named once', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((c) => c.name)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    if (c.shop) await putShop(t, t.cookie, c.shop);
    try {
      const xml = await issuedFile(c);
      expect(checkFattura(xml)).toEqual([]);
      keep(c.name, xml);
      for (const [tag, expected] of Object.entries(c.expect ?? {}))
        expect(value(xml, tag), tag).toBe(expected);
      for (const [tag, expected] of Object.entries(c.expectAll ?? {}))
        expect(
          blocks(xml, tag).map((text) => text.trim()),
          tag,
        ).toEqual(expected);
    } finally {
      if (c.shop) await putShop(t, t.cookie);
    }
  });

  it('every file of the corpus validates against the FPR12 schema', async () => {
    expect(files.length).toBeGreaterThanOrEqual(CORPUS.length);
    const result = await validateFatture(files);
    const named = result.errors.map((e) => {
      const file = files.find((f) => e.startsWith(f.fileName));
      return `${file?.name ?? '?'}: ${e}`;
    });
    expect(named).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
