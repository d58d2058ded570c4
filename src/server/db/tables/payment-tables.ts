import type { PaymentDirection, PaymentMethod } from '../../../shared/payments/payment-methods';
import type { Instant } from './column-values';

/** A movement of money with a customer: never edited or deleted; a storno reverses it. */
export interface PaymentsTable {
  id: string;
  customer_id: string | null;
  ticket_id: string | null;
  invoice_id: string | null;
  /** Always > 0; `direction` says which way it went. */
  amount_cents: number;
  direction: PaymentDirection;
  method: PaymentMethod;
  paid_at: Instant;
  note: string | null;
  /** Who took (or gave back) the money; null once the account is removed. */
  user_id: string | null;
  created_at: Instant;
  /** The storno that reversed this payment. */
  reversed_by: string | null;
  /** On a storno: the payment it reverses. */
  reverses_id: string | null;
}

export interface PaymentTables {
  payments: PaymentsTable;
}
