import fs from 'node:fs/promises';
import {
  SUPPLIER_INVOICE_MESSAGES as M,
  type SupplierInvoiceFileResult,
} from '../../../shared/inventory/supplier-invoices';
import { AppError } from '../../errors';
import { importSupplierInvoiceFile } from './supplier-invoice-import.service';
import { type ReceivedFile, zipEntries } from './supplier-invoice-upload';

export type FileResult = SupplierInvoiceFileResult;

type Deps = Parameters<typeof importSupplierInvoiceFile>[0];

async function one(deps: Deps, name: string, bytes: Buffer): Promise<FileResult> {
  const lower = name.toLowerCase();
  if (!lower.endsWith('.xml') && !lower.endsWith('.p7m'))
    return { file: name, ok: false, error: M.unknownType };
  try {
    return {
      file: name,
      ok: true,
      invoices: await importSupplierInvoiceFile(deps, { fileName: name, bytes, source: 'upload' }),
    };
  } catch (error) {
    // A refused file is one line of the result; anything else is a real failure.
    if (error instanceof AppError && error.status < 500)
      return { file: name, ok: false, error: error.message };
    throw error;
  }
}

/** Every uploaded file and every file inside an uploaded zip, each with its own outcome. */
export async function importUploadedFiles(
  deps: Deps,
  files: ReceivedFile[],
): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const file of files) {
    if (!file.name.toLowerCase().endsWith('.zip')) {
      results.push(await one(deps, file.name, await fs.readFile(file.path)));
      continue;
    }
    try {
      for await (const entry of zipEntries(file.path)) {
        const name = `${file.name}/${entry.name}`;
        results.push(
          'refused' in entry
            ? { file: name, ok: false, error: entry.refused }
            : await one(deps, name, entry.bytes),
        );
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ file: file.name, ok: false, error: error.message });
    }
  }
  return results;
}
