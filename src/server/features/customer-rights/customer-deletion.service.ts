import { customerInUseMessage } from '../../../shared/customers/customer-schemas';
import { isForeignKeyViolation } from '../../db/db-errors';
import { AppError } from '../../errors';
import {
  type CustomerDeps,
  deleteCustomerRecord,
  getCustomer,
} from '../customers/customers.service';
import { releaseCustomerFromDeletedTickets } from '../tickets/tickets.service';

/**
 * Only a customer with no documents: the others are merged or anonymised (409 with counts). A
 * ticket in the bin keeps no one from being deleted: tickets unlink it in the same transaction.
 */
export async function deleteCustomer(deps: CustomerDeps, id: string): Promise<void> {
  const { counts } = await getCustomer(deps, id);
  if (Object.values(counts).some((n) => n > 0)) {
    throw new AppError(409, 'customer_in_use', customerInUseMessage(counts), { counts });
  }
  try {
    await deps.db.transaction().execute(async (trx) => {
      await releaseCustomerFromDeletedTickets(trx, id);
      await deleteCustomerRecord(trx, id);
    });
  } catch (error) {
    // A document linked to it in the meantime: the database refused, ask again for the counts.
    if (!isForeignKeyViolation(error)) throw error;
    return deleteCustomer(deps, id);
  }
}
