import { Cpu, FileText, Pencil, Ticket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { formatDateTime } from '../../../../shared/format';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { customersApi } from '../api/customers-api';
import { CustomerDocuments } from './customer-documents';
import { CustomerEvents } from './customer-events';
import { CustomerFacts } from './customer-facts';
import { ToReviewBadge } from './to-review-badge';

// Merge and the privacy rights are the admins' and rare: their code loads only for them.
const CustomerAdminActions = lazy(() =>
  import('./customer-admin-actions').then((m) => ({ default: m.CustomerAdminActions })),
);

/** The forms a customer's new document opens, prefilled for them (`?cliente=`). */
const NEW_DOCUMENTS = [
  ['/tickets/new', 'Nuovo ticket', Ticket],
  ['/quotes/new', 'Nuovo preventivo', FileText],
  ['/pc-builds/new', 'Nuova configurazione', Cpu],
] as const;

/** One customer: who they are, how to reach them, their documents; admins also manage privacy. */
export function CustomerPage({ customer, admin }: { customer: CustomerDto; admin: boolean }) {
  const [notice, setNotice] = useState<string>();
  const navigate = useNavigate();
  const remove = customersApi.useRemove();
  const query = `?cliente=${encodeURIComponent(customer.id)}`;
  // An anonymised record keeps its documents but takes no new ones and has nothing to edit.
  const anonymised = customer.anonymised_at !== null;
  return (
    <>
      <PageHeader
        title={customer.display_name}
        description={customer.kind === 'azienda' ? 'Cliente · azienda' : 'Cliente · privato'}
        actions={
          <div className="flex flex-wrap gap-2">
            {!anonymised && (
              <Link to={`/customers/${customer.id}/edit`} className={buttonClass('secondary')}>
                <Pencil className="size-4" aria-hidden="true" />
                Modifica
              </Link>
            )}
            {!anonymised &&
              NEW_DOCUMENTS.map(([path, label, Icon]) => (
                <Link key={path} to={`${path}${query}`} className={buttonClass('secondary')}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              ))}
            <DeleteButton
              what={`il cliente ${customer.display_name}`}
              busy={remove.isPending}
              onDelete={() =>
                remove
                  .mutateAsync(customer.id)
                  .then(() => navigate('/customers', { replace: true }))
              }
            />
          </div>
        }
      />
      {customer.anonymised_at && (
        <Alert tone="info" className="mb-6">
          {`Dati personali rimossi il ${formatDateTime(customer.anonymised_at)}: restano importi, stati e date dei documenti.`}
        </Alert>
      )}
      {customer.to_review && (
        <Alert tone="warning" className="mb-6">
          <span className="flex flex-wrap items-center gap-2">
            <ToReviewBadge />
            Creato dal modulo pubblico senza una corrispondenza certa: se è un duplicato, va unito.
          </span>
        </Alert>
      )}
      <StatusRegion>
        {notice && (
          <Alert tone="success" className="mb-6">
            {notice}
          </Alert>
        )}
      </StatusRegion>
      <CustomerFacts customer={customer} />
      <CustomerDocuments customer={customer} />
      {admin && (
        <Suspense fallback={null}>
          <CustomerAdminActions customer={customer} onNotice={setNotice} />
        </Suspense>
      )}
      <Section
        title="Registro delle operazioni"
        description="Unioni, esportazioni e anonimizzazione, con chi e quando."
      >
        <CustomerEvents customerId={customer.id} />
      </Section>
    </>
  );
}
