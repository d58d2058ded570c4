/**
 * What the house rules still find in the tree, each with why it is still there and where it
 * goes. The architecture test asserts the findings are exactly these: a new violation fails, and
 * so does a paid debt left on this list. The list only shrinks.
 */
export const ARCHITECTURE_DEBTS: Record<string, string> = {
  "src/server/features/tickets/ticket-privacy.queries.ts → ticket_terms_acceptances: only public's queries write ticket_terms_acceptances: ask its service":
    "erasure of the acceptance record: becomes public.service's call",
  "src/server/features/tickets/tickets.queries.ts → notification_events: only notifications's queries write notification_events: ask its service":
    "a ticket's status change queues its mail event in the same transaction: an event the notifications feature owns",
  "src/server/features/tickets/tickets.queries.ts → payments: only payments's queries write payments: ask its service":
    "a ticket's deletion detaches its payments: becomes payments.service's call (breaks tickets ↔ payments)",
  'cycle: server:customer-messages ↔ server:customers ↔ server:notifications ↔ server:payments ↔ server:pc-builds ↔ server:public ↔ server:quotes ↔ server:ticket-checks ↔ server:tickets: features depend one way':
    'the shared money and customer reads move down (a money read model), the rest become events',
};
