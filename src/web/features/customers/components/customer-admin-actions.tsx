import { Download, GitMerge, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { Section } from '../../../components/layout/section';
import { Button, buttonClass } from '../../../components/ui/button';
import { customerExportPath } from '../api/customers-api';
import { AnonymiseDialog } from './anonymise-dialog';
import { MergeDialog } from './merge-dialog';

/** The admins' part of the page (duplicates; GDPR arts. 15, 17, 20): merge, export, anonymise. */
export function CustomerAdminActions({
  customer,
  onNotice,
}: {
  customer: CustomerDto;
  onNotice: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'merge' | 'anonymise' | null>(null);
  const anonymised = customer.anonymised_at !== null;
  return (
    <>
      <Section
        title="Privacy e duplicati"
        description="Solo per gli amministratori. Ogni operazione viene registrata."
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('merge')}>
            <GitMerge className="size-4" aria-hidden="true" />
            Unisci duplicato
          </Button>
          <a className={buttonClass('secondary')} href={customerExportPath(customer.id)} download>
            <Download className="size-4" aria-hidden="true" />
            Esporta dati
          </a>
          {!anonymised && (
            <Button variant="danger" onClick={() => setDialog('anonymise')}>
              <UserX className="size-4" aria-hidden="true" />
              Anonimizza
            </Button>
          )}
        </div>
      </Section>
      <MergeDialog
        customer={customer}
        open={dialog === 'merge'}
        onClose={() => setDialog(null)}
        onMerged={(kept) => {
          setDialog(null);
          onNotice(`Duplicato unito: resta ${kept.display_name}.`);
          if (kept.id !== customer.id) navigate(`/customers/${kept.id}`);
        }}
      />
      <AnonymiseDialog
        customer={customer}
        open={dialog === 'anonymise'}
        onClose={() => setDialog(null)}
        onDone={(result) => {
          setDialog(null);
          onNotice([result.message, ...result.kept].join(' '));
        }}
      />
    </>
  );
}
