import type { Kysely } from 'kysely';
import { FORFETTARIO, FORFETTARIO_NATURA } from '../../../shared/invoices/invoice-codes';
import type { DB } from '../../db/schema';
import { shopSalesVat } from '../../db/shop-sales-vat';

/** A rate in hundredths as the device's departments name it ("22", "5.5"). */
const vatKey = (hundredths: number) => String(hundredths / 100);

/**
 * The key each line is certified under (the device maps it to a department): a ticket's lines at
 * the rate of the shop's invoices, a counter line at its natura (0 %) or its rate; everything
 * N2.2 for a forfettario, as its invoices (`applyRegime`): it charges no VAT.
 */
export async function receiptVatKeys(trx: Kysely<DB>) {
  const shop = await shopSalesVat(trx);
  const forfettario = shop.regime === FORFETTARIO;
  return {
    ticket: forfettario ? FORFETTARIO_NATURA : vatKey(shop.defaultHundredths),
    line: (line: { vatHundredths: number; natura: string | null }) =>
      forfettario ? FORFETTARIO_NATURA : (line.natura ?? vatKey(line.vatHundredths)),
  };
}
