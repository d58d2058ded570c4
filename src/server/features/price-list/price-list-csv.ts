import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import {
  IMPORT_LIMITS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_LARGE,
} from '../../../shared/inventory/products-import';
import { plural, pluralWord } from '../../../shared/plural';
import {
  PRICE_LIST_CSV_HEADERS as HEADERS,
  type PriceListInput,
  priceListInputSchema,
} from '../../../shared/price-list/price-list';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors';
import { BOM, csvEuros, csvLine } from '../../http/csv';
import { readCsvHeader, receiveCsvImport, undefusedCsvField } from '../../http/csv-records';
import { productIdsOf } from './price-list.presenter';
import { selectEntries, selectParts } from './price-list.queries';
import { entryKey } from './price-list-keys';

/**
 * The price list as CSV, the products' way (http/csv.ts, http/csv-records.ts): Excel's `;`,
 * decimal comma, BOM; the parts as their SKUs separated by commas. The same limits as products.
 */
export const PRICE_IMPORT_MESSAGES = {
  empty: 'Il file è vuoto: serve la riga di intestazione e almeno una riparazione.',
  header: `Intestazione non riconosciuta: servono almeno le colonne Marca, Modello, Riparazione e Prezzo (le colonne sono ${HEADERS.join(', ')}).`,
  unknownColumns: (names: string[]) =>
    `${pluralWord(names.length, 'Colonna non riconosciuta', 'Colonne non riconosciute')}: ${names.join(', ')}. Le colonne possibili sono ${HEADERS.join(', ')}.`,
  tooMany: `Il file ha più di 50.000 righe (${IMPORT_LIMITS}).`,
  duplicate: 'Riparazione ripetuta nel file (stessa marca, modello e riparazione)',
  unknownSku: (skus: string[]) =>
    `${pluralWord(skus.length, 'Ricambio non trovato', 'Ricambi non trovati')} in magazzino: ${skus.join(', ')}`,
  refused: (count: number) =>
    `Importazione annullata: ${plural(count, 'riga ha', 'righe hanno')} errori. Non è stato salvato nulla.`,
} as const;

const FIELDS = [
  'brand',
  'model',
  'repair',
  'price',
  'minutes',
  'warranty_months',
  'parts',
] as const;
type Field = (typeof FIELDS)[number];
const FIELD_OF = new Map<string, Field>(
  HEADERS.map((h, i) => [h.toLowerCase(), FIELDS[i] as Field]),
);
const HEADER_OF = new Map<string, string>(FIELDS.map((f, i) => [f, HEADERS[i] as string]));

export interface PriceImportRow {
  line: number;
  values: Omit<PriceListInput, 'product_ids'>;
  skus: string[];
}

/** The file's records checked one by one as they arrive, each error with its line. */
export class PriceImportRows {
  rows: PriceImportRow[] = [];
  errors: { line: number; message: string }[] = [];
  total = 0;
  private columns: [number, Field][] | null = null;
  private readonly seen = new Set<string>();

  add(record: string[]): void {
    if (!this.columns) {
      this.columns = readCsvHeader(
        record,
        FIELD_OF,
        ['brand', 'model', 'repair', 'price'],
        PRICE_IMPORT_MESSAGES,
      );
      return;
    }
    this.total += 1;
    if (this.total > IMPORT_MAX_ROWS) throw badRequest(PRICE_IMPORT_MESSAGES.tooMany);
    const line = this.total + 1;
    const input: Record<string, string> = {};
    for (const [index, field] of this.columns) {
      input[field] = undefusedCsvField((record[index] ?? '').trim());
    }
    const parsed = z.safeParse(priceListInputSchema, { ...input, product_ids: [] });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const header = HEADER_OF.get(String(issue.path[0])) ?? String(issue.path[0]);
        this.errors.push({ line, message: `${header}: ${issue.message}` });
      }
      return;
    }
    const key = entryKey(parsed.data);
    if (this.seen.has(key)) {
      this.errors.push({ line, message: PRICE_IMPORT_MESSAGES.duplicate });
      return;
    }
    this.seen.add(key);
    const skus = (input.parts ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    this.rows.push({ line, values: parsed.data, skus });
  }

  finish(): void {
    if (this.total === 0) throw badRequest(PRICE_IMPORT_MESSAGES.empty);
  }
}

/** POST /api/price-list/import's file, read and checked as it arrives (5 MB, 50,000 rows). */
export const receivePriceImport = (request: Request) =>
  receiveCsvImport(
    request,
    { maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_TOO_LARGE },
    () => new PriceImportRows(),
  );

const PAGE = 1000;

/** GET /api/price-list/export.csv: the whole list in its order, 1,000 entries at a time. */
export function exportPriceListCsv(db: Kysely<DB>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: readonly [string, string] | undefined;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(HEADERS)));
        return;
      }
      const rows = (await selectEntries(db, { words: [], limit: PAGE, after })).slice(0, PAGE);
      const last = rows.at(-1);
      if (last) after = [last.entry_key, last.id];
      const ids = [...new Set(rows.flatMap(productIdsOf))];
      const skus = new Map((await selectParts(db, ids)).map((p) => [p.id, p.sku]));
      const text = rows
        .map((r) =>
          csvLine([
            r.brand,
            r.model,
            r.repair,
            csvEuros(Number(r.price_cents)),
            r.minutes === null ? '' : String(r.minutes),
            r.warranty_months === null ? '' : String(r.warranty_months),
            productIdsOf(r)
              .flatMap((id) => skus.get(id) ?? [])
              .join(', '),
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < PAGE) controller.close();
    },
  });
}
