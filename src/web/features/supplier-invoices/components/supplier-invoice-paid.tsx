import { useState } from 'react';
import { formatCalendarDate, romeToday } from '../../../../shared/format';
import type { SupplierInvoiceDto } from '../../../../shared/inventory/supplier-invoices';
import {
  COMMON_PAYMENT_METHODS,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS,
  type PaymentMethodCode,
} from '../../../../shared/invoices/invoice-codes';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useSetPaid } from '../api/supplier-invoices-api';

const METHODS = [
  ...COMMON_PAYMENT_METHODS,
  ...PAYMENT_METHOD_CODES.filter((code) => !COMMON_PAYMENT_METHODS.includes(code)),
];
const methodName = (code: string) => PAYMENT_METHODS[code as PaymentMethodCode] ?? code;

/** Paid or not: *Segna pagata* with the day and the means, or taken back when marked by mistake. */
export function SupplierInvoicePaid({
  invoice,
  staff,
}: {
  invoice: SupplierInvoiceDto;
  staff: boolean;
}) {
  const save = useSetPaid(invoice.id);
  const [paidOn, setPaidOn] = useState(romeToday());
  const [method, setMethod] = useState<PaymentMethodCode>(
    (invoice.payments[0]?.method as PaymentMethodCode | undefined) ?? 'MP05',
  );
  return (
    <section aria-labelledby="invoice-paid" className="flex flex-col gap-3">
      <h2 id="invoice-paid" className="text-lg font-semibold">
        Pagamento
      </h2>
      {invoice.paid_on ? (
        <p>
          Pagata il {formatCalendarDate(invoice.paid_on)} ({methodName(invoice.paid_method ?? '')}
          ).
        </p>
      ) : (
        <p>Da pagare.</p>
      )}
      {staff && invoice.paid_on && (
        <Button
          className="self-start"
          busy={save.isPending}
          onClick={() => save.mutate({ paid_on: null, paid_method: null })}
        >
          Segna non pagata
        </Button>
      )}
      {staff && !invoice.paid_on && (
        <form
          className="flex flex-wrap items-end gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ paid_on: paidOn, paid_method: method });
          }}
        >
          <TextField
            label="Data di pagamento"
            type="date"
            required
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
          />
          <SelectField
            label="Modalità di pagamento"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethodCode)}
          >
            {METHODS.map((code) => (
              <option key={code} value={code}>
                {code} · {methodName(code)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="primary" busy={save.isPending}>
            Segna pagata
          </Button>
        </form>
      )}
      <StatusRegion>
        {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      </StatusRegion>
    </section>
  );
}
