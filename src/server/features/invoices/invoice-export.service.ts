import { addDays } from '../../../shared/calendar';
import { formatCalendarDate } from '../../../shared/format';
import { INVOICE_KIND_LABELS } from '../../../shared/invoices/invoice-codes';
import type { InvoiceExportCountDto } from '../../../shared/invoices/invoice-dto';
import { scaledText } from '../../../shared/invoices/invoice-money';
import { registerAmount } from '../../../shared/invoices/invoice-register';
import type { AppDeps } from '../../http/context';
import { BOM, csvEuros, csvLine } from '../../http/csv';
import { type ZipEntry, zipResponse } from '../../http/zip';
import { corrispettivi, corrispettiviCsv } from '../receipts/receipts.service';
import { countIssued, selectIssuedPage } from './invoice-list.queries';
import { issuedFigures } from './invoice-stored-files';

/**
 * The month for the accountant: every XML issued in the month, `registro.csv` (Italian Excel:
 * one row per invoice and rate, credit notes negative) and `corrispettivi.csv` (the documenti
 * commerciali's takings, decision 052), as one zip streamed while it is read; beside them
 * `SDI/<numero>/`, each invoice's files sent to the SDI and its notifications (`deps.sdiExportFiles`).
 * Files and figures are those stored at issue. Invoices are read a page at a time, so memory holds
 * a page and the register's text, not the month's files.
 */
const PAGE = 200;

const REGISTER_HEADER = [
  'Numero',
  'Data',
  'Tipo documento',
  'Cliente',
  'Codice fiscale',
  'Partita IVA',
  'Aliquota IVA',
  'Natura',
  'Imponibile',
  'IVA',
  'Bollo',
  'Totale documento',
];

const monthRange = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
};

type ExportDeps = Pick<AppDeps, 'db' | 'clock' | 'sdiExportFiles'>;

/** The invoice's folder of SDI files: its number, which a `/` in the pattern must not split. */
const sdiFolder = (number: string | null) => `SDI/${(number ?? '').replace(/[/\\]/g, '-')}`;

async function* monthEntries(deps: ExportDeps, month: string): AsyncGenerator<ZipEntry> {
  const { from, to } = monthRange(month);
  let register = BOM + csvLine(REGISTER_HEADER);
  let after: string | null = null;
  for (;;) {
    const rows = await selectIssuedPage(deps.db, from, to, after, PAGE);
    if (rows.length === 0) break;
    for (const row of rows) {
      const figures = issuedFigures(row);
      if (!row.issued_xml || !figures) continue;
      yield { name: row.issued_file_name ?? '', data: row.issued_xml };
      const signed = (cents: number) => registerAmount(row.kind, cents);
      const totals = figures.totals;
      totals.summary.forEach((s, i) => {
        register += csvLine([
          row.number ?? '',
          formatCalendarDate(row.issue_date ?? ''),
          INVOICE_KIND_LABELS[row.kind],
          row.customer_name,
          row.customer_tax_code ?? '',
          row.customer_vat_number ?? '',
          scaledText(s.vatRateHundredths, 2).replace('.', ','),
          s.natura ?? '',
          csvEuros(signed(s.taxableCents)),
          csvEuros(signed(s.vatCents)),
          i === 0 ? csvEuros(signed(totals.stampDutyCents)) : '',
          i === 0 ? csvEuros(signed(totals.totalCents)) : '',
        ]);
      });
    }
    yield* await deps.sdiExportFiles(
      deps.db,
      rows.map((r) => ({ id: r.id, folder: sdiFolder(r.number) })),
    );
    after = rows.at(-1)?.sort_key ?? null;
    if (rows.length < PAGE) break;
  }
  yield { name: 'registro.csv', data: register };
  const takings = await corrispettivi(deps, { from, to: addDays(to, -1) });
  yield { name: 'corrispettivi.csv', data: corrispettiviCsv(takings) };
}

export function monthExport(deps: ExportDeps, month: string): Response {
  return zipResponse(`fatture-${month}.zip`, monthEntries(deps, month));
}

/** How many documents the month's export holds: the picker proposes a month that has some. */
export async function monthCount(
  deps: Pick<AppDeps, 'db'>,
  month: string,
): Promise<InvoiceExportCountDto> {
  const { from, to } = monthRange(month);
  return { month, count: await countIssued(deps.db, from, to) };
}
