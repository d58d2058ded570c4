import type { SdiStateCondition } from '../../http/context';

/**
 * The invoices list's filter by SDI state, as `transmissionStatuses` reads it: the state of an
 * invoice's latest send (highest `send_number`), a send still in the queue or none at all being
 * *da inviare*. A state other than that starts from the sends in it (index on state), so a rare
 * state (scartata) does not walk the whole list.
 */
export const sdiStateCondition: SdiStateCondition = (status) => (eb) => {
  const latestSends = eb
    .selectFrom('sdi_transmissions as t')
    .select('t.invoice_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sdi_transmissions as later')
            .select('later.id')
            .whereRef('later.invoice_id', '=', 't.invoice_id')
            .whereRef('later.send_number', '>', 't.send_number'),
        ),
      ),
    );
  if (status === 'da_inviare')
    return eb('i.id', 'not in', latestSends.where('t.state', '!=', 'in_coda'));
  return eb('i.id', 'in', latestSends.where('t.state', '=', status));
};
