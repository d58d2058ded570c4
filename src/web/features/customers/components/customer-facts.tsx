import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { formatCalendarDate, formatDateTime, formatEuro } from '../../../../shared/format';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { CustomerContacts } from './customer-contacts';
import { CustomerFact as Fact } from './customer-fact';

const GRID = 'grid gap-4 sm:grid-cols-2';

function address(customer: CustomerDto): string {
  const town = [customer.postal_code, customer.city, customer.province && `(${customer.province})`]
    .filter(Boolean)
    .join(' ');
  return [customer.street, town, customer.country !== 'IT' ? customer.country : null]
    .filter(Boolean)
    .join(', ');
}

const dated = (at: string | null, yes: string, no: string) =>
  at ? `${yes} il ${formatDateTime(at)}` : no;

/** Identity, contacts, fiscal data, consent and what the customer still owes. */
export function CustomerFacts({ customer }: { customer: CustomerDto }) {
  const company = customer.kind === 'azienda';
  return (
    <>
      {customer.warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {warning}
        </Alert>
      ))}
      <Section title="Anagrafica">
        <dl className={GRID}>
          <Fact term="Tipo">{company ? 'Azienda' : 'Privato'}</Fact>
          {company && <Fact term="Ragione sociale">{customer.company_name}</Fact>}
          <Fact term={company ? 'Referente' : 'Nome e cognome'}>
            {[customer.first_name, customer.last_name].filter(Boolean).join(' ')}
          </Fact>
          <Fact term="Indirizzo">{address(customer)}</Fact>
          <Fact term="Da saldare">{formatEuro(customer.balance_due)}</Fact>
          <Fact term="Cliente dal">{formatDateTime(customer.created_at)}</Fact>
        </dl>
      </Section>
      <Section title="Contatti">
        <CustomerContacts customer={customer} />
      </Section>
      <Section title="Dati fiscali">
        <dl className={GRID}>
          <Fact term="Codice fiscale">{customer.tax_code}</Fact>
          <Fact term="Partita IVA">{customer.vat_number}</Fact>
          <Fact term="Codice destinatario SDI">{customer.sdi_code}</Fact>
          {customer.intent_protocol && (
            <Fact term="Dichiarazione d'intento">
              {`${customer.intent_protocol} del ${formatCalendarDate(customer.intent_date ?? '')}`}
            </Fact>
          )}
        </dl>
      </Section>
      <Section title="Consensi e note">
        <dl className={GRID}>
          <Fact term="Informativa privacy">
            {dated(customer.privacy_ack_at, 'Accettata', 'Non registrata')}
          </Fact>
          <Fact term="Comunicazioni commerciali">
            {customer.marketing_consent
              ? dated(customer.marketing_consent_at, 'Consenso dato', 'Consenso dato')
              : 'Nessun consenso'}
          </Fact>
          <Fact term="Note">
            {customer.notes && <span className="whitespace-pre-line">{customer.notes}</span>}
          </Fact>
        </dl>
      </Section>
    </>
  );
}
