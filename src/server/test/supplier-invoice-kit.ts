import type { FileResult } from '../features/supplier-invoices/supplier-invoice-batch.service';
import { ORIGIN, type TestApp } from './test-app';

/** Uploads one FatturaPA file as staff and returns the new invoice's id (throws when refused). */
export async function importSupplierInvoice(
  t: TestApp,
  cookie: string,
  xml: string,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(Buffer.from(xml))], name));
  const response = await t.app.request(`${ORIGIN}/api/supplier-invoices/import`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie },
    body: form,
  });
  const [result] = ((await response.json()) as { results: FileResult[] }).results;
  if (!result?.ok) throw new Error(`import refused: ${JSON.stringify(result)}`);
  return result.invoices[0]?.id as string;
}
