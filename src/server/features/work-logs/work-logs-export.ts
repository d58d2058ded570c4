import type { Actor } from '../../auth/policies';
import type { AppDeps } from '../../http/context';
import { BOM, csvEuros, csvLine } from '../../http/csv';
import { selectLogsForExport } from './work-logs.queries';
import { rangeFor } from './work-logs.service';

const HEADERS = [
  'Data',
  'Dipendente',
  'Lavorazione',
  'Quantità',
  'Prezzo unitario',
  'Totale',
  'Note',
] as const;

/**
 * GET /api/work-logs/export.csv?month=: a month's entries for payroll, in the Excel-in-Italy CSV
 * (BOM, `;`, decimal comma; dates dd/mm/yyyy). Admins get everyone (or one person), others their
 * own. A month is at most tens of thousands of rows: built in one piece.
 */
export async function exportWorkLogsCsv(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  month: string,
  userId?: string,
): Promise<string> {
  const rows = await selectLogsForExport(deps.db, rangeFor(actor, { month }, userId));
  const lines = rows.map((row) => {
    const unit = Number(row.unit_price_cents);
    const [y, m, d] = row.date.split('-');
    return csvLine([
      `${d}/${m}/${y}`,
      row.user_name,
      row.work_type_name,
      String(row.quantity),
      csvEuros(unit),
      csvEuros(unit * Number(row.quantity)),
      row.notes ?? '',
    ]);
  });
  return BOM + csvLine(HEADERS) + lines.join('');
}
