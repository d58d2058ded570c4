import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { formatDate, formatEuro } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';

/** What a record holds, in one line: the documents that would move with it. */
function holdings(customer: CustomerDto): string {
  const { counts } = customer;
  return [
    plural(counts.tickets, 'ticket', 'ticket'),
    plural(counts.quotes, 'preventivo', 'preventivi'),
    plural(counts.pc_builds, 'configurazione', 'configurazioni'),
    plural(counts.invoices, 'fattura', 'fatture'),
    `da saldare ${formatEuro(customer.balance_due)}`,
  ].join(', ');
}

function contacts(customer: CustomerDto): string {
  return (
    [
      customer.phone_display ?? customer.phone,
      customer.email,
      customer.tax_code ?? customer.vat_number,
    ]
      .filter(Boolean)
      .join(' · ') || 'Nessun contatto'
  );
}

/**
 * A record's name as the dialog says it: two records of one name (the usual duplicate) are told
 * apart by the first of codice fiscale or P.IVA, phone, e-mail or creation day that differs.
 */
export function distinctName(record: CustomerDto, other: CustomerDto): string {
  const name = record.display_name;
  if (name.toLowerCase() !== other.display_name.toLowerCase()) return name;
  const marks: [string | null, string | null, string][] = [
    [record.tax_code, other.tax_code, 'CF'],
    [record.vat_number, other.vat_number, 'P.IVA'],
    [record.phone_display ?? record.phone, other.phone_display ?? other.phone, 'tel.'],
    [record.email, other.email, 'email'],
  ];
  const mark = marks.find(([mine, theirs]) => mine && mine !== theirs);
  return mark
    ? `${name} (${mark[2]} ${mark[0]})`
    : `${name} (creato il ${formatDate(record.created_at)})`;
}

/** The two records side by side, each a choice of the one to keep. */
export function MergeComparison({
  customer,
  other,
  keepThis,
  onKeepThis,
}: {
  customer: CustomerDto;
  other: CustomerDto;
  keepThis: boolean;
  onKeepThis: (keepThis: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">Cliente da mantenere</legend>
      {[customer, other].map((record) => (
        <label
          key={record.id}
          className="flex items-start gap-2 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700"
        >
          <input
            type="radio"
            name="keep"
            className="mt-1 size-4"
            checked={keepThis === (record === customer)}
            onChange={() => onKeepThis(record === customer)}
          />
          <span>
            <span className="block font-medium">
              {distinctName(record, record === customer ? other : customer)}
            </span>
            <span className="block">{contacts(record)}</span>
            <span className="block text-slate-700 dark:text-slate-300">{holdings(record)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
