/** @jsxImportSource hono/jsx */
import { publicTicketPath } from '../../../../shared/paths';
import type { PublicShop } from '../shop';
import { CheckIcon, PlusIcon } from './icons';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, Card } from './layout';
import { ShopPage } from './shop-header';

export const NEW_TICKET_PATH = '/public/tickets/new';

/** SPEC "Thank-you page": thanks, the number and the two ways on; no other personal data. */
export function ThankYouPage(props: {
  ticket: { id: string; ticket_number: string };
  shop: PublicShop;
}) {
  const { ticket, shop } = props;
  return (
    <ShopPage shop={shop}>
      <Card class="text-center">
        <div class="mx-auto flex size-12 items-center justify-center rounded-full bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200">
          <CheckIcon class="size-6" />
        </div>
        <h1 class="mt-4 text-2xl font-bold">Grazie! Abbiamo ricevuto la sua richiesta</h1>
        <p class="mt-3">Il numero del suo ticket è</p>
        <p class="mt-1 font-mono text-2xl font-semibold" data-ticket-number>
          {ticket.ticket_number}
        </p>
        <p class="mt-3 text-slate-600 dark:text-slate-300">
          Conservi questo numero: le servirà per seguire la riparazione e per contattarci.
        </p>
        <div class="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a class={BUTTON_PRIMARY} href={publicTicketPath(ticket.id)}>
            Vedi lo stato del ticket
          </a>
          <a class={BUTTON_SECONDARY} href={NEW_TICKET_PATH}>
            <PlusIcon />
            Apra un altro ticket
          </a>
        </div>
      </Card>
    </ShopPage>
  );
}
