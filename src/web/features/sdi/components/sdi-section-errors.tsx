import type { ReactNode } from 'react';
import {
  INVOICE_SECTION_LABELS,
  type InvoiceSection,
  placeSdiErrors,
} from '../../../../shared/sdi/sdi-error-fields';
import { Alert } from '../../../components/ui/alert';
import { useTransmission } from '../api/sdi-api';
import { PlacedErrorList } from './sdi-errors';

/** The title of the box an invoice section shows after a scarto. */
export const SECTION_ERRORS_TITLE = 'Lo SDI ha scartato la fattura per questa parte';

/**
 * After a scarto, the SDI's errors about one part of the invoice, shown inside that part of the
 * invoice page (beside the customer block, under the lines…), never on the printed copy. Nothing
 * once the invoice is resent: the errors were about the file that was refused.
 */
function SdiSectionErrors({ invoiceId, section }: { invoiceId: string; section: InvoiceSection }) {
  const journey = useTransmission(invoiceId);
  if (journey.data?.status !== 'scartata') return null;
  const rejection = journey.data.notifications.findLast((n) => n.type === 'NS');
  const place = placeSdiErrors(rejection?.errors ?? []).placed.find((p) => p.section === section);
  if (!place) return null;
  return (
    <Alert tone="warning" title={SECTION_ERRORS_TITLE} className="print:hidden">
      <PlacedErrorList errors={place.errors} />
    </Alert>
  );
}

/** One box per section of the invoice page, for an issued invoice (`InvoiceDocument`'s notes). */
export function sdiSectionErrors(invoiceId: string): Record<InvoiceSection, ReactNode> {
  const sections = Object.keys(INVOICE_SECTION_LABELS) as InvoiceSection[];
  return Object.fromEntries(
    sections.map((section) => [
      section,
      <SdiSectionErrors key={section} invoiceId={invoiceId} section={section} />,
    ]),
  ) as Record<InvoiceSection, ReactNode>;
}
