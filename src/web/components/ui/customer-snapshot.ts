/** What a document records of its customer: the register's id ('' for none) and the snapshot. */
export interface CustomerSnapshot {
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
}
/** The customer fields every document form has. */
export type CustomerValues = CustomerSnapshot;
