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
  /**
   * Whose drawer the movement is in: who took (or gave back) the money; on a storno, the
   * reversed payment's operator. Null once the account is removed.
   */
  user_id: string | null;
  /** Who typed the row: the operator, or on a storno the admin who reversed it. */
  entered_by: string | null;
  /** The receipt's number: in sequence within the Rome year the row was entered. */
  receipt_year: number;
  receipt_number: number;
  created_at: Instant;
  /** The storno that reversed this payment. */
  reversed_by: string | null;
  /** On a storno: the payment it reverses. */
  reverses_id: string | null;
  /** On a cash tender: what the customer handed over (the change is this minus the amount). */
  cash_received_cents: number | null;
  /** On a card tender: the terminal's authorisation code. */
  terminal_ref: string | null;
  /**
   * On a ticket's payment: what the ticket charged when it was entered (price plus parts sold
   * separately), which its receipt's balance is counted from; null when nothing was charged yet.
   */
  ticket_charge_cents: number | string | null;
  /** The counter sale it paid, when it paid one. */
  sale_id: string | null;
}

export interface PaymentTables {
  payments: PaymentsTable;
  payment_receipt_counters: { period: string; last_value: number };
}
