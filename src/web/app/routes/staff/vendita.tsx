import { List } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { fieldErrorsOf } from '../../../../shared/api-error';
import { formatCents } from '../../../../shared/money';
import { saleDraftSchema } from '../../../../shared/sales/sale-schemas';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClass } from '../../../components/ui/button';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { type TenderDraft, tendersBody } from '../../../components/ui/tender-rows';
import { CUSTOMER_PICK_KEY, searchCustomers } from '../../../features/invoices/api/customer-search';
import { type SaleRecorded, useCreateSale } from '../../../features/sales/api/sales-api';
import { DiscountFields } from '../../../features/sales/components/discount-fields';
import { SaleCheckoutDialog } from '../../../features/sales/components/sale-checkout-dialog';
import { SaleDone } from '../../../features/sales/components/sale-done';
import {
  addProduct,
  type DiscountDraft,
  draftTotals,
  freeLine,
  type SaleLineDraft,
  saleBody,
} from '../../../features/sales/components/sale-draft';
import { SaleLinesEditor } from '../../../features/sales/components/sale-lines-editor';
import { SaleScanField } from '../../../features/sales/components/sale-scan-field';
import { isApiError } from '../../../lib/api-fetch';

const NO_DISCOUNT: DiscountDraft = { kind: 'percent', value: '' };

/**
 * /vendita: *Vendita al banco*, keyboard first (TILL § Routes of the till, decision 047): scan,
 * scan, Enter (*Incassa*), 2 (*Carta*), Enter (*Conferma*). Lines from the warehouse or free text,
 * discounts per line and on the total, an optional customer, the tenders in the same screen.
 */
export function CounterSalePage() {
  const scan = useRef<HTMLInputElement>(null);
  const draft = useRef<HTMLDivElement>(null);
  const create = useCreateSale();
  const [lines, setLines] = useState<SaleLineDraft[]>([]);
  const [discount, setDiscount] = useState(NO_DISCOUNT);
  const [customer, setCustomer] = useState({ id: '', name: '' });
  const [invoice, setInvoice] = useState(false);
  const [checkout, setCheckout] = useState(false);
  const [checkoutAsked, setCheckoutAsked] = useState(false);
  const [done, setDone] = useState<SaleRecorded | null>(null);
  /** What the draft's own check found at the last *Incassa*, before anything was sent. */
  const [draftErrors, setDraftErrors] = useState<Record<string, string[]>>({});
  const totals = draftTotals(lines, discount);
  const document = customer.id && invoice ? 'fattura' : 'scontrino';
  const fieldError = (field: string) =>
    draftErrors[field]?.[0] ??
    (isApiError(create.error) ? create.error.fieldErrors[field]?.[0] : undefined);

  // The counter starts in the scan field, and so does every new sale.
  useEffect(() => {
    if (!done) scan.current?.focus();
  }, [done]);

  // The first field the draft's check refused gets the focus, with its message beside it.
  useEffect(() => {
    if (Object.keys(draftErrors).length > 0)
      draft.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [draftErrors]);

  function openCheckout() {
    create.reset();
    setCheckoutAsked(true);
  }

  // A price the server would refuse is said on its field now, not after the tenders are typed.
  // Checked after the render that asked: Enter right after a scan asks before that scan's line
  // is in this render's `lines`.
  useEffect(() => {
    if (!checkoutAsked) return;
    setCheckoutAsked(false);
    const checked = z.safeParse(saleDraftSchema, saleBody(lines, discount));
    setDraftErrors(checked.success ? {} : fieldErrorsOf(checked.error.issues));
    setCheckout(checked.success);
  }, [checkoutAsked, lines, discount]);

  function confirm(tenders: TenderDraft[], lotteryCode: string) {
    const body = {
      ...saleBody(lines, discount),
      ...(customer.id ? { customer_id: customer.id } : {}),
      document,
      tenders: tendersBody(tenders),
      ...(lotteryCode ? { lottery_code: lotteryCode } : {}),
    };
    create.mutate(body, {
      onSuccess: (sale) => {
        setCheckout(false);
        setDone(sale);
      },
    });
  }

  function newSale() {
    setLines([]);
    setDiscount(NO_DISCOUNT);
    setCustomer({ id: '', name: '' });
    setInvoice(false);
    setDone(null);
    setDraftErrors({});
    create.reset();
  }

  const header = (
    <PageHeader
      title="Vendita al banco"
      actions={
        <Link to="/vendita/elenco" className={buttonClass('secondary')}>
          <List className="size-4" aria-hidden="true" />
          Vendite
        </Link>
      }
    />
  );
  if (done)
    return (
      <>
        {header}
        <SaleDone sale={done} onNext={newSale} />
      </>
    );

  return (
    <>
      {header}
      <div ref={draft} className="flex max-w-4xl flex-col gap-6">
        <SaleScanField
          inputRef={scan}
          onProduct={(product) => setLines((current) => addProduct(current, product))}
          canCheckout={lines.length > 0}
          onCheckout={openCheckout}
        />
        {lines.length > 0 && (
          <SaleLinesEditor
            lines={lines}
            lineTotals={totals.lineTotals}
            onChange={setLines}
            errorOf={(index, field) => fieldError(`lines.${index}.${field}`)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Button
            variant="secondary"
            className="self-end"
            onClick={() => setLines([...lines, freeLine()])}
          >
            Aggiungi riga libera
          </Button>
          <DiscountFields
            label="Sconto sul totale"
            value={discount}
            error={fieldError('discount')}
            onChange={setDiscount}
          />
          <SearchCombobox
            label="Cliente (facoltativo)"
            value={customer.id}
            valueLabel={customer.name}
            noneLabel="Nessun cliente"
            onChange={(option) =>
              setCustomer({ id: option?.value ?? '', name: option?.value ? option.label : '' })
            }
            search={searchCustomers}
            queryKey={CUSTOMER_PICK_KEY}
            error={fieldError('customer_id')}
          />
          {customer.id && (
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={invoice}
                onChange={(event) => setInvoice(event.target.checked)}
              />
              Fattura al cliente invece del documento commerciale
            </label>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-300 pt-4 dark:border-slate-700">
          <p className="text-2xl" aria-live="polite">
            Totale <span className="font-semibold">{formatCents(totals.totalCents)}</span>
          </p>
          <Button onClick={openCheckout} disabled={lines.length === 0}>
            Incassa
          </Button>
        </div>
      </div>
      <SaleCheckoutDialog
        open={checkout}
        totalCents={totals.totalCents}
        document={document}
        busy={create.isPending}
        error={create.error}
        onClose={() => setCheckout(false)}
        onConfirm={confirm}
      />
    </>
  );
}
