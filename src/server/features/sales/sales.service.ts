import type { Transaction } from 'kysely';
import { z } from 'zod';
import { romeToday } from '../../../shared/format';
import { euroToCents, formatCents } from '../../../shared/money';
import { lotteryProblem } from '../../../shared/receipts/lottery-code';
import type { SaleDto, SalesPageDto } from '../../../shared/sales/sale-dto';
import { SALE_MESSAGES, type SaleCreateInput } from '../../../shared/sales/sale-schemas';
import { saleTotals } from '../../../shared/sales/sale-totals';
import type { Actor } from '../../auth/policies';
import { isForeignKeyViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import { nextInPeriod } from '../../db/period-counter';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { draftInvoiceOfSale, invoiceIdOfSale } from '../invoices/invoices.service';
import { recordSaleTenders, reverseSalePayments, salePayments } from '../payments/payments.service';
import { returnSoldStock, sellFromStock } from '../products/products.service';
import {
  printReceipts,
  recordSaleReceipt,
  recordSaleVoid,
  saleReceipt,
} from '../receipts/receipts.service';
import { refuseNaturaNotForPerson, resolveLines, storedDiscount, toDiscount } from './sale-lines';
import { presentSale, presentSaleSummary } from './sales.presenter';
import {
  insertSale,
  lockedSale,
  markVoided,
  selectSale,
  selectSaleLines,
  selectSales,
} from './sales.queries';

/** Counter sales: lines, stock, tenders, in one transaction; a void undoes all three. */
type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect' | 'logger'>;

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { fieldErrors: { [field]: [message] } });

/**
 * *Incassa* at the counter: the sale numbered `V-YYYY-NNNN` in its Rome year, a `scarico` per
 * warehouse line (409 when the shelf has less), and one payment per tender. The tenders must
 * pay the total exactly; cash over it is the change (*Contanti ricevuti* → *Resto*).
 */
export async function createSale(
  deps: Deps,
  actor: Actor,
  input: SaleCreateInput,
): Promise<SaleDto> {
  const at = deps.clock().toISOString();
  const id = crypto.randomUUID();
  let receiptId: string | null = null;
  if (input.document === 'scontrino') refuseNaturaNotForPerson(input.lines);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const lines = await resolveLines(trx, input.lines);
      const discount = toDiscount(input.discount);
      const totals = saleTotals(lines, discount);
      const paid = input.tenders.reduce((sum, t) => sum + euroToCents(t.amount), 0);
      if (paid !== totals.totalCents)
        throw fieldError(
          'tenders',
          SALE_MESSAGES.tendersMismatch(formatCents(totals.totalCents), formatCents(paid)),
        );
      const tenders = input.tenders.map((t) => ({
        method: t.method,
        amountCents: euroToCents(t.amount),
      }));
      const lotteryRefused = input.lottery_code && lotteryProblem(tenders, input.document);
      if (lotteryRefused) throw fieldError('lottery_code', lotteryRefused);
      const year = romeToday(new Date(at)).slice(0, 4);
      const sequence = await nextInPeriod(trx, 'sale_counters', year);
      const number = `V-${year}-${String(sequence).padStart(4, '0')}`;
      const customerId = input.customer_id ?? null;
      const stored = [];
      for (const [position, line] of lines.entries())
        stored.push({
          id: crypto.randomUUID(),
          sale_id: id,
          position: position + 1,
          product_id: line.productId,
          description: line.description,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          ...storedDiscount(line.discount),
          total_cents: totals.lineTotals[position] ?? 0,
          vat_hundredths: line.vatHundredths,
          natura: line.natura,
          stock_movement_id: line.productId
            ? await sellFromStock(trx, {
                productId: line.productId,
                quantity: line.quantity,
                note: `Vendita ${number}`,
                userId: actor.id,
                at,
              })
            : null,
        });
      await insertSale(
        trx,
        {
          id,
          number,
          customer_id: customerId,
          subtotal_cents: totals.subtotalCents,
          ...storedDiscount(discount),
          total_cents: totals.totalCents,
          status: 'completata',
          user_id: actor.id,
          created_at: at,
        },
        stored,
      );
      const paymentIds = await recordSaleTenders(trx, {
        saleId: id,
        customerId,
        tenders: input.tenders,
        userId: actor.id,
        at,
      });
      // In the same transaction the documento commerciale is queued, or the invoice drafted:
      // no sale without the document it was sold with.
      if (input.document === 'fattura')
        await draftInvoiceOfSale(trx, at, { saleId: id, userId: actor.id });
      if (input.document === 'scontrino')
        receiptId = await recordSaleReceipt(trx, at, {
          saleId: id,
          lines: lines.map((line, position) => ({
            description: line.description,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            vatHundredths: line.vatHundredths,
            natura: line.natura,
            totalCents: totals.lineTotals[position] ?? 0,
          })),
          totalCents: totals.totalCents,
          tenders,
          lotteryCode: input.lottery_code ?? null,
          paymentIds,
          userId: actor.id,
        });
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw fieldError('customer_id', SALE_MESSAGES.customerInvalid);
    throw error;
  }
  await printReceipts(deps, receiptId ? [receiptId] : []);
  return getSale(deps, id);
}

export async function getSale(deps: Pick<Deps, 'db'>, id: string): Promise<SaleDto> {
  const row = await selectSale(deps.db, id);
  if (!row) throw notFound(SALE_MESSAGES.notFound);
  const [lines, { payments, changeCents }, invoiceId, receipt] = await Promise.all([
    selectSaleLines(deps.db, id),
    salePayments(deps.db, id),
    invoiceIdOfSale(deps.db, id),
    saleReceipt(deps.db, id),
  ]);
  return presentSale(row, lines, payments, changeCents, invoiceId, receipt);
}

/**
 * Annulla (admins, the route's gate): the goods back on the shelf (`reso_cliente`), a storno for
 * every payment, the sale marked `annullata`, all or nothing; a second void is refused (409).
 */
export async function voidSale(
  deps: Deps,
  actor: Actor,
  id: string,
  reason: string,
): Promise<SaleDto> {
  const at = deps.clock().toISOString();
  const annulloId = await deps.db.transaction().execute(async (trx) => {
    const sale = await lockedSale(trx, deps.dialect, id);
    if (!sale) throw notFound(SALE_MESSAGES.notFound);
    if (sale.status === 'annullata') throw conflict(SALE_MESSAGES.alreadyVoided);
    await markVoided(trx, id, { at, by: actor.id, reason });
    await restock(trx, id, sale.number, actor.id, at);
    await reverseSalePayments(trx, deps.dialect, { saleId: id, actorId: actor.id, reason, at });
    // The documento commerciale, if the sale has one, gets its annullo on the RT.
    return recordSaleVoid(trx, deps.dialect, at, id, actor.id);
  });
  await printReceipts(deps, annulloId ? [annulloId] : []);
  return getSale(deps, id);
}

async function restock(
  trx: Transaction<DB>,
  saleId: string,
  number: string,
  by: string,
  at: string,
) {
  await restockLines(trx, saleId, null, { note: `Annullo vendita ${number}`, by, at });
}

/**
 * The warehouse lines given back (`reso_cliente`): `returned` names document lines by their
 * index (the documento commerciale lists the sale's lines in order), null means every line.
 */
async function restockLines(
  trx: Transaction<DB>,
  saleId: string,
  returned: readonly { index: number; quantity: number }[] | null,
  move: { note: string; by: string; at: string },
) {
  const lines = await selectSaleLines(trx, saleId);
  const back = returned ?? lines.map((line, index) => ({ index, quantity: Number(line.quantity) }));
  for (const { index, quantity } of back) {
    const line = lines[index];
    if (line?.product_id && line.stock_movement_id && quantity > 0)
      await returnSoldStock(trx, {
        productId: line.product_id,
        quantity,
        note: move.note,
        userId: move.by,
        at: move.at,
      });
  }
}

/** A reso of the sale's documento commerciale: what came back goes on the shelf. */
export async function restockReturn(
  trx: Transaction<DB>,
  saleId: string,
  returned: readonly { index: number; quantity: number }[] | null,
  move: { by: string; at: string },
) {
  const sale = await selectSale(trx, saleId);
  await restockLines(trx, saleId, returned, {
    ...move,
    note: `Reso vendita ${sale?.number ?? ''}`,
  });
}

const cursorKey = z.tuple([z.string(), z.string()]);

/** GET /api/sales: newest first, a page at a time. */
export async function listSales(
  deps: Pick<Deps, 'db'>,
  query: { limit: number; cursor?: string },
): Promise<SalesPageDto> {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await selectSales(deps.db, query.limit + 1, after);
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return { items: page.rows.map(presentSaleSummary), next_cursor: page.next_cursor };
}
