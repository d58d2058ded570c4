import type { Kysely } from 'kysely';
import type { PaymentDirection, PaymentMethod } from '../../shared/payments/payment-methods';
import type { DB } from './schema';

/**
 * The day's payments summed per method, direction and person, a few dozen rows whatever the day
 * held: read by the payments' evening count and by the cash drawer's closing, below both features
 * (the drawer's lock is asked by payments, so the drawer cannot ask payments back).
 */
export interface DailySum {
  method: PaymentMethod;
  direction: PaymentDirection;
  user_id: string | null;
  user_name: string | null;
  cents: number | string;
  count: number | string;
}

export function selectDailySums(
  db: Kysely<DB>,
  range: { from: string; to: string; userId?: string },
): Promise<DailySum[]> {
  let query = db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => [
      'p.method',
      'p.direction',
      'p.user_id',
      'u.name as user_name',
      eb.fn.sum<number | string>('p.amount_cents').as('cents'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('p.paid_at', '>=', range.from)
    .where('p.paid_at', '<', range.to)
    .groupBy(['p.method', 'p.direction', 'p.user_id', 'u.name'])
    .orderBy('u.name');
  if (range.userId) query = query.where('p.user_id', '=', range.userId);
  return query.execute();
}
