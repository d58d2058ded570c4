import { netOfGross } from '../../../shared/invoices/invoice-money';
import type { CorrispettiviDto } from '../../../shared/receipts/corrispettivi';
import type { RtDocument } from '../fiscal-devices/fiscal-devices.service';

export type RegisterColumn = 'vendite' | 'resi' | 'annulli';

/** One emitted document as the register counts it; an annullo carries the document it voids. */
export interface RegisterEntry {
  day: string;
  column: RegisterColumn;
  document: RtDocument;
  /** The VAT rate ("22") or natura ("N2") of an RT department, as the device is configured. */
  vatOf: (department: number) => string;
}

type Sums = Record<RegisterColumn, number>;
const empty = (): Sums => ({ vendite: 0, resi: 0, annulli: 0 });

function add(map: Map<string, Sums>, key: string, column: RegisterColumn, cents: number) {
  const sums = map.get(key) ?? empty();
  sums[column] += cents;
  map.set(key, sums);
}

/** What a document certifies per VAT: lines less their discounts, less a deposit already certified. */
function byVat(entry: RegisterEntry, map: Map<string, Sums>) {
  const doc = entry.document;
  if (doc.kind === 'annullo') return;
  for (const line of doc.lines) {
    const cents = line.quantity * line.unitPriceCents - (line.discountCents ?? 0);
    add(map, `${entry.day}|${entry.vatOf(line.department)}`, entry.column, cents);
  }
  if (doc.kind === 'vendita' && doc.deposit) {
    const key = `${entry.day}|${entry.vatOf(doc.deposit.department)}`;
    add(map, key, entry.column, -doc.deposit.amountCents);
  }
}

const amounts = (s: Sums) => ({
  vendite_cents: s.vendite,
  resi_cents: s.resi,
  annulli_cents: s.annulli,
  netto_cents: s.vendite - s.resi - s.annulli,
});

/** A department's rate key ("22", "5.5") in hundredths of a percent; null for a natura. */
function rateHundredthsOf(vat: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d))?$/.exec(vat);
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) * 10 : null;
}

/** VAT included → imponibile and imposta, per day and rate as the RT's Z does; natura: no VAT. */
function split(vat: string, gross: number) {
  const rate = rateHundredthsOf(vat);
  if (rate === null) return { imponibile_cents: gross, imposta_cents: 0 };
  const { netCents } = netOfGross(gross, rate);
  return { imponibile_cents: netCents, imposta_cents: gross - netCents };
}

const sorted = (map: Map<string, Sums>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The register: per day and VAT, per day and RT payment type. */
export function buildRegister(
  entries: readonly RegisterEntry[],
): Pick<CorrispettiviDto, 'by_vat' | 'by_tender'> {
  const vat = new Map<string, Sums>();
  const tender = new Map<string, Sums>();
  for (const entry of entries) {
    byVat(entry, vat);
    if (entry.document.kind === 'annullo') continue;
    for (const t of entry.document.tenders) {
      add(tender, `${entry.day}|${t.type}`, entry.column, t.amountCents);
    }
  }
  return {
    by_vat: sorted(vat).map(([key, sums]) => {
      const [day = '', rate = ''] = key.split('|');
      const a = amounts(sums);
      return { day, vat: rate, ...a, ...split(rate, a.netto_cents) };
    }),
    by_tender: sorted(tender).map(([key, sums]) => {
      const [day = '', type = ''] = key.split('|');
      return { day, tender: type, ...amounts(sums) };
    }),
  };
}
