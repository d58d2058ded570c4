import { addDays, shiftMonth } from '../../../shared/calendar';
import { romeDayStart } from '../../../shared/format';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '../../../shared/payments/payment-methods';
import type { MoneyReportDto } from '../../../shared/reports/report-dto';
import { divRoundHalfAway } from '../../../shared/rounding';
import type { AppDeps } from '../../http/context';
import {
  selectInvoiceMonths,
  selectPaymentMonths,
  selectQuoteStatuses,
  selectWorkMonths,
} from './money.queries';
import { selectVolumes } from './repairs.queries';
import { filtersDto, type ReportFilter } from './report-filter';

type Deps = Pick<AppDeps, 'db' | 'dialect'>;

/** The day a year before (29 February → 28). */
const yearBefore = (day: string) => {
  const shifted = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return shifted.endsWith('-02-29') ? `${shifted.slice(0, 8)}28` : shifted;
};

/** Every month from one to another, both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = shiftMonth(m, 1)) months.push(m);
  return months;
}

/**
 * GET /api/reports/money. Revenue, payments and quotes are the shop's (admins); everyone reads
 * the average repair value and work-log amounts of their own scope.
 */
export async function moneyReport(deps: Deps, f: ReportFilter): Promise<MoneyReportDto> {
  const { db } = deps;
  const shop = !f.ownOnly;
  const lastYearFrom = yearBefore(f.from);
  const [invoices, payments, quotes, days, work] = await Promise.all([
    shop ? selectInvoiceMonths(db, lastYearFrom, f.to) : [],
    shop
      ? selectPaymentMonths(db, deps.dialect === 'postgres', {
          from: romeDayStart(lastYearFrom),
          to: romeDayStart(addDays(f.to, 1)),
          userId: f.technicianId,
        })
      : [],
    shop ? selectQuoteStatuses(db, f) : [],
    selectVolumes(db, f),
    selectWorkMonths(db, f),
  ]);
  const invoiceBy = new Map(invoices.map((r) => [r.month, r]));
  const paidBy = new Map<string, number>();
  const byMethod = new Map<string, number>();
  for (const row of payments) {
    paidBy.set(row.month, (paidBy.get(row.month) ?? 0) + Number(row.net));
    if (row.month >= f.fromMonth)
      byMethod.set(row.method, (byMethod.get(row.method) ?? 0) + Number(row.net));
  }
  const revenue = monthsBetween(f.fromMonth, f.toMonth).map((month) => {
    const last = shiftMonth(month, -12);
    return {
      month,
      taxable_cents: Number(invoiceBy.get(month)?.taxable ?? 0),
      vat_cents: Number(invoiceBy.get(month)?.vat ?? 0),
      payments_cents: paidBy.get(month) ?? 0,
      last_year_taxable_cents: Number(invoiceBy.get(last)?.taxable ?? 0),
      last_year_vat_cents: Number(invoiceBy.get(last)?.vat ?? 0),
      last_year_payments_cents: paidBy.get(last) ?? 0,
    };
  });
  const quoteCount = (status: string) =>
    quotes.filter((q) => q.status === status).reduce((n, q) => n + Number(q.quotes), 0);
  const quoteValue = (statuses: readonly string[]) =>
    quotes.filter((q) => statuses.includes(q.status)).reduce((n, q) => n + Number(q.value), 0);
  const [accepted, refused, expired, open] = ['Accettato', 'Rifiutato', 'Scaduto', 'Inviato'].map(
    quoteCount,
  ) as [number, number, number, number];
  const decided = accepted + refused + expired;
  const sentStatuses = ['Inviato', 'Accettato', 'Rifiutato', 'Scaduto'];
  const priced = days.reduce((n, d) => n + Number(d.priced), 0);
  const value = days.reduce((n, d) => n + Number(d.value), 0);
  return {
    filters: filtersDto(f),
    revenue: shop ? revenue : null,
    payments_by_method: shop
      ? [...byMethod].map(([method, net]) => ({
          method,
          label: PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method,
          net_cents: net,
        }))
      : null,
    quotes: shop
      ? {
          sent: accepted + refused + expired + open,
          accepted,
          refused,
          expired,
          open,
          acceptance_rate: decided === 0 ? null : accepted / decided,
          sent_value_cents: quoteValue(sentStatuses),
          accepted_value_cents: quoteValue(['Accettato']),
        }
      : null,
    average_repair: {
      tickets: priced,
      average_cents: priced === 0 ? null : Number(divRoundHalfAway(BigInt(value), BigInt(priced))),
    },
    work: work.map((w) => ({
      month: w.month,
      user_id: w.user_id,
      user_name: w.name,
      quantity: Number(w.quantity),
      amount_cents: Number(w.amount),
    })),
  };
}
