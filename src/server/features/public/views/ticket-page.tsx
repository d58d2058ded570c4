/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import { formatCalendarDate, formatDateTime, formatEuro } from '../../../../shared/format';
import {
  isTicketStatus,
  TICKET_STATUS_BADGE_CLASSES,
} from '../../../../shared/tickets/ticket-status';
import type { PublicTicket } from '../public-ticket.presenter';
import type { PublicShop } from '../shop';
import { ContactShop } from './contact-shop';
import { DeviceChecks } from './device-checks';
import { Card } from './layout';
import { ShopPage } from './shop-header';

function StatusBadge(props: { status: string }) {
  const colours = isTicketStatus(props.status)
    ? TICKET_STATUS_BADGE_CLASSES[props.status]
    : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
  return (
    <span class={`inline-block rounded-full px-3 py-1 text-sm font-medium ${colours}`}>
      {props.status}
    </span>
  );
}

function Row(props: { label: string; children: Child }) {
  return (
    <div class="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt class="text-sm font-medium text-slate-600 dark:text-slate-300">{props.label}</dt>
      <dd class="mt-1 break-words sm:col-span-2 sm:mt-0">{props.children}</dd>
    </div>
  );
}

/** Masked until the customer asks; the page module shows the button and does the toggling. */
function DevicePassword(props: { value: string }) {
  return (
    <span class="flex flex-wrap items-center gap-3">
      <span data-password-mask>
        <span aria-hidden="true">••••••••</span>
        <span class="sr-only">Password nascosta</span>
      </span>
      <span id="device-password" class="font-mono" hidden data-password-value>
        {props.value}
      </span>
      <button
        type="button"
        class="rounded-md px-2 py-1 text-sm font-medium text-blue-700 underline underline-offset-2 hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-800 print:hidden"
        aria-controls="device-password"
        hidden
        data-password-toggle
      >
        Mostra password
      </button>
    </span>
  );
}

/** What the customer left, was promised and still owes; each row only when recorded. */
function IntakeRows({ ticket }: { ticket: PublicTicket }) {
  const accessories = [...ticket.accessories, ticket.accessories_note].filter(Boolean).join(', ');
  return (
    <>
      {accessories ? <Row label="Accessori consegnati">{accessories}</Row> : null}
      {ticket.intake_condition ? (
        <Row label="Condizioni all'ingresso">{ticket.intake_condition}</Row>
      ) : null}
      {ticket.paid === 0 ? null : <Row label="Già pagato">{formatEuro(ticket.paid)}</Row>}
      {ticket.balance_due === null ? null : (
        <Row label="Da saldare">{formatEuro(ticket.balance_due)}</Row>
      )}
      {ticket.expected_ready_date ? (
        <Row label="Pronto previsto per">
          <time datetime={ticket.expected_ready_date}>
            {formatCalendarDate(ticket.expected_ready_date)}
          </time>
        </Row>
      ) : null}
    </>
  );
}

/** SPEC "Public ticket detail": everything in the first response, readable without JavaScript. */
export function TicketPage(props: { ticket: PublicTicket; shop: PublicShop }) {
  const { ticket, shop } = props;
  return (
    <ShopPage shop={shop}>
      <Card>
        <div class="flex flex-wrap items-center justify-between gap-3">
          <h1 class="text-2xl font-bold">Ticket {ticket.ticket_number}</h1>
          <div class="print:hidden">
            <span class="sr-only">Stato: </span>
            <StatusBadge status={ticket.status} />
          </div>
        </div>
        <dl class="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          <Row label="Creato da">{ticket.created_by}</Row>
          <Row label="Creato il">
            <time datetime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
          </Row>
          <Row label="Ultimo aggiornamento">
            <time datetime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
          </Row>
        </dl>
      </Card>
      <Card>
        <h2 class="text-lg font-semibold">Descrizione</h2>
        <p class="mt-2 whitespace-pre-line break-words">{ticket.description}</p>
      </Card>
      <Card>
        <h2 class="text-lg font-semibold">Cliente</h2>
        <dl class="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          <Row label="Nome">{ticket.customer_name}</Row>
          <Row label="Email">{ticket.customer_email}</Row>
          {ticket.customer_phone ? <Row label="Telefono">{ticket.customer_phone}</Row> : null}
          {ticket.password ? (
            <Row label="Password dispositivo">
              <DevicePassword value={ticket.password} />
            </Row>
          ) : null}
        </dl>
      </Card>
      <Card>
        <h2 class="text-lg font-semibold">Dispositivo</h2>
        <dl class="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          <Row label="Tipo">{ticket.device_type}</Row>
          {ticket.price === null ? null : <Row label="Prezzo">{formatEuro(ticket.price)}</Row>}
          {ticket.parts_sold_separately === 0 ? null : (
            <Row label="Ricambi venduti a parte">{formatEuro(ticket.parts_sold_separately)}</Row>
          )}
          <IntakeRows ticket={ticket} />
        </dl>
      </Card>
      <DeviceChecks checks={ticket.checks} />
      <Card class="print:hidden">
        <h2 class="text-lg font-semibold">Cronologia dello stato</h2>
        <ol class="mt-3 space-y-3 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
          {ticket.timeline.map((entry) => (
            <li
              key={entry.changed_at + entry.status}
              class="flex flex-wrap items-center gap-x-3 gap-y-1"
            >
              <StatusBadge status={entry.status} />
              <time class="text-sm text-slate-600 dark:text-slate-300" datetime={entry.changed_at}>
                {formatDateTime(entry.changed_at)}
              </time>
            </li>
          ))}
        </ol>
      </Card>
      <ContactShop
        shop={shop}
        subject={`Ticket ${ticket.ticket_number}`}
        text={`Buongiorno, vi scrivo per il ticket ${ticket.ticket_number}.`}
      />
    </ShopPage>
  );
}
