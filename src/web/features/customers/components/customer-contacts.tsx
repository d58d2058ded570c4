import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { telUrl, whatsappUrl } from '../../../../shared/whatsapp';
import { CustomerFact as Fact } from './customer-fact';

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/** What an empty contact reads as, like every other empty fact on the page. */
const NONE = '—';

/** A number to call, with its WhatsApp chat beside it. */
function PhoneLinks({ phone, display }: { phone: string | null; display: string | null }) {
  if (!phone) return NONE;
  const chat = whatsappUrl(phone);
  return (
    <span className="flex flex-wrap gap-x-3">
      <a className={LINK} href={telUrl(phone)}>
        {display ?? phone}
      </a>
      {chat && (
        <a className={LINK} href={chat} target="_blank" rel="noreferrer">
          WhatsApp<span className="sr-only"> {display ?? phone}</span>
        </a>
      )}
    </span>
  );
}

function MailLink({ address }: { address: string | null }) {
  if (!address) return NONE;
  return (
    <a className={`${LINK} break-all`} href={`mailto:${address}`}>
      {address}
    </a>
  );
}

/** Phones (call, WhatsApp) and addresses (mailto) of a customer. */
export function CustomerContacts({ customer }: { customer: CustomerDto }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term="Telefono">
        <PhoneLinks phone={customer.phone} display={customer.phone_display} />
      </Fact>
      <Fact term="Secondo telefono">
        <PhoneLinks phone={customer.phone2} display={customer.phone2_display} />
      </Fact>
      <Fact term="Email">
        <MailLink address={customer.email} />
      </Fact>
      <Fact term="PEC">
        <MailLink address={customer.pec} />
      </Fact>
    </dl>
  );
}
