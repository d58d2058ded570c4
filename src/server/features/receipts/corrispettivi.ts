import { addDays } from '../../../shared/calendar';
import { romeDayStart, romeToday } from '../../../shared/format';
import type { CorrispettiviDto } from '../../../shared/receipts/corrispettivi';
import type { AppDeps } from '../../http/context';
import {
  type FiscalDevice,
  fiscalDevice,
  type RtDocument,
} from '../fiscal-devices/fiscal-devices.service';
import { countNotEmitted, selectDocuments, selectEmittedBetween } from './corrispettivi.queries';
import { buildRegister, type RegisterColumn, type RegisterEntry } from './corrispettivi-register';

const COLUMN: Record<'vendita' | 'reso' | 'annullo', RegisterColumn> = {
  vendita: 'vendite',
  reso: 'resi',
  annullo: 'annulli',
};

/** Department → VAT rate or natura, from the device's settings (what the document was built with). */
function vatOf(device: FiscalDevice | null) {
  const names = new Map(Object.entries(device?.departments ?? {}).map(([vat, d]) => [d, vat]));
  return (department: number) => names.get(department) ?? `reparto ${department}`;
}

/**
 * The corrispettivi of Rome days `from`…`to` (both included): every document the RT emitted in
 * them, a sale under *vendite*, a return under *resi*, a void under *annulli* with the figures of
 * the document it voids, on the day of the RT's answer.
 */
export async function corrispettivi(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  range: { from?: string; to?: string },
): Promise<CorrispettiviDto> {
  const today = romeToday(deps.clock());
  const to = range.to ?? today;
  const from = range.from ?? `${to.slice(0, 7)}-01`;
  const start = romeDayStart(from);
  const end = romeDayStart(addDays(to, 1));
  const rows = await selectEmittedBetween(deps.db, start, end);
  const voided = rows.flatMap((r) =>
    r.kind === 'annullo' && r.related_receipt_id ? [r.related_receipt_id] : [],
  );
  const originals = new Map((await selectDocuments(deps.db, voided)).map((o) => [o.id, o]));
  const devices = new Map<string, ReturnType<typeof vatOf>>();
  const vatFor = async (id: string) => {
    if (!devices.has(id)) devices.set(id, vatOf(await fiscalDevice(deps.db, id)));
    return devices.get(id) as ReturnType<typeof vatOf>;
  };
  const entries: RegisterEntry[] = [];
  for (const row of rows) {
    const original = row.related_receipt_id ? originals.get(row.related_receipt_id) : undefined;
    const source = row.kind === 'annullo' ? original : row;
    if (!source || !row.emitted_at) continue;
    entries.push({
      day: romeToday(new Date(row.emitted_at)),
      column: COLUMN[row.kind],
      document: JSON.parse(source.document) as RtDocument,
      vatOf: await vatFor(source.device_id),
    });
  }
  return {
    from,
    to,
    ...buildRegister(entries),
    not_emitted: await countNotEmitted(deps.db, start, end),
  };
}
