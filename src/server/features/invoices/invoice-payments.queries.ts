import { type Kysely, sql, type Transaction } from 'kysely';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { signedPaymentCents } from '../../db/payment-sums';
import type { DB } from '../../db/schema';

/** Kysely only: the money a ticket or sale received, per method, for its invoice's DatiPagamento. */
type Db = Kysely<DB> | Transaction<DB>;

/** Incassi less rimborsi (a storno cancels its payment) per method, in the order first taken. */
export async function selectReceivedByMethod(
  db: Db,
  source: { ticket_id: string | null; sale_id: string | null },
): Promise<{ method: PaymentMethod; cents: number }[]> {
  const [column, id] = source.ticket_id
    ? (['ticket_id', source.ticket_id] as const)
    : (['sale_id', source.sale_id] as const);
  if (!id) return [];
  const rows = await db
    .selectFrom('payments')
    .select([
      'method',
      sql<number | string>`sum(${signedPaymentCents()})`.as('cents'),
      sql<string>`min(paid_at)`.as('first_at'),
    ])
    .where(column, '=', id)
    .groupBy('method')
    .orderBy('first_at')
    .execute();
  return rows.map((r) => ({ method: r.method, cents: Number(r.cents) }));
}
