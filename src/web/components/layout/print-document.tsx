import { type ReactNode, useState } from 'react';
import type { PublicShop } from '../../lib/public-shop';

/** A section heading of a printed document. */
export const PRINT_HEADING = 'mb-2 text-sm font-semibold uppercase tracking-wide';

interface PrintDocumentProps {
  /** Read by screen readers: 'Scheda del ticket FM-…', 'Preventivo QT-…'. */
  label: string;
  /** Absent when the shop's details could not be read: the document prints without them. */
  shop: PublicShop | undefined;
  /** The right-hand side of the header: number, dates, badges, QR. */
  heading: ReactNode;
  children: ReactNode;
}

/**
 * A document the shop prints on A4 — the ticket sheet, a quote, a PC build — with the logo and
 * the shop's address block at the top; on paper it is alone on the page (print-sheet.css).
 */
export function PrintDocument({ label, shop, heading, children }: PrintDocumentProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <article
      data-print-sheet
      aria-label={label}
      className="flex flex-col gap-6 rounded-lg border border-slate-300 bg-white p-6 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 print:border-0 print:bg-white print:p-0 print:text-black"
    >
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div className="flex flex-col gap-2">
          {shop?.logo_url && !logoFailed && (
            <img
              src={shop.logo_url}
              alt={shop.name}
              className="max-h-20 max-w-56 object-contain"
              onError={() => setLogoFailed(true)}
            />
          )}
          {shop && (
            <address className="text-sm whitespace-pre-line not-italic">
              <strong>{shop.name}</strong>
              {[
                shop.address,
                shop.phone,
                shop.email,
                shop.website,
                shop.opening_hours && `Orari: ${shop.opening_hours}`,
                shop.vat_number && `P.IVA ${shop.vat_number}`,
              ]
                .filter(Boolean)
                .map((line) => `\n${line}`)
                .join('')}
            </address>
          )}
        </div>
        {heading}
      </header>
      {children}
    </article>
  );
}

/** A printed document's customer: name, e-mail, phone (what is known). */
export function PrintedCustomer(props: {
  name: string | null;
  email: string | null;
  phone: string | null;
}) {
  if (!props.name && !props.email && !props.phone) return null;
  return (
    <section>
      <h2 className={PRINT_HEADING}>Cliente</h2>
      {props.name && <p className="font-medium">{props.name}</p>}
      {[props.email, props.phone].filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

function PrintedText(props: { title: string; text: string | null | undefined; small?: boolean }) {
  if (!props.text) return null;
  return (
    <section className="break-inside-avoid">
      <h2 className={PRINT_HEADING}>{props.title}</h2>
      <p className={`whitespace-pre-line ${props.small ? 'text-xs' : ''}`}>{props.text}</p>
    </section>
  );
}

/** The end of a quote or a PC build: its notes, then the shop's payment information and terms. */
export function PrintedClosing({
  notes,
  shop,
}: {
  notes: string | null;
  shop: PublicShop | undefined;
}) {
  return (
    <>
      <PrintedText title="Note" text={notes} />
      <PrintedText title="Pagamento" text={shop?.payment_info} />
      <PrintedText title="Termini e condizioni" text={shop?.terms} small />
    </>
  );
}
